import Foundation
import NotesCore
import Testing

@testable import ScrollExamples

/// `ExampleSource.regionsByID` finds markers and cuts indentation on bytes; it must give the
/// regions the character reading gives (kept here, as it was at commit 32a5a619, as the
/// reference): on every example source in the repository and on random files made of
/// markers, indentation and the characters where bytes and characters differ.
@Suite struct ExampleRegionsBytes {
  @Test func givesTheCharacterReadingsRegionsForEveryExampleSource() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/ScrollExamples").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    var regions = 0
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let expected = CharacterRegions.regionsByID(in: text)
      #expect(ExampleSource.regionsByID(in: text) == expected, "\(name)")
      regions += expected.count
    }
    #expect(regions > 50)
  }

  @Test func givesTheCharacterReadingsRegionsOnRandomFiles() {
    let pieces = [
      "// example: a", "// example: b", "// example:  a ", "// example: a b", "// end example", "// end examples", "  ", "\t", " ",
      "let x = 1", "中文", "\u{301}", "e\u{301}", "\n", "\n", "\n", "\r\n", "\r", "//", "example", ":", "\u{212A}", "a",
    ]
    var state: UInt64 = 5
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(truncatingIfNeeded: state >> 33)
    }
    for _ in 0..<4_000 {
      let text = (0..<(next() % 40)).map { _ in pieces[next() % pieces.count] }.joined()
      #expect(ExampleSource.regionsByID(in: text) == CharacterRegions.regionsByID(in: text), "\(text.debugDescription)")
    }
  }
}

/// The loop on characters, as written before; `markedID` and `dedent`, unchanged, are the
/// source's own (its character steps, which the byte reading falls back to).
private enum CharacterRegions {
  static func regionsByID(in fileText: String) -> [String: [String]] {
    var found: [String: [String]] = [:]
    var open: [(id: String, lines: [Substring])] = []
    for line in ByteScan.lines(of: fileText) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if !open.isEmpty, trimmed.hasPrefix("// end example") {
        for region in open { found[region.id, default: []].append(ExampleSource.dedent(region.lines)) }
        open.removeAll()
        continue
      }
      for i in open.indices { open[i].lines.append(line) }
      if let marked = ExampleSource.markedID(trimmed), !open.contains(where: { $0.id == marked }) { open.append((marked, [])) }
    }
    return found
  }
}
