// The only file that sees cmark. Everything cmark allocates here comes from this thread's
// arena (CCmarkArena) and is given back before `convert` returns; what leaves is a flat
// `MarkdownTree` with positions in reader columns.
internal import CCmark
internal import CCmarkArena
import NotesCore

#if canImport(Glibc)
  import Glibc
#endif

enum CmarkConverter {
  /// Deeper containers are flattened, so recursive walks over our tree stay shallow.
  static let maximumDepth = 128

  /// Parses with source positions on and smart punctuation off (smart quotes would rewrite
  /// code-like text in Chinese prose).
  static func convert(_ source: SourceText, diagnostics: inout DiagnosticCollector) -> MarkdownTree {
    let options = CMARK_OPT_SOURCEPOS
    // Owned here, freed by the defers below: parser, document, iterator, and then (the first
    // defer runs last) the arena they were allocated from.
    ccmarkarena_begin()
    defer { ccmarkarena_end() }
    let memory = ccmarkarena_memory().assumingMemoryBound(to: cmark_mem.self)
    guard let parser = cmark_parser_new_with_mem(options, memory) else {
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

  /// Records in document order (ENTER order), each with its parent: the open containers are
  /// a stack of record indices, not recursion, so deep input cannot overflow the call stack.
  private struct State {
    let source: SourceText
    var records: [MarkdownRecord] = []
    var bytes: [UInt8] = []
    /// Indices of the open containers' records.
    var stack: [Int] = []
    var skippedDepth = 0
    var flattenedAny = false
    var firstFlattened: SourceLocation?
    let columns: ColumnTable

    init(source: SourceText) {
      self.source = source
      self.columns = ColumnTable(source)
      // Literals are mostly slices of the source, so this is usually room enough; notes
      // average a node per 20–60 bytes, so records rarely grow (each growth copied them all).
      bytes.reserveCapacity(source.bytes.count)
      records.reserveCapacity(source.bytes.count / 16 + 16)
    }

    mutating func enter(_ node: OpaquePointer) {
      let type = cmark_node_get_type(node)
      if let leaf = leafRecord(node, type) {
        add(leaf)
        return
      }
      if stack.count >= CmarkConverter.maximumDepth {
        skippedDepth += 1
        if !flattenedAny {
          flattenedAny = true
          firstFlattened = range(of: node)?.start
        }
        return
      }
      add(containerRecord(node, type))
      stack.append(records.count - 1)
    }

    mutating func exit(_ node: OpaquePointer) {
      if skippedDepth > 0 {
        skippedDepth -= 1
        return
      }
      _ = stack.popLast()
    }

    /// A record whose parent is the innermost open container (a flattened container's
    /// children go to the container it was flattened into).
    mutating func add(_ record: MarkdownRecord) {
      var record = record
      record.parent = stack.last ?? -1
      records.append(record)
    }

    /// Each node's children as a run of one list, in document order: counted per parent,
    /// then placed.
    mutating func finish() -> MarkdownTree {
      // Moved out, so filling in the children's runs does not copy every record.
      var records = self.records
      self.records = []
      if records.isEmpty { records.append(MarkdownRecord(type: .document)) }
      // By index: a loop over the records would hold them while they change, and copy them all.
      for i in records.indices where records[i].parent >= 0 { records[records[i].parent].childCount += 1 }
      var next = 0
      for i in records.indices {
        records[i].firstChild = next
        next += records[i].childCount
      }
      var childList = [Int](repeating: 0, count: next)
      var placed = [Int](repeating: 0, count: records.count)
      for i in records.indices where records[i].parent >= 0 {
        let parent = records[i].parent
        childList[records[parent].firstChild + placed[parent]] = i
        placed[parent] += 1
      }
      return MarkdownTree(records: records, childList: childList, bytes: bytes)
    }

    /// Nodes cmark reports with ENTER only.
    mutating func leafRecord(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownRecord? {
      let ours: MarkdownNodeType
      switch type {
      case CMARK_NODE_TEXT: ours = .text
      case CMARK_NODE_CODE: ours = .codeSpan
      case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE: ours = .htmlInline
      case CMARK_NODE_SOFTBREAK: return MarkdownRecord(type: .softBreak, range: range(of: node))
      case CMARK_NODE_LINEBREAK: return MarkdownRecord(type: .hardBreak, range: range(of: node))
      case CMARK_NODE_CODE_BLOCK:
        var record = MarkdownRecord(type: .codeBlock)
        record.extra = store(cmark_node_get_fence_info(node))
        record.literal = store(cmark_node_get_literal(node))
        record.range = range(of: node)
        return record
      case CMARK_NODE_HTML_BLOCK, CMARK_NODE_CUSTOM_BLOCK: ours = .htmlBlock
      case CMARK_NODE_THEMATIC_BREAK: return MarkdownRecord(type: .thematicBreak, range: range(of: node))
      default: return nil
      }
      var record = MarkdownRecord(type: ours)
      record.literal = store(cmark_node_get_literal(node))
      record.range = range(of: node)
      return record
    }

    mutating func containerRecord(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownRecord {
      var record: MarkdownRecord
      switch type {
      case CMARK_NODE_DOCUMENT: record = MarkdownRecord(type: .document)
      case CMARK_NODE_HEADING:
        record = MarkdownRecord(type: .heading)
        record.number = Int(cmark_node_get_heading_level(node))
      case CMARK_NODE_PARAGRAPH: record = MarkdownRecord(type: .paragraph)
      case CMARK_NODE_BLOCK_QUOTE: record = MarkdownRecord(type: .blockQuote)
      case CMARK_NODE_LIST:
        record = MarkdownRecord(type: .list)
        record.ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        record.number = Int(cmark_node_get_list_start(node))
        record.tight = cmark_node_get_list_tight(node) != 0
      case CMARK_NODE_ITEM: record = MarkdownRecord(type: .item)
      case CMARK_NODE_EMPH: record = MarkdownRecord(type: .emphasis)
      case CMARK_NODE_STRONG: record = MarkdownRecord(type: .strong)
      case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
        record = MarkdownRecord(type: type == CMARK_NODE_LINK ? .link : .image)
        record.literal = store(cmark_node_get_url(node))
        record.extra = store(cmark_node_get_title(node))
      default:
        // cmark 0.30 has no other container types; a future one is kept as a paragraph so
        // its text is not lost.
        record = MarkdownRecord(type: .paragraph)
      }
      record.range = range(of: node)
      return record
    }

    /// Copies a NUL-terminated string of cmark's into the byte arena.
    mutating func store(_ pointer: UnsafePointer<CChar>?) -> Range<Int> {
      let start = bytes.count
      guard let pointer else { return start..<start }
      let length = strlen(pointer)
      pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length)) }
      return start..<bytes.count
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
