import NotesBook
import NotesCore

/// Internal links of the notes must lead to a notes file, and their `#anchor` to a heading or
/// declaration on that file's page. External links are not fetched here. Tables of contents
/// never reach the book (the extractor skips them as navigation).
extension VerificationState {
  mutating func checkLinks() {
    let files: Set<String>
    switch input.scope {
    case .wholeBook: files = Set(input.book.pages.map(\.file))
    case .pages(let knownFiles): files = knownFiles
    }
    for page in input.book.pages {
      var links: [(String, SourceLocation?)] = []
      ProseWalk.inlines(in: page) { inline, location in
        if case .link(let destination, _) = inline { links.append((destination, location)) }
      }
      for (destination, location) in links where !InternalLink.isExternal(destination) {
        counts.internalLinks += 1
        checkLink(destination, from: page.file, at: location, files: files)
      }
    }
  }

  mutating func checkLink(_ destination: String, from file: String, at location: SourceLocation?, files: Set<String>) {
    let (path, fragment) = InternalLink.split(destination)
    var target = file
    if !path.isEmpty {
      let resolved = InternalLink.resolve(path, from: file)
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
    for c in destination {
      if c == ":" { return true }
      if c == "/" || c == "?" || c == "#" { return false }
    }
    return false
  }

  /// `../UIScrollView.md#contentinset` → (`../UIScrollView.md`, `contentinset`).
  public static func split(_ destination: String) -> (path: String, fragment: String?) {
    guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
    return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
  }

  /// A path relative to `file`'s folder, with `.` and `..` resolved.
  public static func resolve(_ path: String, from file: String) -> String {
    let folder = file.split(separator: "/").dropLast().joined(separator: "/")
    var parts: [Substring] = []
    for part in ((folder.isEmpty ? "" : folder + "/") + path).split(separator: "/") {
      if part == "." { continue }
      if part == "..", !parts.isEmpty {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    // An absolute notes path (`scrollnotes build --content /tmp/notes`) stays absolute, so it
    // matches the book's file names.
    return (file.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
