import Foundation
import Testing

/// Compares `actual` with `Snapshots/<name>` next to this file. With `RECORD_SNAPSHOTS=1`
/// the file is (re)written and the test still fails, so a new baseline is always looked at
/// and committed on purpose, never accepted silently.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: file)
    Issue.record("recorded snapshot \(name); check it, then run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    return
  }
  guard let data = FileManager.default.contents(atPath: file.path) else {
    Issue.record("no snapshot \(name); run with RECORD_SNAPSHOTS=1 to write it", sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  if expected != actual {
    let e = expected.split(separator: ">", omittingEmptySubsequences: false)
    let a = actual.split(separator: ">", omittingEmptySubsequences: false)
    let first = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
    let expectedPart = first < e.count ? String(e[first]) : "(end)"
    let actualPart = first < a.count ? String(a[first]) : "(end)"
    Issue.record("snapshot \(name) differs at element \(first):\n  expected: \(expectedPart)>\n  actual:   \(actualPart)>", sourceLocation: sourceLocation)
  }
}
