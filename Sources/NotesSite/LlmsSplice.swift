/// A one-page rebuild's llms files, made by replacing the changed twins' parts of the files
/// on disk instead of reading every twin back: llms-full.txt holds each twin after its
/// marker, and llms.txt one line made from it. A part is replaced only where the old bytes
/// (read from the old twin) occur exactly once; anything else returns nil, and the caller
/// reads every twin back instead.
enum LlmsSplice {
  /// `changes`: (twin path, old text, new text) for each changed twin.
  static func splice(index: [UInt8], full: [UInt8], changes: [(path: String, old: String, new: String)]) -> (index: [UInt8], full: [UInt8])? {
    var indexParts: [(old: [UInt8], new: [UInt8])] = []
    var fullParts: [(old: [UInt8], new: [UInt8])] = []
    for change in changes where change.old != change.new {
      indexParts.append((Array(LlmsText.entry(path: change.path, text: change.old).utf8), Array(LlmsText.entry(path: change.path, text: change.new).utf8)))
      fullParts.append((Array((LlmsText.marker(change.path) + change.old).utf8), Array((LlmsText.marker(change.path) + change.new).utf8)))
    }
    guard let newIndex = replacing(indexParts, in: index), let newFull = replacing(fullParts, in: full) else { return nil }
    return (newIndex, newFull)
  }

  /// `bytes` with each part's old bytes replaced by its new ones; nil unless each old part
  /// occurs exactly once and no two overlap.
  static func replacing(_ parts: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]) -> [UInt8]? {
    var found: [(start: Int, part: Int)] = []
    for (number, part) in parts.enumerated() {
      guard let start = firstIndex(of: part.old, in: bytes, from: 0), firstIndex(of: part.old, in: bytes, from: start + 1) == nil else { return nil }
      found.append((start, number))
    }
    found.sort { $0.start < $1.start }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + parts.reduce(0) { $0 + max(0, $1.new.count - $1.old.count) })
    var position = 0
    for (start, number) in found {
      guard start >= position else { return nil }
      out += bytes[position..<start]
      out += parts[number].new
      position = start + parts[number].old.count
    }
    out += bytes[position...]
    return out
  }

  /// Where `needle` first occurs in `haystack` at or after `from`.
  static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from <= haystack.count - needle.count else { return nil }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pattern in
        #if os(Linux)
          guard let hit = glibcMemmem(hay.baseAddress! + from, hay.count - from, pattern.baseAddress!, pattern.count) else { return nil }
          return hit - UnsafeMutableRawPointer(mutating: hay.baseAddress!)
        #else
          let first = pattern[0]
          var i = from
          while i <= hay.count - pattern.count {
            if hay[i] == first, memcmpEqual(hay, i, pattern) { return i }
            i += 1
          }
          return nil
        #endif
      }
    }
  }

  #if !os(Linux)
    private static func memcmpEqual(_ hay: UnsafeRawBufferPointer, _ at: Int, _ pattern: UnsafeRawBufferPointer) -> Bool {
      for j in 0..<pattern.count where hay[at + j] != pattern[j] { return false }
      return true
    }
  #endif
}

#if os(Linux)
  /// glibc's `memmem` (a GNU extension the Glibc module does not export).
  @_silgen_name("memmem") func glibcMemmem(_ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int) -> UnsafeMutableRawPointer?
#endif
