import Foundation
import Testing

@testable import NotesSite

/// A notes file that is not a regular file (a named pipe, a folder named `x.md`, a link to
/// nothing, a device) is refused at once with a reason that says what it is, never waited on.
@Suite final class UnreadableNotes {
  let content = NSTemporaryDirectory() + "unreadable-notes-\(UUID().uuidString)/Content"
  var bad: String { content + "/b.md" }

  init() throws {
    try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
    try "## Notes 笔记\n".write(toFile: content + "/a.md", atomically: false, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(atPath: (content as NSString).deletingLastPathComponent) }

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

/// A regular file is read whole into a buffer sized by `fstat`, left uninitialized until read.
@Suite struct RegularFileReading {
  @Test func readsEveryByteOfFilesOfEverySize() throws {
    let folder = NSTemporaryDirectory() + "regular-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for size in [0, 1, 4095, 4096, 65_537, 1 << 20] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
      let path = folder + "/f\(size)"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(try SiteInput.readRegularFile(path) == bytes, "size \(size)")
    }
  }

  /// A file whose size `fstat` does not know (Linux's /proc files say 0) is read to its end,
  /// as a file that grows while it is read is.
  @Test func readsPastTheSizeTheFileSystemGave() throws {
    #if os(Linux)
      var info = stat()
      #expect(stat("/proc/self/cmdline", &info) == 0 && info.st_size == 0)
      let read = try SiteInput.readRegularFile("/proc/self/cmdline")
      #expect(read.count > 1)
      #expect(read == Array(try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))))
      // Longer than the first buffer (one byte): read on in chunks.
      let maps = try SiteInput.readRegularFile("/proc/self/maps")
      #expect(maps.count > 4096)
      #expect(maps.last == UInt8(ascii: "\n"))
    #endif
  }
}
