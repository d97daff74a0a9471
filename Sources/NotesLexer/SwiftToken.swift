/// What a token is, in the terms a syntax highlighter needs.
public enum SwiftTokenKind: UInt8, Sendable, CaseIterable {
  /// `var`, `func`, `case`, `get`, `#if`, …
  case keyword
  /// A name starting with a lowercase letter, `_`, a backtick or a non-ASCII character.
  case identifier
  /// A name starting with an uppercase ASCII letter (`CGSize`, `UIScrollView`): type-ish.
  case typeIdentifier
  case number
  /// A string literal, including its quotes; unterminated ones end at the line end.
  case string
  /// `// …` (without the line break) or `/* … */` (unterminated ones run to the end).
  case comment
  /// `@MainActor`, `@objc`: the `@` and the name.
  case attribute
  /// `( ) [ ] { } , : ; .` and other single characters with structure.
  case punctuation
  /// Runs of operator characters: `=`, `->`, `?`, `...`, `+=`.
  case `operator`
  /// Spaces and tabs.
  case whitespace
  /// `\n`, `\r\n` or `\r`.
  case newline
  /// A control byte that fits nowhere else.
  case unknown
}

/// A token as a byte range of the lexed buffer.
public struct SwiftToken: Hashable, Sendable {
  public let kind: SwiftTokenKind
  public let start: Int
  public let end: Int

  public init(kind: SwiftTokenKind, start: Int, end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }

  public var range: Range<Int> { start..<end }

  /// The token's text (bytes decoded as UTF-8, invalid ones replaced).
  public func text(in bytes: [UInt8]) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
