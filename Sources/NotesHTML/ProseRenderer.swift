public import NotesBook

/// What the renderer asks the site about while writing prose.
public struct ProseContext: Sendable {
  /// Maps a link destination from the notes (`p00042-uiscrollview.md`, `#anchor`,
  /// `../UIScrollView.md#contentinset`) to an href on this page, or nil to render the link
  /// as plain text. External and refused links are handled before this is called.
  public var resolveInternalLink: @Sendable (String) -> String?
  /// The computed value for `{{= ID#path}}`, already formatted; nil when it does not resolve.
  public var resolveValue: @Sendable (ValuePlaceholder) -> String?

  public init(
    resolveInternalLink: @escaping @Sendable (String) -> String? = { $0 },
    resolveValue: @escaping @Sendable (ValuePlaceholder) -> String? = { _ in nil }
  ) {
    self.resolveInternalLink = resolveInternalLink
    self.resolveValue = resolveValue
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
    blocks.map(html).joined()
  }

  public func html(_ block: ProseBlock) -> String {
    switch block {
    case .paragraph(let inlines, _):
      let important = inlines.contains(.important)
      return important ? "<p class=\"important\">\(html(inlines))</p>" : "<p>\(html(inlines))</p>"
    case .list(let ordered, let start, let items, _):
      let open = ordered ? (start == 1 ? "<ol>" : "<ol start=\"\(start)\">") : "<ul>"
      let close = ordered ? "</ol>" : "</ul>"
      return open + items.map { "<li>\(html($0))</li>" }.joined() + close
    case .quote(let blocks, _):
      return "<blockquote>\(html(blocks))</blockquote>"
    case .heading(let level, let inlines, _):
      let tag = "h\(min(max(level, 3), 6))"
      return "<\(tag)>\(html(inlines))</\(tag)>"
    case .code(let sample):
      return CodeBlockRenderer.html(sample)
    }
  }

  public func html(_ inlines: [Inline]) -> String {
    inlines.map(html).joined()
  }

  public func html(_ inline: Inline) -> String {
    switch inline {
    case .text(let text): return escapeHTML(text)
    case .code(let code): return "<code>\(escapeHTML(code))</code>"
    case .emphasis(let children): return "<em>\(html(children))</em>"
    case .strong(let children): return "<strong>\(html(children))</strong>"
    case .link(let destination, let children):
      let label = html(children)
      switch classifyLink(destination) {
      case .external(let url):
        return "<a href=\"\(escapeAttribute(url))\" rel=\"noopener\">\(label)</a>"
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target) else { return label }
        return "<a href=\"\(escapeAttribute(href))\">\(label)</a>"
      case .refused:
        return label
      }
    case .image(_, let alt):
      // Images from notes are not loaded (no external requests); the alt text stands in.
      return escapeHTML(alt)
    case .html:
      return ""
    case .softBreak: return "\n"
    case .hardBreak: return "<br>"
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) {
        return "<span class=\"computed\" title=\"\(escapeAttribute(placeholder.exampleID))#\(escapeAttribute(placeholder.path))\">\(escapeHTML(value))</span>"
      }
      return "<span class=\"unresolved\">{{= \(escapeHTML(placeholder.exampleID))#\(escapeHTML(placeholder.path))}}</span>"
    case .important:
      return "<span class=\"badge important-mark\" lang=\"zh-Hans\">重点</span>"
    }
  }

  /// The text of inlines without markup (for titles, search and anchors).
  public static func plainText(_ inlines: [Inline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let t), .code(let t): t
      case .emphasis(let c), .strong(let c), .link(_, let c): plainText(c)
      case .image(_, let alt): alt
      case .softBreak, .hardBreak: " "
      case .value(let p): "{{= \(p.exampleID)#\(p.path)}}"
      case .html, .important: ""
      }
    }.joined()
  }

  public static func plainText(_ blocks: [ProseBlock]) -> String {
    blocks.map { block -> String in
      switch block {
      case .paragraph(let inlines, _), .heading(_, let inlines, _): plainText(inlines)
      case .list(_, _, let items, _): items.map { plainText($0) }.joined(separator: " ")
      case .quote(let blocks, _): plainText(blocks)
      case .code(let sample): sample.code
      }
    }.joined(separator: " ")
  }
}

/// Code blocks: Swift is highlighted by our lexer; anything else is shown as escaped text.
public enum CodeBlockRenderer {
  public static func html(_ sample: CodeSample) -> String {
    let language = sample.language.lowercased()
    let body = (language == "swift" || language.isEmpty) ? BilingualCode.html(sample.code) : escapeHTML(sample.code)
    let cls = language.isEmpty ? "" : " class=\"language-\(escapeAttribute(language))\""
    return "<pre><code\(cls)>\(body)</code></pre>"
  }
}
