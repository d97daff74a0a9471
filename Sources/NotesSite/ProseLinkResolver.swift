import NotesHTML
import NotesVerifier

/// Where a link in one notes file's prose leads from one page: `UIScrollView.md#contentinset`
/// → `../uiscrollview/contentinset/index.html`, `#anchor` as it is, nil for a destination
/// that is not a notes file of the site.
struct ProseLinkResolver: Sendable {
  /// Content file → page path, and content file → declaration anchor → page path (`SitePlan`).
  let pathForFile: [String: String]
  let pathForDeclarationAnchor: [String: [String: String]]
  /// The folder of the notes file the prose is in (`InternalLink.folder(of:)`), and whether
  /// its path is absolute (`--content /tmp/notes`).
  let folder: String
  let absolute: Bool
  /// The page's way back to the site root (`../../`).
  let root: String

  init(plan: SitePlan, file: String, root: String) {
    self.init(pathForFile: plan.pathForFile, pathForDeclarationAnchor: plan.pathForDeclarationAnchor, file: file, root: root)
  }

  init(pathForFile: [String: String], pathForDeclarationAnchor: [String: [String: String]], file: String, root: String) {
    self.pathForFile = pathForFile
    self.pathForDeclarationAnchor = pathForDeclarationAnchor
    folder = InternalLink.folder(of: file)
    absolute = file.hasPrefix("/")
    self.root = root
  }

  func href(for destination: String) -> String? {
    switch hrefOnBytes(destination) {
    case .href(let href): href
    case .noPage: nil
    case .notASCII: hrefOnStrings(destination)
    }
  }

  enum BytesAnswer: Equatable {
    case href(String)
    case noPage
    /// The destination, folder, root or page path is not all ASCII: `hrefOnStrings` answers.
    case notASCII
  }

  /// `hrefOnStrings` for ASCII text, where a byte is a character: the file's path resolved
  /// and the href put together in byte buffers (`InternalLink.appendResolvedASCII`,
  /// `PageLink.to(_:fragment:root:)`), one `String` for the dictionary key and one for the
  /// href (links were about 14,000 instructions each, most of them building strings).
  func hrefOnBytes(_ destination: String) -> BytesAnswer {
    var destination = destination
    var folder = folder
    return destination.withUTF8 { bytes -> BytesAnswer in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
      if bytes.first == UInt8(ascii: "#") { return .href(String(decoding: bytes, as: UTF8.self)) }
      let hash = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
      let target = UnsafeBufferPointer(rebasing: bytes[..<hash])
      guard target.count >= 3, target[target.count - 3] == UInt8(ascii: "."), target[target.count - 2] == UInt8(ascii: "m"),
        target[target.count - 1] == UInt8(ascii: "d")
      else { return .noPage }
      var resolvedBytes: [UInt8] = []
      resolvedBytes.reserveCapacity(folder.utf8.count + target.count + 1)
      guard folder.withUTF8({ InternalLink.appendResolvedASCII(target, inFolder: $0, absolute: absolute, to: &resolvedBytes) }) else {
        return .notASCII
      }
      let resolved = String(decoding: resolvedBytes, as: UTF8.self)
      guard let path = pathForFile[resolved] else { return .noPage }
      // verification (issue 5): `UIScrollView.md#contentinset` leads to the declaration's
      // page; the anchor is the fragment without its `#` (empty when there is none).
      if let anchors = pathForDeclarationAnchor[resolved],
        let declarationPath = anchors[hash < bytes.count ? String(decoding: bytes[(hash + 1)...], as: UTF8.self) : ""]
      {
        return PageLink.to(declarationPath, fragment: UnsafeBufferPointer(start: nil, count: 0), root: root).map(BytesAnswer.href) ?? .notASCII
      }
      return PageLink.to(path, fragment: UnsafeBufferPointer(rebasing: bytes[hash...]), root: root).map(BytesAnswer.href) ?? .notASCII
    }
  }

  /// The resolution on strings, for any text: the notes file's path resolved as the verifier
  /// resolves it, so an absolute content folder keeps its leading `/` and links find their
  /// pages there too.
  func hrefOnStrings(_ destination: String) -> String? {
    if destination.hasPrefix("#") { return destination }
    let parts = PageLink.cutAtFragment(destination)
    let target = String(parts.path)
    let fragment = parts.fragment.map { "#" + $0 } ?? ""
    guard target.hasSuffix(".md") else { return nil }
    let resolved = InternalLink.resolve(target, inFolder: folder, absolute: absolute)
    guard let path = pathForFile[resolved] else { return nil }
    // verification (issue 5): `UIScrollView.md#contentinset` leads to the declaration's page.
    if let declarationPath = pathForDeclarationAnchor[resolved]?[String(fragment.dropFirst())] { return PageLink.to(declarationPath, root: root) }
    return PageLink.to(path + fragment, root: root)
  }
}
