import ArgumentParser
import Foundation
import Testing

@testable import NotesCommandLine

/// `inspect` given something that is not a readable notes file exits 2 with one line naming
/// the file and saying why (cli-contract.md), and never waits on a named pipe.
@Suite final class InspectUnreadableFile {
  let folder = NSTemporaryDirectory() + "inspect-unreadable-\(UUID().uuidString)"

  init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: folder) }

  /// The exit code of `scrollnotes inspect path --json`; nil when it has not finished within
  /// 10 s (a writer then opens the pipe, so the stuck read ends and the test can report it).
  func exitCode(inspecting path: String) throws -> Int32? {
    let command = try InspectCommand.parse([path, "--json"])
    let outcome = OutcomeBox()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      do {
        try command.run()
        outcome.set(0)
      } catch {
        outcome.set((error as? ExitCode)?.rawValue ?? -1)
      }
      done.signal()
    }
    if done.wait(timeout: .now() + 10) == .success { return outcome.value }
    while done.wait(timeout: .now() + 0.1) == .timedOut {
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    return nil
  }

  @Test func aNamedPipeExits2AtOnce() throws {
    let pipe = folder + "/notes.md"
    #expect(mkfifo(pipe, 0o644) == 0)
    #expect(try exitCode(inspecting: pipe) == 2)
    #expect(message(pipe) == "\(pipe): error: cannot read the file: it is a named pipe, not a regular file")
  }

  @Test func aFolderAndALinkToNothingExit2WithTheirReasons() throws {
    let named = folder + "/x.md"
    try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: true)
    #expect(try exitCode(inspecting: named) == 2)
    #expect(message(named) == "\(named): error: cannot read the file: it is a folder, not a regular file")

    let dangling = folder + "/gone.md"
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/nowhere.md")
    #expect(try exitCode(inspecting: dangling) == 2)
    #expect(message(dangling) == "\(dangling): error: cannot read the file: No such file or directory")
  }

  @Test func aRegularFileIsRead() throws {
    let notes = folder + "/ok.md"
    try "# UIScrollView\n".write(toFile: notes, atomically: false, encoding: .utf8)
    #expect(try InspectCommand.readNotes(notes) == Array("# UIScrollView\n".utf8))
  }

  /// The line `inspect` prints for an unreadable file (nil when it reads the file).
  func message(_ path: String) -> String? {
    do {
      _ = try InspectCommand.readNotes(path)
      return nil
    } catch {
      return error.message
    }
  }
}

final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Int32?
  var value: Int32? { lock.withLock { stored } }
  func set(_ value: Int32) { lock.withLock { stored = value } }
}
