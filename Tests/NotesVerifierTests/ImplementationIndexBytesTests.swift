import Foundation
import NotesCore
import Testing

@testable import NotesVerifier

/// `ImplementationIndex.scan` reads indentation and comment markers on bytes; it must find
/// every `Models:` line's implementation where the character reading does (kept here, as it
/// was at commit 499e510e, as the reference): on every model source in the repository and on
/// random sources made of doc comments, attributes, blank lines and the characters where
/// bytes and characters differ.
@Suite struct ImplementationIndexBytes {
  static func same(_ files: [(String, String)]) -> Bool {
    var new = ImplementationIndex()
    var old: [String: [ImplementationIndex.Location]] = [:]
    for (file, text) in files {
      new.scan(file: file, source: text)
      CharacterScan.scan(file: file, source: text, into: &old)
    }
    return new.locations == old
  }

  @Test func findsWhatTheCharacterReadingFindsInTheModel() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
    var files: [(String, String)] = []
    for folder in ["ScrollModel", "ScrollLayout", "ScrollExamples"] {
      let path = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: path.path).sorted() where name.hasSuffix(".swift") {
        files.append((folder + "/" + name, try String(contentsOf: path.appendingPathComponent(name), encoding: .utf8)))
      }
    }
    #expect(files.count > 30)
    #expect(Self.same(files))
    var index = ImplementationIndex()
    for (file, text) in files { index.scan(file: file, source: text) }
    #expect(index.locations.count > 50)
  }

  @Test func findsWhatTheCharacterReadingFindsInRandomSources() {
    let pieces = [
      "/// Models: UIScrollView.a, `UIScrollView.b`.", "/// Models:", "///Models: X.y", "/// Doc.", "// note", "@MainActor", "  ", "\t",
      "var a = 1", "\n", "\n", "\r\n", "/", "@", "\u{301}", "中", " \u{301}", "///\u{301}", "//\u{301}", "func f()",
      "///   Models: ,, A.b ,`c`, .`", "/// Models:X,\tY.z\t", "Models: Q.r", ",", "`",
    ]
    var random = TestRandom(seed: 17)
    for _ in 0..<4_000 {
      let text = (0..<(random.next() % 30)).map { _ in pieces[random.next() % pieces.count] }.joined()
      #expect(Self.same([("F.swift", text)]), "\(text.debugDescription)")
    }
  }
}

/// The scan on characters.
private enum CharacterScan {
  static func scan(file: String, source: String, into locations: inout [String: [ImplementationIndex.Location]]) {
    var pending: [String] = []
    var lineNumber = 0
    for rawLine in ByteScan.lines(of: source) {
      lineNumber += 1
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("///") {
        let text = line.dropFirst(3).drop { $0 == " " }
        if text.hasPrefix("Models:") {
          for name in text.dropFirst("Models:".count).split(separator: ",") {
            var slice = name[...]
            while let first = slice.first, " \t`.".contains(first) { slice = slice.dropFirst() }
            while let last = slice.last, " \t`.".contains(last) { slice = slice.dropLast() }
            if !slice.isEmpty { pending.append(String(slice)) }
          }
        }
        continue
      }
      if pending.isEmpty { continue }
      if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("@") { continue }
      for name in pending { locations[name, default: []].append(ImplementationIndex.Location(file: file, line: lineNumber)) }
      pending.removeAll()
    }
  }
}
