import NotesBook
import NotesHTML

/// Renders the notes' prose to CommonMark for a page's Markdown twin: the same links (to the
/// twins of the pages the HTML links to) and the same computed values the HTML shows.
struct MarkdownProse: Sendable {
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
      return MarkdownText.paragraph(markdown(inlines))
    case .list(let ordered, let start, let items, _):
      return items.enumerated().map { number, item in
        MarkdownText.listItem(ordered ? "\(start + number)." : "-", markdown(item))
      }.joined(separator: "\n")
    case .quote(let blocks, _):
      return MarkdownText.quote(markdown(blocks))
    case .heading(let level, let inlines, _):
      // The twin's own headings take levels 1–3 (page, language, section).
      return MarkdownText.heading(max(level, 3) + 1, markdown(inlines))
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
    case .text(let text): return MarkdownText.escaped(text)
    case .code(let code): return MarkdownText.codeSpan(code)
    case .emphasis(let children): return "*" + markdown(children) + "*"
    case .strong(let children): return "**" + markdown(children) + "**"
    case .link(let destination, let children):
      let label = markdown(children)
      switch classifyLink(destination) {
      case .external(let url): return "[\(label)](\(MarkdownText.destination(url)))"
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target).flatMap(Self.twinHref) else { return label }
        return "[\(label)](\(MarkdownText.destination(href)))"
      case .refused: return label
      }
    case .image(_, let alt): return MarkdownText.escaped(alt)
    case .html: return ""
    // A line break would let the next line start a block; the HTML shows it as a space too.
    case .softBreak: return " "
    case .hardBreak: return " "
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) { return MarkdownText.escaped(value) }
      return MarkdownText.codeSpan("{{= \(placeholder.exampleID)#\(placeholder.path)}}")
    case .important: return language == .zh ? "**重点** " : "**Important:** "
    }
  }

  /// The text of inlines without markup, computed values filled in (for summaries).
  func plainText(_ inlines: [Inline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let text), .code(let text): text
      case .emphasis(let children), .strong(let children), .link(_, let children): plainText(children)
      case .image(_, let alt): alt
      case .softBreak, .hardBreak: " "
      case .value(let placeholder): context.resolveValue(placeholder) ?? "{{= \(placeholder.exampleID)#\(placeholder.path)}}"
      case .html, .important: ""
      }
    }.joined()
  }

  /// A code block: Swift (or unlabelled code) keeps the comments of `language`.
  static func codeBlock(_ sample: CodeSample, language: BilingualCode.Language) -> String {
    let blocks = codeBlocks(sample)
    return language == .en ? blocks.en : blocks.zh
  }

  /// A code block in each language.
  static func codeBlocks(_ sample: CodeSample) -> (en: String, zh: String) {
    let info = sample.language
    guard info.lowercased() == "swift" || info.isEmpty else {
      let block = MarkdownText.codeBlock(sample.code, language: info)
      return (block, block)
    }
    let code = MarkdownText.codeByLanguage(sample.code)
    let en = MarkdownText.codeBlock(code.en, language: info)
    return (en, code.zh == code.en ? en : MarkdownText.codeBlock(code.zh, language: info))
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
    return String(Substring(path.dropLast(PageLink.indexFile.utf8.count))) + MarkdownTwin.fileName
  }
}
