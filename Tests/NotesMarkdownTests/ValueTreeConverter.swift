// The converter NotesMarkdown used until session 17, kept as the reference its flat tree is
// compared with: the same cmark walk, into a tree of values (a node per value, a `String`
// per literal). Only tests see cmark outside NotesMarkdown's one converter file.
import CCmark
import NotesCore
@testable import NotesMarkdown

enum ValueTreeConverter {
  /// Deeper containers are flattened, so recursive walks over our tree stay shallow.
  static let maximumDepth = 128

  /// Parses with source positions on and smart punctuation off (smart quotes would rewrite
  /// code-like text in Chinese prose).
  static func convert(_ source: SourceText, diagnostics: inout DiagnosticCollector) -> ValueNode {
    let options = CMARK_OPT_SOURCEPOS
    // Owned here, freed by the defers below: parser, document, iterator.
    guard let parser = cmark_parser_new(options) else {
      preconditionFailure("cmark_parser_new returned NULL: out of memory")
    }
    defer { cmark_parser_free(parser) }
    source.bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let document = cmark_parser_finish(parser) else {
      preconditionFailure("cmark_parser_finish returned NULL: out of memory")
    }
    defer { cmark_node_free(document) }
    guard let iterator = cmark_iter_new(document) else {
      preconditionFailure("cmark_iter_new returned NULL: out of memory")
    }
    defer { cmark_iter_free(iterator) }

    var state = State(source: source)
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_ENTER {
        state.enter(node)
      } else if event == CMARK_EVENT_EXIT {
        state.exit(node)
      }
    }
    if state.flattenedAny {
      diagnostics.emit(MarkdownMessages.nestingTooDeep(maximumDepth), at: state.firstFlattened)
    }
    return state.finish()
  }

  /// An open container while walking cmark's ENTER/EXIT events (an explicit stack, not
  /// recursion, so deep input cannot overflow the call stack).
  private struct Frame {
    let kind: MarkdownNodeKind
    let range: SourceRange?
    var children: [ValueNode] = []
  }

  private struct State {
    let source: SourceText
    var stack: [Frame] = []
    var result: ValueNode?
    var skippedDepth = 0
    var flattenedAny = false
    var firstFlattened: SourceLocation?
    let columns: ColumnTable

    init(source: SourceText) {
      self.source = source
      self.columns = ColumnTable(source)
    }

    mutating func enter(_ node: OpaquePointer) {
      let type = cmark_node_get_type(node)
      if let leaf = leafKind(node, type) {
        append(ValueNode(kind: leaf, range: range(of: node)))
        return
      }
      if stack.count >= ValueTreeConverter.maximumDepth {
        skippedDepth += 1
        if !flattenedAny {
          flattenedAny = true
          firstFlattened = range(of: node)?.start
        }
        return
      }
      var frame = Frame(kind: containerKind(node, type), range: range(of: node))
      // Room for every child at once: one allocation, where appending grew the array
      // 1, 2, 4, … (a list of forty items reallocated six times).
      frame.children.reserveCapacity(Self.childCount(node))
      stack.append(frame)
    }

    static func childCount(_ node: OpaquePointer) -> Int {
      var count = 0
      var child = cmark_node_first_child(node)
      while let current = child {
        count += 1
        child = cmark_node_next(current)
      }
      return count
    }

    mutating func exit(_ node: OpaquePointer) {
      if skippedDepth > 0 {
        skippedDepth -= 1
        return
      }
      guard let frame = stack.popLast() else { return }
      let built = ValueNode(kind: frame.kind, range: frame.range, children: frame.children)
      if stack.isEmpty { result = built } else { append(built) }
    }

    mutating func append(_ node: ValueNode) {
      if stack.isEmpty { result = node } else { stack[stack.count - 1].children.append(node) }
    }

    func finish() -> ValueNode {
      result ?? ValueNode(kind: .document, range: nil)
    }

    /// Nodes cmark reports with ENTER only.
    func leafKind(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownNodeKind? {
      switch type {
      case CMARK_NODE_TEXT: .text(literal(node))
      case CMARK_NODE_CODE: .codeSpan(literal(node))
      case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE: .htmlInline(literal(node))
      case CMARK_NODE_SOFTBREAK: .softBreak
      case CMARK_NODE_LINEBREAK: .hardBreak
      case CMARK_NODE_CODE_BLOCK: .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node))
      case CMARK_NODE_HTML_BLOCK, CMARK_NODE_CUSTOM_BLOCK: .htmlBlock(literal(node))
      case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
      default: nil
      }
    }

    func containerKind(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownNodeKind {
      switch type {
      case CMARK_NODE_DOCUMENT: return .document
      case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
      case CMARK_NODE_PARAGRAPH: return .paragraph
      case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
      case CMARK_NODE_LIST:
        return .list(
          ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
          start: Int(cmark_node_get_list_start(node)),
          tight: cmark_node_get_list_tight(node) != 0)
      case CMARK_NODE_ITEM: return .item
      case CMARK_NODE_EMPH: return .emphasis
      case CMARK_NODE_STRONG: return .strong
      case CMARK_NODE_LINK: return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
      case CMARK_NODE_IMAGE: return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
      default:
        // cmark 0.30 has no other container types; a future one is kept as a paragraph so
        // its text is not lost.
        return .paragraph
      }
    }

    func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
      guard let pointer else { return "" }
      return String(cString: pointer)
    }

    /// cmark's 1-based line and UTF-8 byte columns (end inclusive) turned into reader
    /// columns; nil when cmark's range is unusable.
    func range(of node: OpaquePointer) -> SourceRange? {
      let startLine = Int(cmark_node_get_start_line(node))
      let startColumn = Int(cmark_node_get_start_column(node))
      var endLine = Int(cmark_node_get_end_line(node))
      var endColumn = Int(cmark_node_get_end_column(node))
      guard let start = columns.location(line: startLine, byteColumn: startColumn) else { return nil }
      // Lists and items that end at a blank line get column 0 there; their last character is
      // the end of the line before.
      if endColumn == 0, endLine > startLine, endLine - 1 <= source.lineCount {
        endLine -= 1
        endColumn = max(1, source.lineRange(endLine).count)
      }
      guard endLine >= 1, endLine <= source.lineCount, endColumn >= 1 else { return nil }
      // The end column names the last byte of the last character; step back to that
      // character's first byte so a CJK character counts once.
      var offset = source.offset(line: endLine, byteColumn: endColumn)
      let lineStart = source.lineStarts[endLine - 1]
      while offset > lineStart, offset < source.bytes.count, source.bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      guard let end = columns.location(line: endLine, byteColumn: offset - lineStart + 1) else { return nil }
      return SourceRange(start: start, end: end)
    }
  }
}

/// One node of the reference tree: what `MarkdownNode` was, a value holding its children.
struct ValueNode {
  let kind: MarkdownNodeKind
  let range: SourceRange?
  var children: [ValueNode] = []

  init(kind: MarkdownNodeKind, range: SourceRange?, children: [ValueNode] = []) {
    self.kind = kind
    self.range = range
    self.children = children
  }
}
