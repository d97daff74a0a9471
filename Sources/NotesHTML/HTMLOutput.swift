/// HTML as it is written: UTF-8 bytes appended to one buffer, text escaped straight into it,
/// so an element costs no `String` of its own (a page used to be hundreds of small Strings
/// joined again and again on its way to the file).
public struct HTMLOutput: Sendable, Equatable {
  public private(set) var bytes: [UInt8] = []

  /// `capacity`: about how many bytes will be written (a page is tens of kilobytes).
  public init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Markup, written as it is.
  public mutating func raw(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Markup (or HTML already rendered and escaped), written as it is. Disfavoured, so a
  /// string literal is taken as the `StaticString` it is (a literal's default type is
  /// `String`, which would otherwise choose this overload and its slower copy).
  @_disfavoredOverload
  public mutating func raw(_ markup: some StringProtocol) {
    bytes.append(contentsOf: markup.utf8)
  }

  /// Another buffer's HTML.
  public mutating func raw(_ other: HTMLOutput) {
    bytes.append(contentsOf: other.bytes)
  }

  /// A decimal number.
  public mutating func number(_ value: Int) {
    raw(String(value))
  }

  /// Text for a text node, escaped as `escapeHTML` escapes it.
  public mutating func text(_ text: some StringProtocol) {
    append(text, attribute: false)
  }

  /// Text for a double-quoted attribute value, escaped as `escapeAttribute` escapes it.
  public mutating func attribute(_ value: some StringProtocol) {
    append(value, attribute: true)
  }

  /// Markup around one attribute value: `raw(before)`, `attribute(value)`, `raw(after)`.
  public mutating func raw(_ before: StaticString, attribute value: some StringProtocol, _ after: StaticString) {
    raw(before)
    attribute(value)
    raw(after)
  }

  private mutating func append(_ text: some StringProtocol, attribute: Bool) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, attribute: attribute, to: &bytes) }
    if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0, attribute: attribute, to: &bytes) } }
  }

  /// The bytes, for a writer of this module that appends to them itself.
  mutating func withBytes<R>(_ body: (inout [UInt8]) -> R) -> R {
    body(&bytes)
  }

  /// The HTML as a String.
  public var string: String { String(decoding: bytes, as: UTF8.self) }
}
