import NotesBook
import NotesCore

/// Internal links of the notes must lead to a notes file, and their `#anchor` to a heading or
/// declaration on that file's page. External links are not fetched here. Tables of contents
/// never reach the book (the extractor skips them as navigation).
extension VerificationState {
  /// The links of one page: (destination, position) in order.
  mutating func checkLinks(_ page: Page, links: [(String, SourceLocation?)]) {
    let folder = InternalLink.folder(of: page.file)
    for (destination, location) in links where !InternalLink.isExternal(destination) {
      counts.internalLinks += 1
      checkLink(destination, from: page.file, folder: folder, at: location, files: context.linkTargets)
    }
  }

  mutating func checkLink(_ destination: String, from file: String, folder: String, at location: SourceLocation?, files: Set<String>) {
    let (path, fragment) = InternalLink.split(destination)
    var target = file
    if !path.isEmpty {
      let resolved = InternalLink.resolve(path, inFolder: folder, absolute: file.hasPrefix("/"))
      guard path.hasSuffix(".md"), files.contains(resolved) else {
        var notes: [DiagnosticNote] = []
        if let near = NearMiss.note(for: resolved, among: files) { notes.append(DiagnosticNote(near, at: nil)) }
        emit(VerifyMessages.brokenLink(destination), file: file, at: location, notes: notes)
        return
      }
      target = resolved
    }
    guard let fragment, !fragment.isEmpty, let anchors = input.anchors[target] else { return }
    if !anchors.contains(fragment) {
      var notes: [DiagnosticNote] = []
      if let near = NearMiss.note(for: fragment, among: anchors) { notes.append(DiagnosticNote(near, at: nil)) }
      emit(VerifyMessages.brokenAnchor(fragment, file: target), file: file, at: location, notes: notes)
    }
  }
}

/// How the notes' link destinations are read.
public enum InternalLink {
  /// `https:`, `mailto:` and any other scheme: not a link inside the notes.
  public static func isExternal(_ destination: String) -> Bool {
    if destination.hasPrefix("//") { return true }
    var text = destination
    if let answer = text.withUTF8(isExternalASCII) { return answer }
    for c in destination {
      if c == ":" { return true }
      if c == "/" || c == "?" || c == "#" { return false }
    }
    return false
  }

  /// `isExternal` for ASCII text, where every byte is a character; nil for any other text.
  private static func isExternalASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    for byte in bytes {
      if byte == UInt8(ascii: ":") { return true }
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return false }
    }
    return false
  }

  /// `../UIScrollView.md#contentinset` → (`../UIScrollView.md`, `contentinset`).
  public static func split(_ destination: String) -> (path: String, fragment: String?) {
    let hash = isASCII(destination) ? destination.utf8.firstIndex(of: UInt8(ascii: "#")) : destination.firstIndex(of: "#")
    guard let hash else { return (destination, nil) }
    return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
  }

  /// In ASCII text every byte is a character, so the checks above may look at bytes.
  static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

  /// A path relative to `file`'s folder, with `.` and `..` resolved.
  public static func resolve(_ path: String, from file: String) -> String {
    resolve(path, inFolder: folder(of: file), absolute: file.hasPrefix("/"))
  }

  /// `Content/articles/03-intro.md` → `Content/articles`: the folder links of a file start from.
  public static func folder(of file: String) -> String {
    var file = file
    if let ascii = file.withUTF8(folderASCII) { return ascii }
    return file.split(separator: "/").dropLast().joined(separator: "/")
  }

  /// `folder(of:)` on the bytes of an ASCII path: its non-empty parts but the last, joined by
  /// `/`; nil for any other path.
  private static func folderASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let slash = UInt8(ascii: "/")
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    // Each part is written once the next one starts, so the last is never written.
    var pending: Range<Int>?
    var start = 0
    for i in 0...bytes.count where i == bytes.count || bytes[i] == slash {
      if i > start {
        if let part = pending {
          if !out.isEmpty { out.append(slash) }
          out.append(contentsOf: bytes[part])
        }
        pending = start..<i
      }
      start = i + 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `path` relative to `folder` (as `folder(of:)` gives it), with `.` and `..` resolved.
  public static func resolve(_ path: String, inFolder folder: String, absolute: Bool) -> String {
    // ASCII (most links): resolved in one buffer, with no joined path in between.
    var pathText = path
    var folderText = folder
    var resolved: [UInt8] = []
    resolved.reserveCapacity(path.utf8.count + folder.utf8.count + 2)
    if pathText.withUTF8({ bytes in folderText.withUTF8 { appendResolvedASCII(bytes, inFolder: $0, absolute: absolute, to: &resolved) } }) {
      return String(decoding: resolved, as: UTF8.self)
    }
    // An absolute notes path (`scrollnotes build --content /tmp/notes`) stays absolute, so it
    // matches the book's file names.
    return (absolute ? "/" : "") + normalize(folder.isEmpty ? path : folder + "/" + path)
  }

  /// `a/./b/../c` → `a/c`: the parts of `path` without empty ones and `.`, each `..` removing
  /// the part before it (a leading `..` stays). The result never starts with `/`.
  public static func normalize(_ path: String) -> String {
    var path = path
    if let ascii = path.withUTF8(normalizeASCII) { return ascii }
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == "..", !parts.isEmpty {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return parts.joined(separator: "/")
  }

  /// `normalize` on the bytes of an ASCII path (where a byte is a character, so `/` and `.`
  /// are found byte by byte); nil for any other path.
  private static func normalizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    guard appendNormalizedParts(bytes, base: 0, to: &out) else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// `resolve(_:inFolder:absolute:)` appended to `out` as bytes, for an ASCII path and
  /// folder: no joined or normalized `String` on the way. False, with `out` as it was, when
  /// either holds a byte that is not ASCII.
  public static func appendResolvedASCII(
    _ path: UnsafeBufferPointer<UInt8>, inFolder folder: UnsafeBufferPointer<UInt8>, absolute: Bool, to out: inout [UInt8]
  ) -> Bool {
    let start = out.count
    if absolute { out.append(UInt8(ascii: "/")) }
    // `folder/path` is cut at `/`, so its parts are the folder's, then the path's.
    let base = out.count
    guard appendNormalizedParts(folder, base: base, to: &out), appendNormalizedParts(path, base: base, to: &out) else {
      out.removeSubrange(start...)
      return false
    }
    return true
  }

  /// Adds the parts of `bytes` to the normalized path that starts at `base` in `out`: empty
  /// parts and `.` dropped, `..` removing the last part kept (kept itself when there is
  /// none). A kept part never holds `/`, so the last one starts after the last `/`.
  private static func appendNormalizedParts(_ bytes: UnsafeBufferPointer<UInt8>, base: Int, to out: inout [UInt8]) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var i = 0
    while i < bytes.count {
      if bytes[i] == slash {
        i += 1
        continue
      }
      var end = i
      while end < bytes.count && bytes[end] != slash {
        if bytes[end] >= 0x80 { return false }
        end += 1
      }
      let length = end - i
      if length == 1 && bytes[i] == dot {
        // `.`: nothing
      } else if length == 2 && bytes[i] == dot && bytes[i + 1] == dot, out.count > base {
        var cut = out.count - 1
        while cut > base && out[cut] != slash { cut -= 1 }
        out.removeSubrange(cut...)
      } else {
        if out.count > base { out.append(slash) }
        out.append(contentsOf: bytes[i..<end])
      }
      i = end
    }
    return true
  }
}
