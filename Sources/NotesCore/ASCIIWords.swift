// Names compared on UTF-8 bytes, for code the Auto Layout lab's WebAssembly module runs.
// String `==`, `Set<String>`, `switch` over Strings and `hasPrefix`/`hasSuffix` compare by
// Unicode canonical equivalence and grapheme clusters, whose stdlib code the module would
// carry; the module does not normalise (wasm/lab-runtime.c), so bytes give its answers.

/// Space-separated word lists (`"view self.view self"`) as StaticStrings: one constant each.
public enum ASCIIWords {
  /// Whether `text` is one of the space-separated `words`.
  @inline(never) public static func list(_ words: StaticString, contains text: UnsafeBufferPointer<UInt8>) -> Bool {
    let list = UnsafeBufferPointer(start: words.utf8Start, count: words.utf8CodeUnitCount)
    var start = 0
    while start <= list.count {
      var end = start
      while end < list.count, list[end] != UInt8(ascii: " ") { end += 1 }
      if end - start == text.count, equal(list, from: start, text) { return true }
      start = end + 1
    }
    return false
  }

  /// Whether `list[start...]` starts with `text`.
  @inline(never) static func equal(_ list: UnsafeBufferPointer<UInt8>, from start: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard list.count - start >= text.count else { return false }
    var k = 0
    while k < text.count {
      if list[start + k] != text[k] { return false }
      k += 1
    }
    return true
  }

  /// The bytes of `word`.
  @inline(__always) static func bytes(_ word: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
  }
}

extension String {
  /// Whether the text is one of the space-separated `words` (`"let var"`), compared on bytes.
  @inline(never) public func isOneOf(_ words: StaticString) -> Bool {
    var text = self
    return text.withUTF8 { ASCIIWords.list(words, contains: $0) }
  }

  /// Whether the text starts with `prefix`, compared on bytes.
  @inline(never) public func startsWithBytes(_ prefix: StaticString) -> Bool {
    var text = self
    return text.withUTF8 { ASCIIWords.equal($0, from: 0, ASCIIWords.bytes(prefix)) }
  }

  /// Whether the text ends with `suffix`, compared on bytes.
  @inline(never) public func endsWithBytes(_ suffix: StaticString) -> Bool {
    var text = self
    return text.withUTF8 { $0.count >= suffix.utf8CodeUnitCount && ASCIIWords.equal($0, from: $0.count - suffix.utf8CodeUnitCount, ASCIIWords.bytes(suffix)) }
  }
}

extension String {
  /// Whether the two texts have the same bytes.
  @inline(never) public func equalsBytes(_ other: String) -> Bool {
    var text = self, other = other
    return text.withUTF8 { text in other.withUTF8 { $0.count == text.count && ASCIIWords.equal(text, from: 0, $0) } }
  }

  /// Whether the text starts with `prefix`'s bytes.
  @inline(never) public func startsWithBytes(_ prefix: String) -> Bool {
    var text = self, prefix = prefix
    return text.withUTF8 { text in prefix.withUTF8 { ASCIIWords.equal(text, from: 0, $0) } }
  }
}

extension Array where Element == String {
  /// Whether one of the texts has `text`'s bytes: a list for names where a `Set<String>` would
  /// bring String hashing into the lab module.
  @inline(never) public func containsBytes(_ text: String) -> Bool { contains { $0.equalsBytes(text) } }
}
