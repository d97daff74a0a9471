/// Swift's keywords, plus the contextual words that matter when reading declarations
/// (`get`, `set`, `weak`, …), grouped by length so a lookup compares few candidates and
/// allocates nothing.
enum SwiftKeywords {
  static let words: [String] = [
    "as", "do", "if", "in", "is",
    "any", "for", "get", "let", "nil", "set", "try", "var",
    "case", "else", "enum", "func", "init", "open", "self", "Self", "some", "true", "weak",
    "actor", "async", "await", "break", "catch", "class", "defer", "false", "final", "guard",
    "inout", "macro", "throw", "where", "while", "lazy", "didSet", "willSet",
    "deinit", "import", "public", "repeat", "return", "static", "struct", "switch", "throws",
    "unowned", "default", "dynamic", "private", "package", "optional", "override",
    "internal", "mutating", "required", "continue", "operator", "protocol", "rethrows",
    "extension", "subscript", "typealias", "borrowing", "consuming", "nonmutating",
    "fallthrough", "fileprivate", "convenience", "nonisolated", "associatedtype",
    "precedencegroup", "indirect", "super",
  ]

  /// `table[n]` holds the keywords of n bytes.
  static let table: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: 17)
    for word in words {
      let bytes = Array(word.utf8)
      table[bytes.count].append(bytes)
    }
    return table
  }()

  /// Bit `last - 0x41` of `ends[n * 64 + first - 0x41]` is set when a keyword of n bytes
  /// starts with byte `first` and ends with byte `last` (keywords start and end with a
  /// letter): most identifiers are turned away by one test, before any byte is compared.
  static let ends: [UInt64] = {
    var ends = [UInt64](repeating: 0, count: table.count * 64)
    for (count, words) in table.enumerated() {
      for word in words { ends[count * 64 + Int(word[0] - 0x41)] |= 1 << UInt64(word[count - 1] - 0x41) }
    }
    return ends
  }()

  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let count = range.count
    guard count > 0, count < table.count else { return false }
    let first = bytes[range.lowerBound] &- 0x41
    let last = bytes[range.upperBound - 1] &- 0x41
    guard first < 64, last < 64, ends[count * 64 + Int(first)] >> UInt64(last) & 1 != 0 else { return false }
    candidates: for word in table[count] {
      var i = 0
      while i < count {
        if word[i] != bytes[range.lowerBound + i] { continue candidates }
        i += 1
      }
      return true
    }
    return false
  }
}
