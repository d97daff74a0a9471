import Foundation
@testable import NotesSite
import Testing

/// A value remembered with its files' signatures (`InputMemo`) is given back only while every
/// file keeps its signature and was last changed well before the signatures were taken.
@Suite struct InputMemos {
  /// A folder with two files, removed when the test ends.
  final class Folder {
    let path = NSTemporaryDirectory() + "input-memo-\(getpid())-\(UUID().uuidString)"
    var files: [String] { [path + "/a.swift", path + "/b.swift"] }
    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for file in files { try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: file)) }
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    var stats: [FileStat?] { files.map(FileStat.of) }
  }

  /// A memo of `folder`'s files as they are now, taken `after` nanoseconds from now.
  func memo(_ folder: Folder, takenAfter after: Int64) -> InputMemo {
    InputMemo(taken: FileStat.now() + after, files: folder.files, stats: folder.stats.map { $0! }, value: Array("abc".utf8))
  }

  @Test func filesThatKeepTheirSignaturesGiveTheValueBack() throws {
    let folder = try Folder()
    let memo = memo(folder, takenAfter: 3_000_000_000)
    #expect(memo.value(files: folder.files, stats: folder.stats) == Array("abc".utf8))
  }

  @Test func aFileChangedSinceGivesNothing() throws {
    let folder = try Folder()
    let memo = memo(folder, takenAfter: 3_000_000_000)
    try Data("struct B {}\n".utf8).write(to: URL(fileURLWithPath: folder.files[1]))
    #expect(memo.value(files: folder.files, stats: folder.stats) == nil)
  }

  @Test func aFileChangedJustBeforeTheSignaturesWereTakenIsNotTrusted() throws {
    // Its bytes may have changed again within the timestamps' granularity, signature unchanged.
    let folder = try Folder()
    let memo = memo(folder, takenAfter: 1_000_000_000)
    #expect(memo.value(files: folder.files, stats: folder.stats) == nil)
  }

  @Test func anotherListOfFilesOrAMissingFileGivesNothing() throws {
    let folder = try Folder()
    let memo = memo(folder, takenAfter: 3_000_000_000)
    #expect(memo.value(files: [folder.files[0]], stats: [folder.stats[0]]) == nil)
    #expect(memo.value(files: folder.files.reversed(), stats: folder.stats.reversed()) == nil)
    try FileManager.default.removeItem(atPath: folder.files[1])
    #expect(memo.value(files: folder.files, stats: folder.stats) == nil)
  }

  @Test func aStoredMemoReadsBackWholeAndAnythingElseReadsAsNone() throws {
    let folder = try Folder()
    let memo = memo(folder, takenAfter: 3_000_000_000)
    let path = folder.path + "/memo.inputs"
    memo.store(at: path)
    #expect(InputMemo.read(path) == memo)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.swift", "b.swift", "memo.inputs"])
    let bytes = memo.encoded
    for cut in [0, 4, bytes.count / 2, bytes.count - 1] { #expect(InputMemo.decode(Array(bytes[..<cut])) == nil) }
    #expect(InputMemo.decode(bytes + [0]) == nil)
    #expect(InputMemo.read(folder.path + "/none.inputs") == nil)
    // A folder that does not exist: nothing stored, nothing reported.
    memo.store(at: folder.path + "/missing/memo.inputs")
    #expect(InputMemo.read(folder.path + "/missing/memo.inputs") == nil)
  }
}
