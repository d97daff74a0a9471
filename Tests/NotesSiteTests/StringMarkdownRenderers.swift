import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier

@testable import NotesSite

// The Markdown twins' renderers as they were before they wrote into one byte buffer (issue
// 19), kept here only so `ByteTwinTests` can hold the byte writer (`MarkdownOutput`) to them.
// Not used by the site. Names are prefixed with `String`.

/// A twin as the String renderers made it.
struct StringTwin: Sendable, Equatable {
  var section: LlmsText.Section
  var path: String
  var text: String
}

/// llms.txt and llms-full.txt as they were made from String twins (`LlmsText`, as it was).
enum StringLlmsText {
  static func files(_ twins: [StringTwin]) -> [(path: String, bytes: [UInt8])] {
    var entries = [String](repeating: "", count: LlmsText.Section.allCases.count)
    var bodies = [[UInt8]](repeating: [], count: LlmsText.Section.allCases.count)
    for twin in twins {
      entries[twin.section.rawValue] += entry(path: twin.path, text: twin.text)
      bodies[twin.section.rawValue] += LlmsText.marker(twin.path).utf8
      bodies[twin.section.rawValue] += twin.text.utf8
    }
    var index = "# ScrollNotes\n\n> \(LlmsText.summary)\n\n\(LlmsText.details)\n"
    for section in LlmsText.Section.allCases where !entries[section.rawValue].isEmpty {
      index += "\n## \(section.heading)\n\n" + entries[section.rawValue]
    }
    var full = Array("# ScrollNotes\n\n> \(LlmsText.summary)\n".utf8)
    for section in LlmsText.Section.allCases { full += bodies[section.rawValue] }
    return [(LlmsText.indexPath, Array(index.utf8)), (LlmsText.fullPath, full)]
  }

  static func entry(path: String, text: String) -> String {
    let (title, summary) = heading(of: text)
    return "- [\(title)](\(path))" + (summary.isEmpty ? "" : ": " + summary) + "\n"
  }

  static func heading(of twin: String) -> (title: String, summary: String) {
    let lines = twin.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: true)
    let title = lines.first.map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : String($0) } ?? ""
    let summary = lines.dropFirst().first.flatMap { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : nil } ?? ""
    return (title, summary)
  }
}

// Sources/NotesSite/StringMarkdownTwin.swift, as it was.
/// The Markdown twin of a page: `index.md` beside its `index.html`, plain CommonMark for
/// tools and language models. One file holds both languages: the title, a one-line summary
/// (the line `llms.txt` shows), what needs no translation (declarations, defaults, code,
/// outputs), then an `## English` section and a `## 中文` section.
struct StringMarkdownTwin: Sendable {
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

  /// Unchanged, so not copied.
  static func oneLine(_ text: String) -> String { MarkdownTwin.oneLine(text) }

  /// `English · 中文`, once when both are the same.
  static func title(_ title: Bilingual) -> String {
    let parts = [title.en, title.zh].compactMap { $0 }
    return StringMarkdownText.escaped(parts.count == 2 && parts[0] == parts[1] ? parts[0] : parts.joined(separator: " · "))
  }

  /// The English summary, then the Chinese one.
  static func summary(en: String?, zh: String?) -> String {
    StringMarkdownText.escaped([en, zh].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// A `### heading` and a list, or nothing when the list is empty.
  static func list(_ heading: String, _ items: [String]) -> String {
    guard !items.isEmpty else { return "" }
    return StringMarkdownText.heading(3, heading) + "\n\n" + items.map { StringMarkdownText.listItem("-", $0) }.joined(separator: "\n")
  }

  /// Marked comment lines of one language (each line is written in one; English lines start
  /// a sentence, as on the HTML page).
  static func lines(_ notes: [NoteLine], language: BilingualCode.Language) -> [String] {
    notes.filter { DeclarationRenderer.containsHan($0.text) == (language == .zh) }.map {
      StringMarkdownText.escaped(language == .en ? DeclarationRenderer.sentence($0.text) : $0.text)
    }
  }

  /// The other language's text when one is missing, as the HTML page shows it.
  static func pick(_ language: BilingualCode.Language, en: String?, zh: String?) -> String? {
    language == .en ? (en ?? zh) : (zh ?? en)
  }
}

extension RenderContext {
  /// The twin of a planned page, with the section of `llms.txt` it is listed in.
  func stringMarkdownTwin(_ planned: SitePlan.PlannedPage, source: Page) -> StringTwin {
    let root = PageShell.rootPrefix(for: PageContent(path: planned.path, title: planned.title, mainHTML: "", kind: ""))
    let parts: StringMarkdownTwin.Parts
    switch planned.role {
    case .type(_, let typeName):
      parts = stringTypeTwin(source, typeName: typeName, root: root)
    case .declaration(_, let t, let d):
      let owner = source.types.first?.name ?? ""
      parts = stringDeclarationTwin(source.topics[t].declarations[d], owner: owner, file: source.file, root: root)
    case .article:
      parts = stringArticleTwin(source, title: planned.title, root: root)
    case .notes:
      parts = stringNotesTwin(source, title: planned.title, root: root)
    }
    return StringTwin(section: LlmsText.Section(planned.role), path: planned.path + StringMarkdownTwin.fileName, text: StringMarkdownTwin.document(parts))
  }

  /// The Markdown renderer of a notes file's prose, for one language.
  func stringMarkdownProse(for file: String, root: String, language: BilingualCode.Language) -> StringMarkdownProse {
    StringMarkdownProse(context: prose(for: file, root: root).context, language: language)
  }

  /// The twin-to-twin link for a site page (`uiscrollview/contentinset/`).
  func stringTwinLink(_ path: String, root: String) -> String {
    StringMarkdownText.destination(StringMarkdownProse.twinHref(PageLink.to(path, root: root)) ?? path)
  }
}

// Sources/NotesSite/StringMarkdownText.swift, as it was.
/// Pieces of CommonMark written safely: text that reads as itself, code spans and fenced
/// blocks that no backtick in the code can close early, lists and quotes around blocks.
enum StringMarkdownText {
  /// Text with every character that could start markup escaped (`*`, `_`, `[`, `` ` ``, `<`,
  /// `&`, `\`), so it renders as written.
  static func escaped(_ text: String) -> String {
    // Byte by byte: every character escaped is ASCII, and no UTF-8 sequence holds one. On the
    // contiguous bytes: most text has nothing to escape, and the scan is most of the cost.
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard let first = bytes.firstIndex(where: isSpecial) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 8)
      out.append(contentsOf: bytes[..<first])
      for byte in bytes[first...] {
        if isSpecial(byte) { out.append(UInt8(ascii: "\\")) }
        out.append(byte)
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "<"), UInt8(ascii: "&"):
      true
    default: false
    }
  }

  /// Unchanged, so not copied.
  static func paragraph(_ line: String) -> String { MarkdownText.paragraph(line) }

  /// `` `code` ``, with a longer delimiter (and padding) when the code holds backticks.
  static func codeSpan(_ code: String) -> String {
    let flat = code.utf8.contains(UInt8(ascii: "\n")) ? String(code.map { $0 == "\n" ? " " : $0 }) : code
    let run = longestBacktickRun(flat)
    guard run > 0 else { return "`" + flat + "`" }
    let fence = String(repeating: "`", count: run + 1)
    return fence + " " + flat + " " + fence
  }

  /// A fenced code block whose fence is longer than any backtick run in the code.
  static func codeBlock(_ code: String, language: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(code) + 1))
    // A final newline goes (bytes, not `dropLast()`, which walks grapheme clusters; a final
    // "\r\n" is one character that is not "\n", and stays, as `hasSuffix("\n")` decides).
    let utf8 = code.utf8
    let endsInNewline = utf8.last == UInt8(ascii: "\n") && utf8.dropLast().last != UInt8(ascii: "\r")
    let body = endsInNewline ? String(Substring(utf8.dropLast())) : code
    return fence + language + "\n" + body + "\n" + fence
  }

  /// Unchanged, so not copied.
  static func codeByLanguage(_ code: String) -> (en: String, zh: String) { MarkdownText.codeByLanguage(code) }

  /// A list item: the marker, then the blocks, later lines indented to the item's content.
  static func listItem(_ marker: String, _ body: String) -> String {
    guard body.utf8.contains(UInt8(ascii: "\n")) else { return marker + " " + body }
    let indent = String(repeating: " ", count: marker.count + 1)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line in
      index == 0 ? marker + " " + line : (line.isEmpty ? "" : indent + line)
    }.joined(separator: "\n")
  }

  /// Blocks inside a block quote.
  static func quote(_ body: String) -> String {
    // Lines split at newline bytes, as `split(separator: "\n")` does except at a "\r\n",
    // which it keeps whole: so "\r\n" is kept whole here too.
    guard !body.utf8.contains(UInt8(ascii: "\r")) else {
      return body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    }
    var out: [UInt8] = [UInt8(ascii: ">")]
    out.reserveCapacity(body.utf8.count + 64)
    var lineIsEmpty = true
    for byte in body.utf8 {
      if byte == UInt8(ascii: "\n") {
        out.append(byte)
        out.append(UInt8(ascii: ">"))
        lineIsEmpty = true
        continue
      }
      if lineIsEmpty { out.append(UInt8(ascii: " ")) }
      lineIsEmpty = false
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// An ATX heading, its level kept within 1…6.
  static func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: min(max(level, 1), 6)) + " " + text
  }

  /// A link destination that needs no escaping: spaces, parentheses and angle brackets
  /// percent-encoded.
  static func destination(_ url: String) -> String {
    guard url.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3C || $0 == 0x3E }) else { return url }  // " ()<>"
    var out = ""
    for scalar in url.unicodeScalars {
      switch scalar {
      case " ": out += "%20"
      case "(": out += "%28"
      case ")": out += "%29"
      case "<": out += "%3C"
      case ">": out += "%3E"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var current = 0
    for byte in text.utf8 {
      current = byte == UInt8(ascii: "`") ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}

// Sources/NotesSite/StringMarkdownProse.swift, as it was.
/// Renders the notes' prose to CommonMark for a page's Markdown twin: the same links (to the
/// twins of the pages the HTML links to) and the same computed values the HTML shows.
struct StringMarkdownProse: Sendable {
  /// The HTML renderer's context: its link resolution and its `{{= ID#path}}` values.
  var context: ProseContext
  /// Which comments code blocks keep, and how the `!重点` mark reads.
  var language: BilingualCode.Language

  func markdown(_ blocks: [ProseBlock]) -> String {
    blocks.map(markdown).filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  func markdown(_ block: ProseBlock) -> String {
    switch block {
    case .paragraph(let inlines, _):
      return StringMarkdownText.paragraph(markdown(inlines))
    case .list(let ordered, let start, let items, _):
      return items.enumerated().map { number, item in
        StringMarkdownText.listItem(ordered ? "\(start + number)." : "-", markdown(item))
      }.joined(separator: "\n")
    case .quote(let blocks, _):
      return StringMarkdownText.quote(markdown(blocks))
    case .heading(let level, let inlines, _):
      // The twin's own headings take levels 1–3 (page, language, section).
      return StringMarkdownText.heading(max(level, 3) + 1, markdown(inlines))
    case .code(let sample):
      return Self.codeBlock(sample, language: language)
    }
  }

  /// A table as a GFM pipe table of this twin's language: the columns shown in every view
  /// and this language's column of each pair.
  func table(_ table: ProseTable) -> String {
    let shown = language == .en ? ProseTable.Language.en : .zh
    func line(_ row: ProseTable.Row) -> String {
      let cells = zip(row.cells, table.languages).compactMap { cell, columnLanguage -> String? in
        guard columnLanguage == .every || columnLanguage == shown else { return nil }
        let inlines = language == .zh ? cell.zh ?? cell.inlines : cell.inlines
        return markdown(inlines).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
      }
      return "| " + cells.joined(separator: " | ") + " |"
    }
    let columns = table.languages.filter { $0 == .every || $0 == shown }.count
    let delimiter = "|" + String(repeating: "---|", count: columns)
    return ([line(table.header), delimiter] + table.rows.map(line)).joined(separator: "\n")
  }

  func markdown(_ inlines: [Inline]) -> String {
    inlines.map(markdown).joined()
  }

  func markdown(_ inline: Inline) -> String {
    switch inline {
    case .text(let text): return StringMarkdownText.escaped(text)
    case .code(let code): return StringMarkdownText.codeSpan(code)
    case .emphasis(let children): return "*" + markdown(children) + "*"
    case .strong(let children): return "**" + markdown(children) + "**"
    case .link(let destination, let children):
      let label = markdown(children)
      switch classifyLink(destination) {
      case .external(let url): return "[\(label)](\(StringMarkdownText.destination(url)))"
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target).flatMap(Self.twinHref) else { return label }
        return "[\(label)](\(StringMarkdownText.destination(href)))"
      case .refused: return label
      }
    case .image(_, let alt): return StringMarkdownText.escaped(alt)
    case .html: return ""
    // A line break would let the next line start a block; the HTML shows it as a space too.
    case .softBreak: return " "
    case .hardBreak: return " "
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) { return StringMarkdownText.escaped(value) }
      return StringMarkdownText.codeSpan("{{= \(placeholder.exampleID)#\(placeholder.path)}}")
    case .important: return language == .zh ? "**重点** " : "**Important:** "
    }
  }

  /// Unchanged, so not copied.
  func plainText(_ inlines: [Inline]) -> String { MarkdownProse(context: context, language: language).plainText(inlines) }

  /// A code block: Swift (or unlabelled code) keeps the comments of `language`.
  static func codeBlock(_ sample: CodeSample, language: BilingualCode.Language) -> String {
    let blocks = codeBlocks(sample)
    return language == .en ? blocks.en : blocks.zh
  }

  /// A code block in each language.
  static func codeBlocks(_ sample: CodeSample) -> (en: String, zh: String) {
    let info = sample.language
    guard info.lowercased() == "swift" || info.isEmpty else {
      let block = StringMarkdownText.codeBlock(sample.code, language: info)
      return (block, block)
    }
    let code = StringMarkdownText.codeByLanguage(sample.code)
    let en = StringMarkdownText.codeBlock(code.en, language: info)
    return (en, code.zh == code.en ? en : StringMarkdownText.codeBlock(code.zh, language: info))
  }

  /// The twin of the page an HTML href leads to: `../a/index.html#x` → `../a/index.md`.
  /// A link within the page (`#x`) has no twin of its own and becomes plain text.
  static func twinHref(_ href: String) -> String? {
    // Bytes: `#` and `?` are ASCII, and so is the file name (hrefs are built from page paths).
    let utf8 = href.utf8
    let path = utf8.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") }
    guard path.count >= PageLink.indexFile.utf8.count, path.suffix(PageLink.indexFile.utf8.count).elementsEqual(PageLink.indexFile.utf8) else {
      return path.isEmpty ? nil : String(Substring(path))
    }
    return String(Substring(path.dropLast(PageLink.indexFile.utf8.count))) + StringMarkdownTwin.fileName
  }
}

// Sources/NotesSite/MarkdownReferenceTwin.swift, as it was.
/// The twins of reference pages: a documented type and each of its declarations, with what
/// the HTML page shows from the catalog (the SDK's declaration, availability) and the model
/// (the default's check, the implementation, the model's notes).
extension RenderContext {
  func stringDeclarationTwin(_ declaration: Declaration, owner: String, file: String, root: String) -> StringMarkdownTwin.Parts {
    let facts = facts(for: declaration, owner: owner, file: file, root: root)
    let kind = DeclarationRenderer.kindLabel(declaration)
    var parts = StringMarkdownTwin.Parts(
      title: StringMarkdownText.escaped(owner.isEmpty ? declaration.name : SitePlan.apiKey(owner: owner, declaration: declaration)),
      summary: StringMarkdownTwin.summary(en: declaration.summaryEn ?? kind.en, zh: declaration.summaryZh))
    parts.shared.append(StringMarkdownText.codeBlock(facts.sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift"))
    var listed: [String] = ["Kind · 类别: " + StringMarkdownTwin.title(kind)]
    if let typePath = plan.pathForType[owner] { listed.append("Type · 所属类型: [\(StringMarkdownText.escaped(owner))](\(stringTwinLink(typePath, root: root)))") }
    if let value = declaration.defaultValue { listed.append("Default · 默认值: " + Self.stringDefaultText(value, check: facts.defaultCheck)) }
    if let label = facts.implementationLabel, let href = facts.implementationHref {
      listed.append("Reference implementation · 参考实现: [\(StringMarkdownText.codeSpan(label))](\(StringMarkdownText.destination(href)))")
    }
    if let apple = facts.sdk?.appleURL { listed.append("Apple documentation · Apple 文档: <\(StringMarkdownText.destination(apple))>") }
    parts.shared.append(listed.map { StringMarkdownText.listItem("-", $0) }.joined(separator: "\n"))
    let examples = examples(for: declaration, key: SitePlan.apiKey(owner: owner, declaration: declaration))
    for language in [BilingualCode.Language.en, .zh] {
      var blocks: [String] = []
      if let sdk = facts.sdk {
        blocks.append((language == .en ? "Availability: " : "可用性：") + StringMarkdownText.escaped(StringMarkdownTwin.pick(language, en: sdk.availability.en, zh: sdk.availability.zh) ?? ""))
        if let deprecation = sdk.deprecation, let text = StringMarkdownTwin.pick(language, en: deprecation.en, zh: deprecation.zh) {
          blocks.append(StringMarkdownText.escaped(text))
        }
      }
      if let description = StringMarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
        blocks.append(StringMarkdownText.paragraph(StringMarkdownText.escaped(description)))
      }
      blocks += Self.stringDeclarationDetails(declaration, language: language)
      if language == .en {
        // The catalog's notes are written in English only.
        blocks.append(StringMarkdownTwin.list("Model notes", facts.modelNotes.map { StringMarkdownText.escaped($0.kind + ": " + $0.text) }))
      }
      blocks.append(
        StringMarkdownTwin.list(
          language == .en ? "Examples" : "示例",
          examples.map { "[\(StringMarkdownText.escaped(language == .en ? $0.titleEn : $0.titleZh))](\(stringTwinLink(ExampleEmbedding.path(for: $0.id), root: root))) \(StringMarkdownText.codeSpan($0.id))" }))
      if language == .en { parts.en = blocks } else { parts.zh = blocks }
    }
    return parts
  }

  /// `` `.zero` — verified against the model · 已与模型核对 ``.
  static func stringDefaultText(_ value: DefaultValue, check: DeclarationFacts.DefaultCheck) -> String {
    let shown = StringMarkdownText.codeSpan(value.normalized ?? value.raw)
    switch check {
    case .verified: return shown + " — verified against the model · 已与模型核对"
    case .mismatch(let model): return shown + " — the model says · 模型给出的是 " + StringMarkdownText.codeSpan(model)
    case .unchecked: return shown
    }
  }

  /// Parameters, return value, cases and the marked remarks, in one language.
  static func stringDeclarationDetails(_ declaration: Declaration, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    func text(_ en: String?, _ zh: String?) -> String? {
      StringMarkdownTwin.pick(language, en: en.map(DeclarationRenderer.sentence), zh: zh).map(StringMarkdownText.escaped)
    }
    var blocks: [String] = []
    blocks.append(
      StringMarkdownTwin.list(
        en ? "Parameters" : "参数",
        declaration.parameterNotes.map { StringMarkdownText.codeSpan($0.name) + (text($0.descriptionEn, $0.descriptionZh).map { ": " + $0 } ?? "") }))
    if let returns = text(declaration.returnsEn, declaration.returnsZh) {
      blocks.append(StringMarkdownText.heading(3, en ? "Return Value" : "返回值") + "\n\n" + StringMarkdownText.paragraph(returns))
    }
    let cases = declaration.describedEnum?.cases ?? declaration.cases
    let enumName = declaration.describedEnum?.name ?? declaration.name
    blocks.append(
      StringMarkdownTwin.list(
        StringMarkdownText.escaped(en ? "Cases of \(enumName)" : "\(enumName) 的取值"),
        cases.map { item in
          StringMarkdownText.codeSpan("." + item.name) + (item.isMarkedDefault ? (en ? " (default)" : "（默认）") : "")
            + (StringMarkdownTwin.pick(language, en: item.descriptionEn, zh: item.descriptionZh).map { ": " + StringMarkdownText.escaped($0) } ?? "")
        }))
    let notModelled = declaration.notModelledLines.isEmpty ? declaration.notModelled.map { [$0] } ?? [] : declaration.notModelledLines
    for (title, lines) in [
      (en ? "Pitfalls" : "注意", declaration.pitfalls), (en ? "Observed behaviour" : "观察所得", declaration.observed),
      (en ? "Model assumptions" : "模型假设", declaration.assumptions), (en ? "Not modelled" : "未建模", notModelled),
    ] {
      blocks.append(StringMarkdownTwin.list(title, StringMarkdownTwin.lines(lines, language: language)))
    }
    return blocks
  }

  func stringTypeTwin(_ source: Page, typeName: String, root: String) -> StringMarkdownTwin.Parts {
    let type = source.types.first
    let sdk = type?.declaration.flatMap { verification.entry(file: source.file, declaration: $0) }.map(CatalogFacts.facts)
    var parts = StringMarkdownTwin.Parts(title: StringMarkdownText.escaped(typeName), summary: StringMarkdownTwin.summary(en: type?.summaryEn, zh: type?.summaryZh))
    if let declaration = type?.declaration {
      parts.shared.append(StringMarkdownText.codeBlock(sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift"))
      var facts = ["Kind · 类别: " + StringMarkdownTwin.title(DeclarationRenderer.kindLabel(declaration))]
      if let r = sdk?.relationships {
        let names = { (names: [String]) in names.map(StringMarkdownText.codeSpan).joined(separator: ", ") }
        if let parent = r.inheritsFrom { facts.append("Inherits from · 父类: " + names([parent])) }
        if !r.conformsTo.isEmpty { facts.append("Conforms to · 遵循的协议: " + names(r.conformsTo)) }
        if !r.inheritedBy.isEmpty { facts.append("Inherited by · 子类: " + names(r.inheritedBy)) }
      }
      if let apple = sdk?.appleURL { facts.append("Apple documentation · Apple 文档: <\(StringMarkdownText.destination(apple))>") }
      parts.shared.append(facts.map { StringMarkdownText.listItem("-", $0) }.joined(separator: "\n"))
    }
    for language in [BilingualCode.Language.en, .zh] {
      var blocks: [String] = []
      if let sdk, let availability = StringMarkdownTwin.pick(language, en: sdk.availability.en, zh: sdk.availability.zh) {
        blocks.append((language == .en ? "Availability: " : "可用性：") + StringMarkdownText.escaped(availability))
      }
      if let description = StringMarkdownTwin.pick(language, en: type?.descriptionEn, zh: type?.descriptionZh) {
        blocks.append(StringMarkdownText.paragraph(StringMarkdownText.escaped(description)))
      }
      let prose = stringMarkdownProse(for: source.file, root: root, language: language)
      for topic in source.topics {
        var topicBlocks = [StringMarkdownText.heading(3, StringMarkdownText.escaped(StringMarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? ""))]
        topicBlocks.append(prose.markdown(Self.stringBlocks(topic.prose, language: language)))
        topicBlocks.append(
          topic.declarations.map { declaration in
            let name = StringMarkdownText.codeSpan(declaration.name)
            let link = plan.pathForAPI[SitePlan.apiKey(owner: typeName, declaration: declaration)].map { "[\(name)](\(stringTwinLink($0, root: root)))" } ?? name
            let deprecated = verification.entry(file: source.file, declaration: declaration)?.availability.isDeprecated == true
            let summary = StringMarkdownTwin.pick(language, en: declaration.summaryEn, zh: declaration.summaryZh).map { ": " + StringMarkdownText.escaped($0) } ?? ""
            return StringMarkdownText.listItem("-", link + (deprecated ? (language == .en ? " (deprecated)" : "（已弃用）") : "") + summary)
          }.joined(separator: "\n"))
        blocks.append(topicBlocks.filter { !$0.isEmpty }.joined(separator: "\n\n"))
      }
      if language == .en { parts.en = blocks } else { parts.zh = blocks }
    }
    return parts
  }

  /// Prose blocks written in one language (a block is Chinese when it holds Han characters),
  /// or all of them when none is.
  static func stringBlocks(_ blocks: [ProseBlock], language: BilingualCode.Language) -> [ProseBlock] {
    let chosen = blocks.filter { DeclarationRenderer.containsHan(ProseRenderer.plainText([$0])) == (language == .zh) }
    return chosen.isEmpty ? blocks : chosen
  }
}

// Sources/NotesSite/MarkdownArticleTwin.swift, as it was.
/// The twins of articles and of notes pages: each language's prose in reading order, with
/// code (keeping that language's comments) and embedded examples (their code, computed
/// output and figure) where the HTML page has them.
extension RenderContext {
  func stringArticleTwin(_ source: Page, title: Bilingual, root: String) -> StringMarkdownTwin.Parts {
    var parts = StringMarkdownTwin.Parts(title: StringMarkdownTwin.title(title), summary: "")
    let titled = source.articles.count > 1
    let en = stringMarkdownProse(for: source.file, root: root, language: .en)
    let zh = stringMarkdownProse(for: source.file, root: root, language: .zh)
    for article in source.articles {
      let blocks = stringArticleBlocks(article, titled: titled, en: en, zh: zh, root: root)
      parts.en.append(blocks.en)
      parts.zh.append(blocks.zh)
    }
    let summaryEn = source.articles.lazy.compactMap { Self.stringFirstParagraph($0, language: .en).map(en.plainText) }.first
    let summaryZh = source.articles.lazy.compactMap { Self.stringFirstParagraph($0, language: .zh).map(zh.plainText) }.first
    parts.summary = StringMarkdownTwin.summary(en: summaryEn.map(SummarySentence.en), zh: summaryZh.map(SummarySentence.zh))
    return parts
  }

  /// A notes file without a documented type: its topics (prose and declaration cards), then
  /// its articles.
  func stringNotesTwin(_ source: Page, title: Bilingual, root: String) -> StringMarkdownTwin.Parts {
    var parts = stringArticleTwin(source, title: title, root: root)
    for language in [BilingualCode.Language.en, .zh] {
      let prose = stringMarkdownProse(for: source.file, root: root, language: language)
      var blocks: [String] = []
      for topic in source.topics {
        blocks.append(StringMarkdownText.heading(3, StringMarkdownText.escaped(StringMarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? "")))
        blocks.append(prose.markdown(Self.stringBlocks(topic.prose, language: language)))
        for declaration in topic.declarations {
          blocks.append(StringMarkdownText.codeBlock(DeclarationRenderer.signature(declaration), language: "swift"))
          if let description = StringMarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
            blocks.append(StringMarkdownText.paragraph(StringMarkdownText.escaped(description)))
          }
          if let value = declaration.defaultValue {
            blocks.append((language == .en ? "Default: " : "默认值：") + Self.stringDefaultText(value, check: defaultCheck(file: source.file, declaration: declaration)))
          }
          blocks += Self.stringDeclarationDetails(declaration, language: language)
        }
      }
      if language == .en { parts.en = blocks + parts.en } else { parts.zh = blocks + parts.zh }
    }
    if parts.summary.isEmpty, let topic = source.topics.first {
      let first = topic.declarations.first
      parts.summary = StringMarkdownTwin.summary(en: first?.summaryEn ?? topic.titleEn, zh: first?.summaryZh ?? topic.titleZh)
    }
    return parts
  }

  /// One article in each language (one pass, so code is split by language once); its
  /// sections one level below the language heading.
  func stringArticleBlocks(_ article: Article, titled: Bool, en: StringMarkdownProse, zh: StringMarkdownProse, root: String) -> (en: String, zh: String) {
    var blocksEn: [String] = []
    var blocksZh: [String] = []
    func add(_ textEn: String, _ textZh: String) {
      blocksEn.append(textEn)
      blocksZh.append(textZh)
    }
    func heading(_ level: Int, _ titleEn: String?, _ titleZh: String?) {
      guard let english = StringMarkdownTwin.pick(.en, en: titleEn, zh: titleZh), let chinese = StringMarkdownTwin.pick(.zh, en: titleEn, zh: titleZh) else { return }
      add(StringMarkdownText.heading(level, StringMarkdownText.escaped(english)), StringMarkdownText.heading(level, StringMarkdownText.escaped(chinese)))
    }
    if titled { heading(3, article.titleEn, article.titleZh) }
    for section in article.sections {
      heading(section.level + (titled ? 2 : 1), section.titleEn, section.titleZh)
      for block in section.blocks {
        switch block {
        case .row(let rowZh, let rowEn):
          if let english = rowEn ?? rowZh, let chinese = rowZh ?? rowEn { add(en.markdown(english), zh.markdown(chinese)) }
        case .code(let sample):
          let code = StringMarkdownProse.codeBlocks(sample)
          add(code.en, code.zh)
        case .example(let id, _):
          guard let run = examplesByID[id] else {
            add(StringMarkdownExample.missing(id, language: .en), StringMarkdownExample.missing(id, language: .zh))
            break
          }
          add(StringMarkdownExample.embed(run, language: .en, root: root), StringMarkdownExample.embed(run, language: .zh, root: root))
        case .thematicBreak:
          add("---", "---")
        case .html:
          break  // raw HTML from notes is never rendered
        case .table(let table):
          add(en.table(table), zh.table(table))
        }
      }
    }
    return (blocksEn.filter { !$0.isEmpty }.joined(separator: "\n\n"), blocksZh.filter { !$0.isEmpty }.joined(separator: "\n\n"))
  }

  /// The first paragraph written in `language`, for the summary.
  static func stringFirstParagraph(_ article: Article, language: BilingualCode.Language) -> [Inline]? {
    for section in article.sections {
      for case .row(let zh, let en) in section.blocks {
        if case .paragraph(let inlines, _)? = language == .en ? en : zh { return inlines }
      }
    }
    return nil
  }
}

// Sources/NotesSite/StringMarkdownExample.swift, as it was.
/// Examples in Markdown: embedded in an article's twin, and the twins of their own pages.
/// The output is the one the HTML shows, computed by the model when the site was built.
enum StringMarkdownExample {
  /// An embed in one language: title, code (that language's comments), output, figure.
  static func embed(_ run: ExampleRun, language: BilingualCode.Language, root: String) -> String {
    let en = language == .en
    let link = StringMarkdownProse.twinHref(PageLink.to(ExampleEmbedding.path(for: run.id), root: root)) ?? ""
    let code = StringMarkdownText.codeByLanguage(run.code)
    var blocks = [
      (en ? "**Example:** " : "**示例：**") + "[\(StringMarkdownText.escaped(en ? run.titleEn : run.titleZh))](\(StringMarkdownText.destination(link))) "
        + StringMarkdownText.codeSpan(run.id),
      StringMarkdownText.codeBlock(en ? code.en : code.zh, language: "swift"),
    ]
    blocks += outputBlocks(run, language: language)
    blocks += notes(run, language: language)
    return blocks.joined(separator: "\n\n")
  }

  /// The output list and the figure's description.
  static func outputBlocks(_ run: ExampleRun, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    var blocks: [String] = []
    let tables = OutputTables(output: run.output)
    if !tables.lines.isEmpty || !tables.records.isEmpty {
      blocks.append(en ? "Output, computed by the model when the site was built:" : "输出（构建网站时由模型计算）：")
    }
    let rows = outputRows(tables)
    if !rows.isEmpty { blocks.append(rows.joined(separator: "\n")) }
    blocks += tables.records.map(recordTable)
    if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
      blocks.append((en ? "Figure: " : "图：") + StringMarkdownText.escaped(en ? title.en : title.zh))
    }
    return blocks
  }

  /// `` - `path` = `value` `` for each value and `` - `path` = `a`, `b` `` for each list: the
  /// rows of the HTML table, each value exactly as `verify` compares it.
  static func outputRows(_ tables: OutputTables) -> [String] {
    tables.lines.map { line in
      switch line {
      case .row(let row):
        "- " + StringMarkdownText.codeSpan(row.path) + " = " + StringMarkdownText.codeSpan(OutputPath.display(row.value))
      case .list(let list):
        "- " + StringMarkdownText.codeSpan(list.path) + " = "
          + list.items.map { StringMarkdownText.codeSpan(OutputPath.display($0)) }.joined(separator: ", ")
      }
    }
  }

  /// A list of records as a Markdown table: a row per record (`#` is its index in the list),
  /// a column per field.
  static func recordTable(_ records: OutputTables.Records) -> String {
    var lines = [StringMarkdownText.codeSpan(records.path) + ":", ""]
    lines.append("| # | " + records.columns.map(StringMarkdownText.codeSpan).joined(separator: " | ") + " |")
    lines.append("|---:|" + String(repeating: "---:|", count: records.columns.count))
    for (i, cells) in records.cells.enumerated() {
      let values = cells.map { cell in cell.map { StringMarkdownText.codeSpan(OutputPath.display($0)) } ?? "" }
      lines.append("| \(i) | " + values.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// Where the code comes from, and the names only the model has.
  static func notes(_ run: ExampleRun, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    var blocks = [(en ? "Source: " : "源文件：") + StringMarkdownText.codeSpan(run.sourceFile)]
    let modelOnly = ModelOnlyNames.found(in: run.code).map(StringMarkdownText.codeSpan)
    if !modelOnly.isEmpty {
      blocks.append(
        en
          ? "Runs against the ScrollNotes model, not UIKit. Only the model has " + modelOnly.joined(separator: ", ") + "."
          : "代码运行在 ScrollNotes 模型上，而不是 UIKit。以下名称只有模型提供：" + modelOnly.joined(separator: "、") + "。")
    }
    return blocks
  }

  /// An id no example has (verify reports it as an error).
  static func missing(_ id: String, language: BilingualCode.Language) -> String {
    (language == .en ? "Unknown example " : "未知示例 ") + StringMarkdownText.codeSpan(id)
  }

  /// The twins of the example pages (`examples/<id>/index.md`), in run order. The code and
  /// output need no translation and come first; each language section has the title, the
  /// figure's description and the note on model-only names.
  static func twins(_ runs: [ExampleRun], apiPaths: [String: String]) -> [StringTwin] {
    runs.map { run in
      let path = ExampleEmbedding.path(for: run.id)
      let root = String(repeating: "../", count: path.split(separator: "/").count)
      var parts = StringMarkdownTwin.Parts(
        title: StringMarkdownTwin.title(Bilingual(run.titleEn, run.titleZh)),
        summary: StringMarkdownTwin.summary(
          en: "Swift code run against the model when the site was built, with its output"
            + (run.apis.isEmpty ? "." : "; shows " + run.apis.joined(separator: ", ") + "."),
          zh: "构建网站时针对模型运行的 Swift 代码及其输出。"))
      var facts = ["Example · 示例: " + StringMarkdownText.codeSpan(run.id), "Stored output · 存储的输出: [output.json](output.json)"]
      let shown = run.apis.compactMap { api in
        apiPaths[api].map { "[\(StringMarkdownText.codeSpan(api))](\(StringMarkdownText.destination(StringMarkdownProse.twinHref(PageLink.to($0, root: root)) ?? $0)))" }
      }
      if !shown.isEmpty { facts.append("APIs shown · 涉及的 API: " + shown.joined(separator: ", ")) }
      parts.shared.append(facts.map { StringMarkdownText.listItem("-", $0) }.joined(separator: "\n"))
      parts.shared.append(StringMarkdownText.codeBlock(run.code, language: "swift"))
      let tables = OutputTables(output: run.output)
      if !tables.lines.isEmpty || !tables.records.isEmpty { parts.shared.append("Output · 输出:") }
      let rows = outputRows(tables)
      if !rows.isEmpty { parts.shared.append(rows.joined(separator: "\n")) }
      parts.shared += tables.records.map(recordTable)
      for language in [BilingualCode.Language.en, .zh] {
        var blocks = [StringMarkdownText.paragraph(StringMarkdownText.escaped(language == .en ? run.titleEn : run.titleZh))]
        if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
          blocks.append((language == .en ? "Figure: " : "图：") + StringMarkdownText.escaped(language == .en ? title.en : title.zh))
        }
        blocks += notes(run, language: language)
        if language == .en { parts.en = blocks } else { parts.zh = blocks }
      }
      return StringTwin(section: .examples, path: path + StringMarkdownTwin.fileName, text: StringMarkdownTwin.document(parts))
    }
  }
}
