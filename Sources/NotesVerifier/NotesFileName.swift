/// A notes file's name as pages and links use it: the last component of its path without
/// `.md` (`Content/articles/02-zooming.md` → `02-zooming`), and that name without its order
/// number (`zooming`).
///
/// Read as characters, as `split` and `hasSuffix` read them; a printable ASCII path (nearly
/// every one) is read on its bytes, where a character is one byte, so naming each of 5,000
/// files no longer costs 10–20 K instructions of grapheme breaking.
public enum NotesFileName {
  /// The last non-empty `/`-separated component (the whole path when there is none),
  /// without a final `.md`.
  public static func stem(_ path: String) -> String {
    if let stem = printableASCII(path, stem(ofASCII:)) { return stem }
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".md") { name.removeLast(3) }
    return name
  }

  /// The name after its order number and `-` (`02-zooming` → `zooming`), or nil when it
  /// does not start with one.
  public static func unnumbered(_ name: String) -> String? {
    if let rest = printableASCII(name, unnumbered(ascii:)) { return rest }
    let digits = name.prefix { $0.isNumber }
    guard !digits.isEmpty, name.dropFirst(digits.count).first == "-" else { return nil }
    return String(name.dropFirst(digits.count + 1))
  }

  /// `body` on the bytes of `text` when every one is printable ASCII; nil otherwise (the
  /// caller reads characters).
  private static func printableASCII<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    var text = text
    return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? body(bytes) : nil }
  }

  /// Where `unnumbered(stem(path)) ?? stem(path)` lies in the bytes of a path of printable
  /// ASCII, read without making either `String`; nil for any other path.
  public static func nameRange(ofPrintableASCII path: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    guard path.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let stem = stemRange(ofASCII: path)
    return unnumberedRange(ascii: path, stem) ?? stem
  }

  private static func stemRange(ofASCII path: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let slash = UInt8(ascii: "/")
    var end = path.count
    while end > 0, path[end - 1] == slash { end -= 1 }
    guard end > 0 else { return 0..<path.count }
    var start = end
    while start > 0, path[start - 1] != slash { start -= 1 }
    let md: [UInt8] = [0x2E, 0x6D, 0x64]  // .md
    if end - start >= 3, path[(end - 3)..<end].elementsEqual(md) { end -= 3 }
    return start..<end
  }

  /// The part of `name` (a range of `bytes`) after its order number and `-`; nil when it does
  /// not start with one.
  private static func unnumberedRange(ascii bytes: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) -> Range<Int>? {
    var digits = name.lowerBound
    while digits < name.upperBound, bytes[digits] >= 0x30, bytes[digits] <= 0x39 { digits += 1 }
    guard digits > name.lowerBound, digits < name.upperBound, bytes[digits] == UInt8(ascii: "-") else { return nil }
    return (digits + 1)..<name.upperBound
  }

  private static func stem(ofASCII path: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: path[stemRange(ofASCII: path)]), as: UTF8.self)
  }

  private static func unnumbered(ascii name: UnsafeBufferPointer<UInt8>) -> String? {
    unnumberedRange(ascii: name, 0..<name.count).map { String(decoding: UnsafeBufferPointer(rebasing: name[$0]), as: UTF8.self) }
  }
}
