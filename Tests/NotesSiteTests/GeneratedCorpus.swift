import Foundation
import Testing

/// A corpus of notes files written by `Benchmarks/make_corpus.py` (deterministic) into a
/// temporary folder, for tests that compare two ways of building the same pages.
struct GeneratedCorpus {
  /// The folder to remove afterwards.
  let root: String
  /// The notes files' folder.
  var content: String { root + "/md" }

  init(pages: Int, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    root = NSTemporaryDirectory() + "\(name)-\(getpid())-\(UUID().uuidString)"
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", InternedSearchIndexTests.packageRoot + "/Benchmarks/make_corpus.py", root, String(pages)]
    python.standardOutput = FileHandle.nullDevice
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0, "Benchmarks/make_corpus.py ran", sourceLocation: sourceLocation)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
