import Foundation

/// A failure writing the docset, with the path it concerns (printed as `path: error: …`).
public struct DocsetError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  public var description: String { "\(path): error: \(reason)" }
}

/// The docset folder on disk: which outputs may be replaced, and the swap that replaces one.
public enum DocsetFolder {
  /// Files that mark a folder as a docset this command may replace.
  static let signature = ["Contents/Info.plist", "Contents/Resources/docSet.dsidx"]

  /// Refuses an output the command must not replace: no name of its own, a parent that is not
  /// a folder, a symbolic link, a file, a folder that is or holds one the build reads, or a
  /// non-empty folder that is not a docset. Missing and empty are fine.
  public static func checkOutput(_ output: String, protecting: [String]) throws(DocsetError) {
    let base = (output as NSString).lastPathComponent
    guard !output.isEmpty, !base.isEmpty, base != ".", base != "..", base != "/" else {
      throw DocsetError(path: output.isEmpty ? "\"\"" : output, reason: "names no folder of its own; give the docset folder by its name (--output ScrollNotes.docset)")
    }
    let parent = parentFolder(of: output)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
      throw DocsetError(path: output, reason: "cannot write here: \(parent) is not a folder")
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: output) else { return }  // nothing there yet
    let type = attributes[.type] as? FileAttributeType
    if type == .typeSymbolicLink {
      throw DocsetError(path: output, reason: "is a symbolic link; the docset needs a folder of its own (choose another --output)")
    }
    guard type == .typeDirectory else {
      throw DocsetError(path: output, reason: "is not a folder; the docset needs a folder of its own (choose another --output)")
    }
    let outputReal = (output as NSString).resolvingSymlinksInPath
    for folder in protecting {
      let real = (folder as NSString).resolvingSymlinksInPath
      guard FileManager.default.fileExists(atPath: folder), real == outputReal || real.hasPrefix(outputReal + "/") else { continue }
      throw DocsetError(path: output, reason: "is or holds \(folder), which the build reads; writing the docset would replace it (choose another --output)")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    if names.isEmpty || signature.allSatisfy({ FileManager.default.fileExists(atPath: output + "/" + $0) }) { return }
    throw DocsetError(
      path: output,
      reason: "is a folder with files in it that is not a docset (no Contents/Resources/docSet.dsidx); writing the docset would replace them (empty it or choose another --output)")
  }

  /// Puts the finished docset `staged` at `output`; a docset already there is moved into
  /// `retired` first (the caller removes it) and put back if the second rename fails.
  public static func swap(staged: String, into output: String, retired: String) throws(DocsetError) {
    let hadOutput = FileManager.default.fileExists(atPath: output)
    if hadOutput, rename(output, retired) != 0 {
      throw DocsetError(path: output, reason: "cannot move the old docset aside: \(String(cString: strerror(errno)))")
    }
    if rename(staged, output) != 0 {
      let reason = String(cString: strerror(errno))
      if hadOutput { _ = rename(retired, output) }
      throw DocsetError(path: output, reason: "cannot put the new docset in place: \(reason)")
    }
  }

  /// The folder beside `output` a run builds in (`.ScrollNotes.docset.work-<pid>`); the run
  /// removes it when it ends.
  public static func workFolder(for output: String) -> String {
    parentFolder(of: output) + "/." + (output as NSString).lastPathComponent + ".work-\(getpid())"
  }

  /// Removes work folders beside `output` left by runs that were killed (their process is
  /// gone); those of runs still going are left alone.
  public static func removeStaleWorkFolders(for output: String) {
    let prefix = "." + (output as NSString).lastPathComponent + ".work-"
    let parent = parentFolder(of: output)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
      guard let process = Int32(name.dropFirst(prefix.count)), process > 0 else { continue }
      if kill(process, 0) != 0, errno == ESRCH { try? FileManager.default.removeItem(atPath: parent + "/" + name) }
    }
  }

  static func parentFolder(of path: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }
}
