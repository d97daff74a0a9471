public import NotesCore

/// What a Markdown node is, with the data that belongs to that kind. Raw HTML is kept as
/// text only so tools can see it; nothing in the generator renders it.
public enum MarkdownNodeKind: Hashable, Sendable {
  case document
  case heading(level: Int)
  case paragraph
  case blockQuote
  case list(ordered: Bool, start: Int, tight: Bool)
  case item
  case codeBlock(info: String, literal: String)
  case htmlBlock(String)
  case thematicBreak
  case text(String)
  case codeSpan(String)
  case htmlInline(String)
  case emphasis
  case strong
  case link(destination: String, title: String)
  case image(source: String, title: String)
  case softBreak
  case hardBreak
}

/// A node's kind without its data: what walkers switch on, free to read (no `String` made).
public enum MarkdownNodeType: UInt8, Sendable {
  case document, heading, paragraph, blockQuote, list, item, codeBlock, htmlBlock, thematicBreak
  case text, codeSpan, htmlInline, emphasis, strong, link, image, softBreak, hardBreak
}

/// One node as the tree stores it: fixed-size, its texts as ranges of the tree's byte arena
/// and its children as a run of the tree's child list.
struct MarkdownRecord: Sendable {
  var type: MarkdownNodeType
  var ordered = false
  var tight = false
  /// A heading's level or an ordered list's start.
  var number = 0
  var range: SourceRange?
  /// The literal (text, code, HTML), or a link's or image's destination.
  var literal: Range<Int> = 0..<0
  /// A code block's info string, or a link's or image's title.
  var extra: Range<Int> = 0..<0
  var parent = -1
  /// Where the children's indices start in the child list, and how many there are.
  var firstChild = 0
  var childCount = 0
}

/// An immutable Markdown tree in three flat arrays: one record per node in document order,
/// the children's indices, and the bytes of every literal. A file's tree is three
/// allocations, made and freed at once, where a tree of values was one per node and string.
public final class MarkdownTree: Sendable {
  let records: [MarkdownRecord]
  let childList: [Int]
  let bytes: [UInt8]

  init(records: [MarkdownRecord], childList: [Int], bytes: [UInt8]) {
    self.records = records
    self.childList = childList
    self.bytes = bytes
  }

  /// The first node, the document.
  public var root: MarkdownNode { MarkdownNode(tree: self, index: 0) }

  @inline(__always)
  func string(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }
}

/// One node of a `MarkdownTree`: the tree and an index, so passing a node around copies
/// nothing. `range` is nil when the parser gave no usable position (cmark reports an end
/// before the start for HTML blocks).
public struct MarkdownNode: Sendable {
  let tree: MarkdownTree
  let index: Int

  @inline(__always)
  var record: MarkdownRecord { tree.records[index] }

  public var type: MarkdownNodeType { tree.records[index].type }
  public var range: SourceRange? { tree.records[index].range }

  /// A heading's level (1–6); 0 for other nodes.
  public var level: Int { type == .heading ? tree.records[index].number : 0 }

  public var children: MarkdownChildren {
    let record = tree.records[index]
    return MarkdownChildren(tree: tree, start: record.firstChild, count: record.childCount)
  }

  /// The node's literal: a text's or code span's text, a code block's code, raw HTML, or a
  /// link's or image's destination; empty for other nodes.
  public var literal: String { tree.string(tree.records[index].literal) }

  /// The literal's UTF-8 bytes, read in place.
  @inline(__always)
  public func withLiteral<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let range = tree.records[index].literal
    return try tree.bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// The literal's bytes as an array.
  public var literalBytes: [UInt8] { Array(tree.bytes[tree.records[index].literal]) }

  /// A code block's info string (`swift title="x"`); empty for other nodes.
  public var info: String { type == .codeBlock ? tree.string(tree.records[index].extra) : "" }

  /// A link's or image's destination; empty for other nodes.
  public var destination: String { type == .link || type == .image ? literal : "" }

  /// What the node is, with its data (its strings made on each call).
  public var kind: MarkdownNodeKind {
    let record = tree.records[index]
    switch record.type {
    case .document: return .document
    case .heading: return .heading(level: record.number)
    case .paragraph: return .paragraph
    case .blockQuote: return .blockQuote
    case .list: return .list(ordered: record.ordered, start: record.number, tight: record.tight)
    case .item: return .item
    case .codeBlock: return .codeBlock(info: tree.string(record.extra), literal: tree.string(record.literal))
    case .htmlBlock: return .htmlBlock(tree.string(record.literal))
    case .thematicBreak: return .thematicBreak
    case .text: return .text(tree.string(record.literal))
    case .codeSpan: return .codeSpan(tree.string(record.literal))
    case .htmlInline: return .htmlInline(tree.string(record.literal))
    case .emphasis: return .emphasis
    case .strong: return .strong
    case .link: return .link(destination: tree.string(record.literal), title: tree.string(record.extra))
    case .image: return .image(source: tree.string(record.literal), title: tree.string(record.extra))
    case .softBreak: return .softBreak
    case .hardBreak: return .hardBreak
    }
  }

  /// The text a reader sees: text, code spans and breaks (as spaces) of all descendants.
  public var plainText: String {
    var out: [UInt8] = []
    appendPlainText(to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the plain text's bytes (the literals are whole UTF-8, so their concatenation is).
  public func appendPlainText(to out: inout [UInt8]) {
    let record = tree.records[index]
    switch record.type {
    case .text, .codeSpan: out.append(contentsOf: tree.bytes[record.literal])
    case .softBreak, .hardBreak: out.append(UInt8(ascii: " "))
    default: for child in children { child.appendPlainText(to: &out) }
    }
  }
}

/// A node's children, in document order.
public struct MarkdownChildren: RandomAccessCollection, Sendable {
  let tree: MarkdownTree
  let start: Int
  public let count: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> MarkdownNode {
    precondition(position >= 0 && position < count, "child index out of range")
    return MarkdownNode(tree: tree, index: tree.childList[start + position])
  }
}

/// A parsed Markdown file: the repaired source (for positions and line access), the tree,
/// and what the parser had to say about the input.
public struct MarkdownDocument: Sendable {
  public let source: SourceText
  public let tree: MarkdownTree
  public let diagnostics: [Diagnostic]

  public var root: MarkdownNode { tree.root }

  /// Parses a file's bytes. Never fails: bad bytes are repaired and reported.
  public init(bytes: [UInt8], file: String) {
    let source = SourceText(bytes)
    var collector = DiagnosticCollector(file: file)
    collector.append(contentsOf: source.repairDiagnostics(file: file))
    self.tree = CmarkConverter.convert(source, diagnostics: &collector)
    self.source = source
    self.diagnostics = collector.diagnostics
  }

  public init(text: String, file: String) { self.init(bytes: Array(text.utf8), file: file) }
}
