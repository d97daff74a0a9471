import NotesBook
import NotesHTML

/// The Markdown twin of a page: `index.md` beside its `index.html`, plain CommonMark for
/// tools and language models. One file holds both languages: the title, a one-line summary
/// (the line `llms.txt` shows), what needs no translation (declarations, defaults, code,
/// outputs), then an `## English` section and a `## 中文` section.
struct MarkdownTwin: Sendable {
  static let fileName = "index.md"

  /// What a twin is made of before it is written out.
  struct Parts {
    var title: String
    var summary: String
    /// Blocks before the language sections.
    var shared: [String] = []
    var en: [String] = []
    var zh: [String] = []
  }

  /// The document: `# title`, `> summary`, the shared blocks, `## English`, `## 中文`.
  /// Titles and summaries are one line each, so `llms.txt` can read them back.
  static func document(_ parts: Parts) -> String {
    let title = oneLine(parts.title)
    let summary = oneLine(parts.summary)
    var blocks = ["# " + title, "> " + (summary.isEmpty ? title : summary)]
    blocks += parts.shared
    if !parts.en.isEmpty { blocks += ["## English"] + parts.en }
    if !parts.zh.isEmpty { blocks += ["## 中文"] + parts.zh }
    return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
  }

  /// Line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    // On scalars: every newline character but "\r\n" is one scalar that starts no cluster
    // with the next, and `.whitespaces` (Zs and tab) trims scalar by scalar.
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    func endLine() {
      let scalars = Array(line)
      if let first = scalars.firstIndex(where: { !isSpaceOrTab($0) }), let last = scalars.lastIndex(where: { !isSpaceOrTab($0) }) {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        lines.append(String(kept))
      }
      line = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      if isNewline(scalar) { endLine() } else { line.append(scalar) }
    }
    endLine()
    return lines.joined(separator: " ")
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

  /// The English summary, then the Chinese one.
  static func summary(en: String?, zh: String?) -> String {
    MarkdownText.escaped([en, zh].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// A `### heading` and a list, or nothing when the list is empty.
  static func list(_ heading: String, _ items: [String]) -> String {
    guard !items.isEmpty else { return "" }
    return MarkdownText.heading(3, heading) + "\n\n" + items.map { MarkdownText.listItem("-", $0) }.joined(separator: "\n")
  }

  /// Marked comment lines of one language (each line is written in one; English lines start
  /// a sentence, as on the HTML page).
  static func lines(_ notes: [NoteLine], language: BilingualCode.Language) -> [String] {
    notes.filter { DeclarationRenderer.containsHan($0.text) == (language == .zh) }.map {
      MarkdownText.escaped(language == .en ? DeclarationRenderer.sentence($0.text) : $0.text)
    }
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
    let parts: MarkdownTwin.Parts
    switch planned.role {
    case .type(_, let typeName):
      parts = typeTwin(source, typeName: typeName, root: root)
    case .declaration(_, let t, let d):
      let owner = source.types.first?.name ?? ""
      parts = declarationTwin(source.topics[t].declarations[d], owner: owner, file: source.file, root: root)
    case .article:
      parts = articleTwin(source, title: planned.title, root: root)
    case .notes:
      parts = notesTwin(source, title: planned.title, root: root)
    }
    return LlmsText.Twin(section: LlmsText.Section(planned.role), path: planned.path + MarkdownTwin.fileName, text: MarkdownTwin.document(parts))
  }

  /// The Markdown renderer of a notes file's prose, for one language.
  func markdownProse(for file: String, root: String, language: BilingualCode.Language) -> MarkdownProse {
    MarkdownProse(context: prose(for: file, root: root).context, language: language)
  }

  /// The twin-to-twin link for a site page (`uiscrollview/contentinset/`).
  func twinLink(_ path: String, root: String) -> String {
    MarkdownText.destination(MarkdownProse.twinHref(PageLink.to(path, root: root)) ?? path)
  }
}
