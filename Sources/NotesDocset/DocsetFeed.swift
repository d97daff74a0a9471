import Foundation

/// What publishing a docset needs: `ScrollNotes.tgz` (the docset folder, archived the same
/// way every time) and `ScrollNotes.xml`, the feed Dash and Zeal poll for new versions.
public enum DocsetFeed {
  public static let archiveName = DocsetInfoPlist.name + ".tgz"
  public static let feedName = DocsetInfoPlist.name + ".xml"

  /// `<entry><version>0.4.0</version><url>https://…/ScrollNotes.tgz</url></entry>`.
  public static func xml(version: String, baseURL: String) -> String {
    let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    return "<entry>\n  <version>\(XMLText.escape(version))</version>\n  <url>\(XMLText.escape(base + archiveName))</url>\n</entry>\n"
  }

  /// Archives `folder` (named as it is inside the archive) into `archive` with GNU tar and
  /// gzip: names sorted, every time stamp 0, owner and group 0 by number, modes normalised,
  /// no name or time in the gzip header. The bytes depend only on the files' names and
  /// contents (and the tar and gzip versions).
  public static func archive(folder: String, to archive: String) throws(DocsetError) {
    let parent = DocsetFolder.parentFolder(of: folder)
    let name = (folder as NSString).lastPathComponent
    let temporary = archive + ".tmp-\(getpid())"
    defer { unlink(temporary) }
    // One pipeline under bash (pipefail: a failing tar is not hidden by gzip); the paths go
    // in as arguments, never into the script text.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c",
      "set -o pipefail; tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner --mode=u=rwX,go=rX --format=gnu "
        + "-C \"$1\" -cf - \"$2\" | gzip -9 -n > \"$3\"",
      "bash", parent, name, temporary,
    ]
    do { try process.run() } catch {
      throw DocsetError(path: archive, reason: "cannot run tar and gzip: \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DocsetError(path: archive, reason: "archiving failed (exit \(process.terminationStatus)); GNU tar and gzip are needed")
    }
    guard rename(temporary, archive) == 0 else {
      throw DocsetError(path: archive, reason: "cannot write the archive: \(String(cString: strerror(errno)))")
    }
  }

  /// Writes the archive and the feed into `folder` (created if missing), replacing only
  /// those two files.
  public static func publish(docset: String, version: String, baseURL: String, into folder: String) throws(DocsetError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw DocsetError(path: folder, reason: "is not a folder; --feed names the folder for \(archiveName) and \(feedName)") }
    } else {
      do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
        throw DocsetError(path: folder, reason: "cannot create folder: \(error.localizedDescription)")
      }
    }
    for name in [archiveName, feedName] {
      var existingIsFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &existingIsFolder), existingIsFolder.boolValue {
        throw DocsetError(path: folder + "/" + name, reason: "is a folder; it would be replaced by the \(name == archiveName ? "archive" : "feed") (choose another --feed)")
      }
    }
    try archive(folder: docset, to: folder + "/" + archiveName)
    let feed = folder + "/" + feedName
    let temporary = feed + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(xml(version: version, baseURL: baseURL).utf8)),
      rename(temporary, feed) == 0
    else {
      unlink(temporary)
      throw DocsetError(path: feed, reason: "cannot write the feed: \(String(cString: strerror(errno)))")
    }
  }
}
