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

/// One node of an immutable Markdown tree. `range` is nil when the parser gave no usable
/// position (cmark reports an end before the start for HTML blocks).
public struct MarkdownNode: Hashable, Sendable {
  public let kind: MarkdownNodeKind
  public let range: SourceRange?
  public let children: [MarkdownNode]

  public init(kind: MarkdownNodeKind, range: SourceRange?, children: [MarkdownNode] = []) {
    self.kind = kind
    self.range = range
    self.children = children
  }

  /// The text a reader sees: text, code spans and breaks (as spaces) of all descendants.
  public var plainText: String {
    var out = ""
    appendPlainText(to: &out)
    return out
  }

  private func appendPlainText(to out: inout String) {
    switch kind {
    case .text(let s), .codeSpan(let s): out += s
    case .softBreak, .hardBreak: out += " "
    default: for child in children { child.appendPlainText(to: &out) }
    }
  }
}

/// A parsed Markdown file: the repaired source (for positions and line access), the tree,
/// and what the parser had to say about the input.
public struct MarkdownDocument: Sendable {
  public let source: SourceText
  public let root: MarkdownNode
  public let diagnostics: [Diagnostic]

  /// Parses a file's bytes. Never fails: bad bytes are repaired and reported.
  public init(bytes: [UInt8], file: String) {
    let source = SourceText(bytes)
    var collector = DiagnosticCollector(file: file)
    collector.append(contentsOf: source.repairDiagnostics(file: file))
    self.root = CmarkConverter.convert(source, diagnostics: &collector)
    self.source = source
    self.diagnostics = collector.diagnostics
  }

  public init(text: String, file: String) { self.init(bytes: Array(text.utf8), file: file) }
}
