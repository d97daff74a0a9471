import NotesBook
import NotesHTML

/// The Markdown twin of a page: `index.md` beside its `index.html`, plain CommonMark for
/// tools and language models. One file holds both languages: the title, a one-line summary
/// (the line `llms.txt` shows), what needs no translation (declarations, defaults, code,
/// outputs), then an `## English` section and a `## 中文` section.
struct MarkdownTwin: Sendable {
  static let fileName = "index.md"

  /// A twin's first two blocks: `# title` and `> summary` (the title when there is none).
  /// Titles and summaries are one line each, so `llms.txt` can read them back. The caller
  /// writes the blocks that follow: what needs no translation, then `## English` and
  /// `## 中文`, each with its blocks; `finish` ends the document.
  static func start(title: String, summary: String, capacity: Int = 32 * 1024) -> MarkdownOutput {
    let title = oneLine(title)
    let summary = oneLine(summary)
    var out = MarkdownOutput(capacity: capacity)
    out.block { $0.raw("# "); $0.raw(title) }
    out.block { $0.raw("> "); $0.raw(summary.isEmpty ? title : summary) }
    return out
  }

  /// The document's bytes: its blocks and a final newline, in the buffer they were written
  /// into. (`Array(bytes[...])` was meant as an exact copy that leaves the buffer's spare room
  /// behind, but a slice of a whole array makes an array sharing its storage; a real copy
  /// measured no lower peak at 5,000 pages, 213 MiB against 210.)
  static func finish(_ out: consuming MarkdownOutput) -> [UInt8] {
    out.raw("\n")
    return out.bytes
  }

  /// Line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    // On scalars: every newline character but "\r\n" is one scalar that starts no cluster
    // with the next, and `.whitespaces` (Zs and tab) trims scalar by scalar. Each line is a
    // slice of the text's scalars, so nothing is copied but the trimmed lines.
    let scalars = text.unicodeScalars
    var lines: [Substring.UnicodeScalarView] = []
    var lineStart = scalars.startIndex
    func endLine(_ end: String.Index) {
      var line = scalars[lineStart..<end]
      while let first = line.first, isSpaceOrTab(first) { line.removeFirst() }
      while let last = line.last, isSpaceOrTab(last) { line.removeLast() }
      if !line.isEmpty { lines.append(line) }
    }
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let next = scalars.index(after: index)
      if isNewline(scalars[index]) {
        endLine(index)
        lineStart = next
      }
      index = next
    }
    endLine(scalars.endIndex)
    if lines.count == 1, lines[0].startIndex == scalars.startIndex, lines[0].endIndex == scalars.endIndex { return text }
    return lines.map { String(Substring($0)) }.joined(separator: " ")
  }

  /// `Character.isNewline` for a character's first scalar: LF, VT, FF, CR, NEL, LS, PS.
  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Foundation's `CharacterSet.whitespaces`: the space separators (Zs) and tab.
  static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// `English · 中文`, once when both are the same.
  static func title(_ title: Bilingual) -> String {
    let parts = [title.en, title.zh].compactMap { $0 }
    return MarkdownText.escaped(parts.count == 2 && parts[0] == parts[1] ? parts[0] : parts.joined(separator: " · "))
  }

  /// `title(_:)`, written.
  static func writeTitle(_ title: Bilingual, to out: inout MarkdownOutput) {
    switch (title.en, title.zh) {
    case (let en?, let zh?) where en == zh: out.escaped(en)
    case (let en?, let zh?):
      out.escaped(en)
      out.raw(" · ")
      out.escaped(zh)
    case (let one?, nil), (nil, let one?): out.escaped(one)
    case (nil, nil): break
    }
  }

  /// The English summary, then the Chinese one.
  static func summary(en: String?, zh: String?) -> String {
    MarkdownText.escaped([en, zh].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// A `### heading` and a list, one item per element, or nothing when there are none.
  static func list<Items: Collection>(
    _ heading: (inout MarkdownOutput) -> Void, _ items: Items, to out: inout MarkdownOutput, item: (Items.Element, inout MarkdownOutput) -> Void
  ) {
    guard !items.isEmpty else { return }
    out.block { out in
      out.heading(3)
      heading(&out)
      out.raw("\n\n")
      var first = true
      for element in items {
        if !first { out.raw("\n") }
        first = false
        out.listItem { item(element, &$0) }
      }
    }
  }

  /// `list` under a heading with nothing to escape.
  static func list<Items: Collection>(
    _ heading: String, _ items: Items, to out: inout MarkdownOutput, item: (Items.Element, inout MarkdownOutput) -> Void
  ) {
    list({ $0.raw(heading) }, items, to: &out, item: item)
  }

  /// Marked comment lines of one language (each line is written in one; English lines start
  /// a sentence, as on the HTML page), as a list under `heading`.
  static func lines(_ heading: String, _ notes: [NoteLine], language: BilingualCode.Language, to out: inout MarkdownOutput) {
    let chosen = notes.filter { DeclarationRenderer.containsHan($0.text) == (language == .zh) }
    list(heading, chosen, to: &out) { note, out in out.escaped(language == .en ? DeclarationRenderer.sentence(note.text) : note.text) }
  }

  /// The other language's text when one is missing, as the HTML page shows it.
  static func pick(_ language: BilingualCode.Language, en: String?, zh: String?) -> String? {
    language == .en ? (en ?? zh) : (zh ?? en)
  }
}

extension RenderContext {
  /// The twin of a planned page, with the section of `llms.txt` it is listed in.
  func markdownTwin(_ planned: SitePlan.PlannedPage, source: Page) -> LlmsText.Twin {
    let root = PageShell.rootPrefix(for: PageContent(path: planned.path, title: planned.title, mainHTML: "", kind: ""))
    let bytes: [UInt8]
    switch planned.role {
    case .type(_, let typeName):
      bytes = typeTwin(source, typeName: typeName, root: root)
    case .declaration(_, let t, let d):
      let owner = source.types.first?.name ?? ""
      bytes = declarationTwin(source.topics[t].declarations[d], owner: owner, file: source.file, root: root)
    case .article:
      bytes = articleTwin(source, title: planned.title, root: root)
    case .notes:
      bytes = notesTwin(source, title: planned.title, root: root)
    }
    return LlmsText.Twin(section: LlmsText.Section(planned.role), path: planned.path + MarkdownTwin.fileName, bytes: bytes)
  }

  /// The Markdown renderer of a notes file's prose, for one language.
  func markdownProse(for file: String, root: String, language: BilingualCode.Language) -> MarkdownProse {
    MarkdownProse(context: prose(for: file, root: root).context, language: language)
  }

  /// The twin-to-twin link for a site page (`uiscrollview/contentinset/`).
  func writeTwinLink(_ path: String, root: String, to out: inout MarkdownOutput) {
    if !out.twinDestination(PageLink.to(path, root: root)) { out.destination(path.utf8) }
  }
}
