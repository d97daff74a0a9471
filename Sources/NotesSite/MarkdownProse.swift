import NotesBook
import NotesHTML

/// Renders the notes' prose to CommonMark for a page's Markdown twin: the same links (to the
/// twins of the pages the HTML links to) and the same computed values the HTML shows.
struct MarkdownProse: Sendable {
  /// The HTML renderer's context: its link resolution and its `{{= ID#path}}` values.
  var context: ProseContext
  /// Which comments code blocks keep, and how the `!重点` mark reads.
  var language: BilingualCode.Language

  /// The blocks, each a block of `out` (what is joined with blank lines).
  func write(_ blocks: [ProseBlock], to out: inout MarkdownOutput) {
    for block in blocks { out.block { write(block, to: &$0) } }
  }

  func write(_ block: ProseBlock, to out: inout MarkdownOutput) {
    switch block {
    case .paragraph(let inlines, _):
      out.paragraph { write(inlines, to: &$0) }
    case .list(let ordered, let start, let items, _):
      for (number, item) in items.enumerated() {
        if number > 0 { out.raw("\n") }
        out.listItem(number: ordered ? start + number : nil) { write(item, to: &$0) }
      }
    case .quote(let blocks, _):
      out.quote { write(blocks, to: &$0) }
    case .heading(let level, let inlines, _):
      // The twin's own headings take levels 1–3 (page, language, section).
      out.heading(max(level, 3) + 1)
      write(inlines, to: &out)
    case .code(let sample):
      Self.writeCodeBlock(sample, language: language, languages: context.codeLanguages, to: &out)
    }
  }

  /// A table as a GFM pipe table of this twin's language: the columns shown in every view
  /// and this language's column of each pair.
  func write(_ table: ProseTable, to out: inout MarkdownOutput) {
    let shown = language == .en ? ProseTable.Language.en : .zh
    func line(_ row: ProseTable.Row) {
      out.raw("| ")
      var first = true
      for (cell, columnLanguage) in zip(row.cells, table.languages) where columnLanguage == .every || columnLanguage == shown {
        if !first { out.raw(" | ") }
        first = false
        let start = out.bytes.count
        write(language == .zh ? cell.zh ?? cell.inlines : cell.inlines, to: &out)
        out.escapePipes(from: start)
      }
      out.raw(" |")
    }
    line(table.header)
    out.raw("\n|")
    for columnLanguage in table.languages where columnLanguage == .every || columnLanguage == shown { out.raw("---|") }
    for row in table.rows {
      out.raw("\n")
      line(row)
    }
  }

  func write(_ inlines: [Inline], to out: inout MarkdownOutput) {
    for inline in inlines { write(inline, to: &out) }
  }

  func write(_ inline: Inline, to out: inout MarkdownOutput) {
    switch inline {
    case .text(let text): out.escaped(text)
    case .code(let code): out.codeSpan(code)
    case .emphasis(let children):
      out.raw("*")
      write(children, to: &out)
      out.raw("*")
    case .strong(let children):
      out.raw("**")
      write(children, to: &out)
      out.raw("**")
    case .link(let destination, let children):
      // The label first, as it always was; `[` goes before it once the link is known.
      let start = out.bytes.count
      write(children, to: &out)
      switch classifyLink(destination) {
      case .external(let url):
        out.insertLinkOpening(at: start)
        out.raw("](")
        out.destination(url.utf8)
        out.raw(")")
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target) else { return }
        let labelEnd = out.bytes.count
        out.raw("](")
        guard out.twinDestination(href) else { return out.truncate(to: labelEnd) }
        out.raw(")")
        out.insertLinkOpening(at: start)
      case .refused: break
      }
    case .image(_, let alt): out.escaped(alt)
    case .html: break
    // A line break would let the next line start a block; the HTML shows it as a space too.
    case .softBreak: out.raw(" ")
    case .hardBreak: out.raw(" ")
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) { return out.escaped(value) }
      out.codeSpan("{{= \(placeholder.exampleID)#\(placeholder.path)}}")
    case .important: out.raw(language == .zh ? "**重点** " : "**Important:** ")
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
  static func writeCodeBlock(
    _ sample: CodeSample, language: BilingualCode.Language, languages memo: CodeLanguagesMemo? = nil, to out: inout MarkdownOutput
  ) {
    let info = sample.language
    guard info.lowercased() == "swift" || info.isEmpty else { return out.codeBlock(sample.code, language: info) }
    MarkdownText.withCodeByLanguage(sample.code, languages: memo) { en, zh in out.codeBlock(bytes: language == .en ? en : zh, language: info) }
  }

  /// A code block in each language, written in one pass (the code is split by language once).
  static func writeCodeBlocks(_ sample: CodeSample, languages memo: CodeLanguagesMemo? = nil, en: inout MarkdownOutput, zh: inout MarkdownOutput) {
    let info = sample.language
    guard info.lowercased() == "swift" || info.isEmpty else {
      en.block { $0.codeBlock(sample.code, language: info) }
      zh.block { $0.codeBlock(sample.code, language: info) }
      return
    }
    MarkdownText.withCodeByLanguage(sample.code, languages: memo) { enCode, zhCode in
      en.block { $0.codeBlock(bytes: enCode, language: info) }
      zh.block { $0.codeBlock(bytes: zhCode, language: info) }
    }
  }
}
