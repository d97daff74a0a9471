import Foundation

/// Everything a build reads from disk, loaded up front so rendering is a pure function.
public struct SiteInput: Sendable {
  /// Content files as (path as the diagnostics print it, bytes), sorted by path.
  public var contentFiles: [(file: String, bytes: [UInt8])]
  /// The folder the content paths start with (`Content`).
  public var contentFolder: String
  /// Model sources shown in the source browser and scanned for `/// Models:` lines, as
  /// (package-relative path, text), sorted.
  public var modelSources: [(file: String, text: String)]

  public init(contentFiles: [(file: String, bytes: [UInt8])], contentFolder: String, modelSources: [(file: String, text: String)]) {
    self.contentFiles = contentFiles
    self.contentFolder = contentFolder
    self.modelSources = modelSources
  }

  /// Reads `*.md` under `contentFolder` and `*.swift` under each model folder.
  public static func load(contentFolder: String, modelFolders: [String]) throws(SiteWriteError) -> SiteInput {
    let folder = contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
    var content: [(String, [UInt8])] = []
    for relative in try files(under: folder, withExtension: "md") {
      let path = folder + "/" + relative
      guard let data = FileManager.default.contents(atPath: path) else {
        throw SiteWriteError(path: path, reason: "cannot read file")
      }
      content.append((path, Array(data)))
    }
    var sources: [(String, String)] = []
    for modelFolder in modelFolders where FileManager.default.fileExists(atPath: modelFolder) {
      for relative in try files(under: modelFolder, withExtension: "swift") {
        let path = modelFolder + "/" + relative
        guard let data = FileManager.default.contents(atPath: path) else {
          throw SiteWriteError(path: path, reason: "cannot read file")
        }
        sources.append((path, String(decoding: data, as: UTF8.self)))
      }
    }
    return SiteInput(contentFiles: content, contentFolder: folder, modelSources: sources)
  }

  static func files(under folder: String, withExtension ext: String) throws(SiteWriteError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SiteWriteError(path: folder, reason: "no such folder")
    }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw SiteWriteError(path: folder, reason: "cannot list folder")
    }
    var found: [String] = []
    while let item = enumerator.nextObject() as? String {
      if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if item.hasSuffix("." + ext) { found.append(item) }
    }
    // Byte order, not locale order, so every machine plans the same site.
    return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }
}
