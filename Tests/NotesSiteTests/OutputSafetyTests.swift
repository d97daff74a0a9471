import Foundation
import Testing

@testable import NotesSite

/// Committing a site replaces everything in the output folder, so a session refuses an
/// output whose files are not a site this tool built, before it creates or removes anything.
@Suite final class OutputSafety {
  let root = NSTemporaryDirectory() + "output-safety-\(UUID().uuidString)"

  init() throws { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: root) }

  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  func refusal(_ output: String, protecting: [String] = []) -> String? {
    do {
      _ = try SiteWriterSession(output: output, protecting: protecting)
      return nil
    } catch {
      return error.reason
    }
  }

  /// Names in the root other than the ones given (a refused session leaves no staging folder).
  func leftovers(besides names: Set<String>) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: root)).subtracting(names)
  }

  @Test func refusesAFolderOfTheUsersFiles() throws {
    try write("keep me", to: "\(root)/mine/precious.txt")
    #expect(refusal("\(root)/mine")?.contains("not a site built by scrollnotes") == true)
    #expect(FileManager.default.fileExists(atPath: "\(root)/mine/precious.txt"))
    #expect(try leftovers(besides: ["mine"]).isEmpty)
  }

  @Test func refusesAnOutputThatIsOrHoldsTheNotes() throws {
    try write("## Notes 笔记\n", to: "\(root)/notes/a.md")
    #expect(refusal("\(root)/notes", protecting: ["\(root)/notes"])?.contains("which the build reads") == true)
    #expect(refusal(root, protecting: ["\(root)/notes"])?.contains("which the build reads") == true)
    #expect(FileManager.default.fileExists(atPath: "\(root)/notes/a.md"))
  }

  @Test func refusesAFileAndAPathUnderAFile() throws {
    try write("x", to: "\(root)/afile")
    #expect(refusal("\(root)/afile")?.contains("is not a folder") == true)
    #expect(refusal("\(root)/afile/sub")?.contains("is not a folder") == true)
    #expect(try leftovers(besides: ["afile"]).isEmpty)
  }

  @Test func replacesWhatItBuiltAndMarksIt() throws {
    var tree = SiteTree()
    try tree.add("index.html", text: "<p>one</p>")
    _ = try SiteWriter.replace("\(root)/site", with: tree)
    #expect(FileManager.default.fileExists(atPath: "\(root)/site/\(SiteWriter.siteMarker)"))
    try tree.add("more.html", text: "<p>two</p>")
    _ = try SiteWriter.replace("\(root)/site", with: tree)  // the marked folder is replaceable
    #expect(FileManager.default.fileExists(atPath: "\(root)/site/more.html"))
    // A missing or empty folder is fine too.
    try FileManager.default.createDirectory(atPath: "\(root)/empty", withIntermediateDirectories: true)
    #expect(refusal("\(root)/empty") == nil)
    #expect(refusal("\(root)/missing") == nil)
  }

  @Test func recognisesASiteBuiltBeforeTheMarker() throws {
    for name in SiteWriter.siteSignature { try write("{}", to: "\(root)/old/\(name)") }
    #expect(refusal("\(root)/old") == nil)
  }

  /// A site is recognised by the names it holds, looked up without listing the folder; a
  /// folder with some of a site's files and not the rest is still the user's.
  @Test func aFolderWithPartOfASitesFilesIsRefused() throws {
    for name in SiteWriter.siteSignature.dropLast() { try write("{}", to: "\(root)/part/\(name)") }
    #expect(refusal("\(root)/part")?.contains("not a site built by scrollnotes") == true)
    // The marker answers for the folder whatever else it holds, as a file or not.
    try FileManager.default.createDirectory(atPath: "\(root)/part/\(SiteWriter.siteMarker)", withIntermediateDirectories: true)
    #expect(refusal("\(root)/part") == nil)
  }
}
