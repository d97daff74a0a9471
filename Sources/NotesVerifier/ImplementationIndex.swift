import NotesCore

#if canImport(Glibc)
  internal import Glibc
#endif

/// Where each UIKit API is implemented in the model, read from the model's own sources.
///
/// A declaration that implements an API carries a doc-comment line
/// `/// Models: UIScrollView.contentInset, UIScrollView.adjustedContentInset` (docs/conventions.md
/// §5). The implementation's line is the first line after the doc comment that is not a
/// comment or an attribute, so the site can link straight to the code.
public struct ImplementationIndex: Sendable {
  public struct Location: Hashable, Sendable {
    /// Path relative to the package root: `Sources/ScrollModel/AdjustedContentInset.swift`.
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
      self.file = file
      self.line = line
    }
  }

  /// Qualified API name → every place that models it, in file and line order.
  public private(set) var locations: [String: [Location]] = [:]

  public init() {}

  /// Reads one source file.
  public mutating func scan(file: String, source: String) {
    var pending: [String] = []
    var lineNumber = 0
    func take(_ kind: LineKind) {
      guard kind == .code, !pending.isEmpty else { return }
      for name in pending { locations[name, default: []].append(Location(file: file, line: lineNumber)) }
      pending.removeAll()
    }
    var source = source
    // Without a carriage return every newline byte ends a line (`ByteScan.lines`), so the
    // lines are read in place; a line that is not plain ASCII is read as characters.
    let readInPlace: Bool = source.withUTF8 { bytes in
      guard ByteScan.firstIndex(of: UInt8(ascii: "\r"), in: bytes) == nil else { return false }
      var start = 0
      while start <= bytes.count {
        let end = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        lineNumber += 1
        take(Self.asciiKind(of: line, names: &pending) ?? Self.kind(of: Substring(String(decoding: line, as: UTF8.self)), names: &pending))
        start = end + 1
      }
      return true
    }
    guard !readInPlace else { return }
    for rawLine in ByteScan.lines(of: source) {
      lineNumber += 1
      let kind = rawLine.utf8.withContiguousStorageIfAvailable { Self.asciiKind(of: $0, names: &pending) } ?? nil
      take(kind ?? Self.kind(of: rawLine, names: &pending))
    }
  }

  /// What a source line is to the scan: a doc comment (its `Models:` names added to
  /// `names`), a line between a doc comment and its declaration (blank, a comment, an
  /// attribute), or code.
  enum LineKind { case docComment, skipped, code }

  /// `kind(of:names:)` on the bytes of a line that is ASCII without a carriage return, where
  /// each byte is a character; nil for any other line. Most model lines are such: reading
  /// them as characters (indentation, prefixes, the names' split and trim) cost about 2,700
  /// instructions a line, 19 M for the model's 61 files on every build and rebuild.
  static func asciiKind(of line: UnsafeBufferPointer<UInt8>, names: inout [String]) -> LineKind? {
    // No byte of 0x80 or above, NUL, LF or CR (a NUL line is read as characters too).
    guard ByteScan.firstSpecial(in: line, from: 0) == line.count else { return nil }
    let slash = UInt8(ascii: "/")
    let space = UInt8(ascii: " ")
    var i = 0
    while i < line.count, line[i] == space || line[i] == UInt8(ascii: "\t") { i += 1 }
    let rest = line.count - i
    if rest >= 3, line[i] == slash, line[i + 1] == slash, line[i + 2] == slash {
      i += 3
      while i < line.count, line[i] == space { i += 1 }
      let marker: StaticString = "Models:"
      let count = marker.utf8CodeUnitCount
      guard line.count - i >= count, memcmp(line.baseAddress! + i, marker.utf8Start, count) == 0 else { return .docComment }
      i += count
      // Split at commas, each name trimmed of ` \t`.` at both ends.
      func trimmed(_ byte: UInt8) -> Bool { byte == space || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: ".") }
      while i <= line.count {
        var end = i
        while end < line.count, line[end] != UInt8(ascii: ",") { end += 1 }
        var low = i
        var high = end
        while low < high, trimmed(line[low]) { low += 1 }
        while high > low, trimmed(line[high - 1]) { high -= 1 }
        if low < high { names.append(String(decoding: UnsafeBufferPointer(rebasing: line[low..<high]), as: UTF8.self)) }
        i = end + 1
      }
      return .docComment
    }
    if rest == 0 || (rest >= 2 && line[i] == slash && line[i + 1] == slash) || line[i] == UInt8(ascii: "@") { return .skipped }
    return .code
  }

  /// A line read as characters.
  static func kind(of rawLine: Substring, names: inout [String]) -> LineKind {
    let line = ByteScan.dropIndent(rawLine)
    if ByteScan.hasPrefix(line, "///") {
      let text = line.dropFirst(3).drop { $0 == " " }
      if text.hasPrefix("Models:") {
        for name in text.dropFirst("Models:".count).split(separator: ",") {
          let trimmed = name.trimmingCharacters(in: " \t`.")
          if !trimmed.isEmpty { names.append(trimmed) }
        }
      }
      return .docComment
    }
    if line.isEmpty || ByteScan.hasPrefix(line, "//") || ByteScan.hasPrefix(line, "@") { return .skipped }
    return .code
  }

  /// The first place that models `name`, if any.
  public func location(of name: String) -> Location? { locations[name]?.first }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
