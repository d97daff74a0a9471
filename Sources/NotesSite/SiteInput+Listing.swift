import Foundation

extension SiteInput {
  /// The content files a build reads (`*.md` under the folder, hidden ones skipped), as the
  /// diagnostics print them, in byte order.
  public static func contentFiles(in contentFolder: String) throws(SiteWriteError) -> [String] {
    let folder = contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
    return try files(under: folder, withExtension: "md").map { folder + "/" + $0 }
  }

  /// The folder as content paths start with it (no trailing slash).
  public static func normalizedFolder(_ contentFolder: String) -> String {
    contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
  }
}

extension SiteInput {
  /// `*.swift` under each model folder, as (path, text), sorted per folder.
  public static func modelSources(in modelFolders: [String]) throws(SiteWriteError) -> [(file: String, text: String)] {
    var sources: [(file: String, text: String)] = []
    for modelFolder in modelFolders where FileManager.default.fileExists(atPath: modelFolder) {
      for relative in try files(under: modelFolder, withExtension: "swift") {
        let path = modelFolder + "/" + relative
        guard let bytes = SiteInput.readFile(path) else { throw SiteWriteError(path: path, reason: "cannot read file") }
        sources.append((path, String(decoding: bytes, as: UTF8.self)))
      }
    }
    return sources
  }
}
