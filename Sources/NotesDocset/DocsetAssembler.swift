import Foundation

/// Makes a docset folder from a built site: the site copied into
/// `Contents/Resources/Documents/` with Dash's section anchors in every page, `Info.plist`,
/// and the search index.
public enum DocsetAssembler {
  /// Top-level site files the docset leaves out: the marker that lets `build` replace a
  /// folder, and the server's not-found page (its links start at the server's root, which a
  /// docset opened from disk does not have).
  static let skipped: Set<String> = [".scrollnotes-site", "404.html"]

  /// `docset` must not exist yet. Every entry's page (its path without the fragment) must be
  /// a file of the site.
  public static func assemble(site: String, entries: [DocsetEntry], into docset: String) throws(DocsetError) {
    let documents = docset + "/Contents/Resources/Documents"
    for entry in entries {
      let page = String(entry.path.prefix { $0 != "#" })
      guard isFile(site + "/" + page) else {
        throw DocsetError(path: site + "/" + page, reason: "the site has no page for \(entry.type) \(entry.name)")
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true)
    } catch {
      throw DocsetError(path: documents, reason: "cannot create folder: \(error.localizedDescription)")
    }
    try copy(from: site, to: documents, skipping: skipped)
    try write(Array(DocsetInfoPlist.xml().utf8), to: docset + "/Contents/Info.plist")
    do { try DocsetIndex.write(entries, to: docset + "/Contents/Resources/docSet.dsidx") } catch {
      throw DocsetError(path: error.context, reason: error.message)
    }
  }

  /// Copies a folder's files in name order; HTML pages get their anchors on the way.
  static func copy(from source: String, to target: String, skipping: Set<String> = []) throws(DocsetError) {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: source).sorted() } catch {
      throw DocsetError(path: source, reason: "cannot list the site folder: \(error.localizedDescription)")
    }
    for name in names where !skipping.contains(name) {
      let from = source + "/" + name
      let to = target + "/" + name
      let type = (try? FileManager.default.attributesOfItem(atPath: from))?[.type] as? FileAttributeType
      switch type {
      case .typeDirectory?:
        if mkdir(to, 0o755) != 0 { throw DocsetError(path: to, reason: "cannot create folder: \(String(cString: strerror(errno)))") }
        try copy(from: from, to: to)
      case .typeRegular?:
        guard let data = FileManager.default.contents(atPath: from) else {
          throw DocsetError(path: from, reason: "cannot read the built site's file")
        }
        var bytes = [UInt8](data)
        if name.hasSuffix(".html") { bytes = Array(DashAnchors.insert(into: String(decoding: bytes, as: UTF8.self)).utf8) }
        try write(bytes, to: to)
      default:
        throw DocsetError(path: from, reason: "the built site holds something that is neither a file nor a folder")
      }
    }
  }

  static func write(_ bytes: [UInt8], to path: String) throws(DocsetError) {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw DocsetError(path: path, reason: "cannot write the file: \(String(cString: strerror(errno)))")
    }
  }

  static func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }
}
