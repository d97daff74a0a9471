/// A position inside a scanned buffer: 0-based line of the buffer, 1-based character column.
public struct BufferPosition: Hashable, Sendable {
  public let line: Int
  public let column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// What a declaration-looking line declares.
public enum DeclarationSyntaxKind: String, Hashable, Sendable {
  case property, method, initializer, `subscript`, `protocol`, `class`, `struct`, `enum`, actor, `extension`,
    `case`, `typealias`
}

/// What the accessor block of a property says; `none` when there is no block at all (then
/// the notes do not say whether it is settable).
public enum AccessorSyntax: String, Hashable, Sendable {
  case none, get, getSet
}

/// One declaration read from notes code, in whatever form the notes wrote it.
public struct ScannedDeclaration: Hashable, Sendable {
  public var kind: DeclarationSyntaxKind
  /// The Swift name: `contentSize`, `scrollRectToVisible(_:animated:)`, `init(frame:)`.
  public var name: String
  /// Property type, function return type, or a case's raw value; nil when absent.
  public var type: String?
  public var accessors: AccessorSyntax = .none
  /// Attributes and modifiers as written: `@MainActor`, `weak`, `static`, `private(set)`.
  public var modifiers: [String] = []
  /// Supertypes and protocols after `:` for type declarations.
  public var inherits: [String] = []
  /// Text after the declaration that is not Swift, e.g. the prose of `case none 拖动…`.
  public var trailingText: String?
  /// The text of a `//` comment at the end of the declaration's last line.
  public var trailingComment: String?
  /// `= value` of a property, as written.
  public var initialValue: String?
  /// True when parameters were written without names, as in Apple's documentation
  /// (`func scrollRectToVisible(CGRect, animated: Bool)`).
  public var isShortForm = false
  /// False when a parenthesis or brace opened by the declaration was never closed.
  public var isComplete = true
  /// True for `enum X {` and friends whose body continues on the next lines.
  public var opensBody = false
  /// Where the introducing keyword (`var`, `func`, `case`…) is.
  public var position: BufferPosition
  /// The last buffer line the declaration occupies.
  public var lastLine: Int

  public init(kind: DeclarationSyntaxKind, name: String, position: BufferPosition) {
    self.kind = kind
    self.name = name
    self.position = position
    self.lastLine = position.line
  }
}

/// One line (or several, for a multi-line declaration) of a code block, classified.
public enum ScannedLine: Hashable, Sendable {
  case blank(line: Int)
  /// A `//` or `/* */` comment line; `text` is without the delimiters and outer spaces.
  case comment(text: String, position: BufferPosition)
  case declaration(ScannedDeclaration)
  /// A line starting with `}`.
  case closingBrace(position: BufferPosition)
  /// Anything else: code that declares nothing, or prose that lost its `//`.
  case other(text: String, position: BufferPosition)
}
