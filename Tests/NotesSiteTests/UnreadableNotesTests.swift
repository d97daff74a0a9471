import Foundation
import Testing

@testable import NotesSite

/// A notes file that is not a regular file (a named pipe, a folder named `x.md`, a link to
/// nothing, a device) is refused at once with a reason that says what it is, never waited on.
@Suite struct UnreadableNotes {
  let content = NSTemporaryDirectory() + "unreadable-notes-\(UUID().uuidString)/Content"
  var bad: String { content + "/b.md" }

  init() throws {
    try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
    try "## Notes 笔记\n".write(toFile: content + "/a.md", atomically: false, encoding: .utf8)
  }

  /// What loading the content folder says, run so that a hanging read fails the test.
  func loadRefusal() -> SiteWriteError? {
    let refusal = ErrorBox()
    let content = self.content
    let returned = returnsPromptly(unblocking: bad) {
      do throws(SiteWriteError) { _ = try SiteInput.load(contentFolder: content, modelFolders: []) } catch { refusal.set(error) }
    }
    #expect(returned, "reading the content folder waited on \(bad)")
    return refusal.value
  }

  @Test func aNamedPipeIsRefusedNotReadFrom() throws {
    #expect(mkfifo(bad, 0o644) == 0)
    let refusal = loadRefusal()
    #expect(refusal?.path == bad)
    #expect(refusal?.reason == "cannot read the file: it is a named pipe, not a regular file")
    #expect(SiteInput.unreadableReason(bad) == "it is a named pipe, not a regular file")
  }

  @Test func aFolderNamedLikeNotesIsRefusedWithItsReason() throws {
    try FileManager.default.createDirectory(atPath: bad, withIntermediateDirectories: true)
    #expect(loadRefusal()?.reason == "cannot read the file: it is a folder, not a regular file")
  }

  @Test func aLinkToNothingIsRefusedWithTheSystemsReason() throws {
    try FileManager.default.createSymbolicLink(atPath: bad, withDestinationPath: content + "/nowhere.md")
    #expect(loadRefusal()?.reason == "cannot read the file: No such file or directory")
    #expect(SiteInput.unreadableReason(bad) == "No such file or directory")
  }

  @Test func aLinkToADeviceIsRefusedWithoutOpeningIt() throws {
    try FileManager.default.createSymbolicLink(atPath: bad, withDestinationPath: "/dev/zero")
    #expect(loadRefusal()?.reason == "cannot read the file: it is a device, not a regular file")
  }

  @Test func regularFilesAndLinksToThemAreReadWhole() throws {
    let text = String(repeating: "内容偏移 contentOffset\n", count: 5000)
    try text.write(toFile: bad, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: content + "/c.md", withDestinationPath: bad)
    let input = try SiteInput.load(contentFolder: content, modelFolders: [])
    #expect(input.contentFiles.map(\.file) == [content + "/a.md", bad, content + "/c.md"])
    #expect(input.contentFiles[1].bytes == Array(text.utf8))
    #expect(input.contentFiles[2].bytes == Array(text.utf8))
    #expect(SiteInput.unreadableReason(bad) == nil)
  }
}

final class ErrorBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: SiteWriteError?
  var value: SiteWriteError? { lock.withLock { stored } }
  func set(_ value: SiteWriteError) { lock.withLock { stored = value } }
}
