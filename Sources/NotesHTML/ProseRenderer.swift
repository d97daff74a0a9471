public import NotesBook

/// What the renderer asks the site about while writing prose.
public struct ProseContext: Sendable {
  /// Maps a link destination from the notes (`p00042-uiscrollview.md`, `#anchor`,
  /// `../UIScrollView.md#contentinset`) to an href on this page, or nil to render the link
  /// as plain text. External and refused links are handled before this is called.
  public var resolveInternalLink: @Sendable (String) -> String?
  /// The computed value for `{{= ID#path}}`, already formatted; nil when it does not resolve.
  public var resolveValue: @Sendable (ValuePlaceholder) -> String?
  /// The page's code blocks' line languages, shared with its Markdown twins; nil to find
  /// them for each block.
  public var codeLanguages: CodeLanguagesMemo?

  public init(
    resolveInternalLink: @escaping @Sendable (String) -> String? = { $0 },
    resolveValue: @escaping @Sendable (ValuePlaceholder) -> String? = { _ in nil },
    codeLanguages: CodeLanguagesMemo? = nil
  ) {
    self.resolveInternalLink = resolveInternalLink
    self.resolveValue = resolveValue
    self.codeLanguages = codeLanguages
  }
}

/// Renders the notes' prose (paragraphs, lists, quotes, inlines) to HTML. Everything is
/// escaped; raw HTML from notes is dropped; dangerous links become plain text.
public struct ProseRenderer: Sendable {
  public var context: ProseContext

  public init(context: ProseContext = ProseContext()) {
    self.context = context
  }

  public func html(_ blocks: [ProseBlock]) -> String {
    var out = HTMLOutput()
    write(blocks, to: &out)
    return out.string
  }

  public func html(_ block: ProseBlock) -> String {
    var out = HTMLOutput()
    write(block, to: &out)
    return out.string
  }

  public func html(_ inlines: [Inline]) -> String {
    var out = HTMLOutput()
    write(inlines, to: &out)
    return out.string
  }

  public func html(_ inline: Inline) -> String {
    var out = HTMLOutput()
    write(inline, to: &out)
    return out.string
  }

  public func write(_ blocks: [ProseBlock], to out: inout HTMLOutput) {
    for block in blocks { write(block, to: &out) }
  }

  public func write(_ block: ProseBlock, to out: inout HTMLOutput) {
    switch block {
    case .paragraph(let inlines, _):
      out.raw(inlines.contains(.important) ? "<p class=\"important\">" : "<p>")
      write(inlines, to: &out)
      out.raw("</p>")
    case .list(let ordered, let start, let items, _):
      if !ordered {
        out.raw("<ul>")
      } else if start == 1 {
        out.raw("<ol>")
      } else {
        out.raw("<ol start=\"")
        out.number(start)
        out.raw("\">")
      }
      for item in items {
        out.raw("<li>")
        write(item, to: &out)
        out.raw("</li>")
      }
      out.raw(ordered ? "</ol>" : "</ul>")
    case .quote(let blocks, _):
      out.raw("<blockquote>")
      write(blocks, to: &out)
      out.raw("</blockquote>")
    case .heading(let level, let inlines, _):
      let level = min(max(level, 3), 6)
      out.raw("<h")
      out.number(level)
      out.raw(">")
      write(inlines, to: &out)
      out.raw("</h")
      out.number(level)
      out.raw(">")
    case .code(let sample):
      CodeBlockRenderer.write(sample, languages: context.codeLanguages, to: &out)
    }
  }

  public func write(_ inlines: [Inline], to out: inout HTMLOutput) {
    for inline in inlines { write(inline, to: &out) }
  }

  public func write(_ inline: Inline, to out: inout HTMLOutput) {
    switch inline {
    case .text(let text): out.text(text)
    case .code(let code):
      out.raw("<code>")
      out.text(code)
      out.raw("</code>")
    case .emphasis(let children):
      out.raw("<em>")
      write(children, to: &out)
      out.raw("</em>")
    case .strong(let children):
      out.raw("<strong>")
      write(children, to: &out)
      out.raw("</strong>")
    case .link(let destination, let children):
      // The label first, as it always was: its placeholders are resolved before the link.
      var label = HTMLOutput()
      write(children, to: &label)
      switch classifyLink(destination) {
      case .external(let url):
        out.raw("<a href=\"")
        out.attribute(url)
        out.raw("\" rel=\"noopener\">")
        out.raw(label)
        out.raw("</a>")
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target) else { return out.raw(label) }
        out.raw("<a href=\"")
        out.attribute(href)
        out.raw("\">")
        out.raw(label)
        out.raw("</a>")
      case .refused:
        out.raw(label)
      }
    case .image(_, let alt):
      // Images from notes are not loaded (no external requests); the alt text stands in.
      out.text(alt)
    case .html:
      break
    case .softBreak: out.raw("\n")
    case .hardBreak: out.raw("<br>")
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) {
        out.raw("<span class=\"computed\" title=\"")
        out.attribute(placeholder.exampleID)
        out.raw("#")
        out.attribute(placeholder.path)
        out.raw("\">")
        out.text(value)
        out.raw("</span>")
      } else {
        out.raw("<span class=\"unresolved\">{{= ")
        out.text(placeholder.exampleID)
        out.raw("#")
        out.text(placeholder.path)
        out.raw("}}</span>")
      }
    case .important:
      out.raw("<span class=\"badge important-mark\" lang=\"zh-Hans\">重点</span>")
    }
  }

  /// The text of inlines without markup (for titles, search and anchors).
  public static func plainText(_ inlines: [Inline]) -> String {
    var bytes: [UInt8] = []
    appendPlainText(inlines, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  public static func plainText(_ blocks: [ProseBlock]) -> String {
    var bytes: [UInt8] = []
    appendPlainText(blocks, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `plainText(inlines)`'s UTF-8, appended to `out`: each piece's bytes in place, with no
  /// `String` per piece or per join (the search text of every page is made this way).
  public static func appendPlainText(_ inlines: [Inline], to out: inout [UInt8]) {
    for inline in inlines {
      switch inline {
      case .text(let text), .code(let text): out.append(contentsOf: text.utf8)
      case .emphasis(let children), .strong(let children), .link(_, let children): appendPlainText(children, to: &out)
      case .image(_, let alt): out.append(contentsOf: alt.utf8)
      case .softBreak, .hardBreak: out.append(UInt8(ascii: " "))
      case .value(let placeholder):
        out.append(contentsOf: "{{= ".utf8)
        out.append(contentsOf: placeholder.exampleID.utf8)
        out.append(UInt8(ascii: "#"))
        out.append(contentsOf: placeholder.path.utf8)
        out.append(contentsOf: "}}".utf8)
      case .html, .important: break
      }
    }
  }

  /// `plainText(blocks)`'s UTF-8, appended to `out`: blocks (and list items) joined by a space.
  public static func appendPlainText(_ blocks: [ProseBlock], to out: inout [UInt8]) {
    for (index, block) in blocks.enumerated() {
      if index > 0 { out.append(UInt8(ascii: " ")) }
      appendPlainText(block, to: &out)
    }
  }

  /// `plainText([block])`'s UTF-8, appended to `out`.
  public static func appendPlainText(_ block: ProseBlock, to out: inout [UInt8]) {
    switch block {
    case .paragraph(let inlines, _), .heading(_, let inlines, _): appendPlainText(inlines, to: &out)
    case .list(_, _, let items, _):
      for (item, blocks) in items.enumerated() {
        if item > 0 { out.append(UInt8(ascii: " ")) }
        appendPlainText(blocks, to: &out)
      }
    case .quote(let blocks, _): appendPlainText(blocks, to: &out)
    case .code(let sample): out.append(contentsOf: sample.code.utf8)
    }
  }
}

/// Code blocks: Swift is highlighted by our lexer; anything else is shown as escaped text.
public enum CodeBlockRenderer {
  public static func html(_ sample: CodeSample) -> String {
    var out = HTMLOutput()
    write(sample, to: &out)
    return out.string
  }

  public static func write(_ sample: CodeSample, languages: CodeLanguagesMemo? = nil, to out: inout HTMLOutput) {
    let language = sample.language.lowercased()
    out.raw("<pre><code")
    if !language.isEmpty {
      out.raw(" class=\"language-")
      out.attribute(language)
      out.raw("\"")
    }
    out.raw(">")
    if language == "swift" || language.isEmpty { BilingualCode.write(sample.code, harness: [], languages: languages, to: &out) } else { out.text(sample.code) }
    out.raw("</code></pre>")
  }
}
