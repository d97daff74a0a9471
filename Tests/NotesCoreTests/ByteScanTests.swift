import Foundation
import Testing

@testable import NotesCore

/// The word-at-a-time scans answer exactly what a byte-by-byte loop answers, at every start
/// offset of inputs built from the bytes they look for, placed at every position of a word.
@Suite struct ByteScanTests {
  /// Deterministic inputs: a counter scrambled by Knuth's multiplicative hash, so a failure
  /// names a reproducible input.
  struct Bytes {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 1
      return (state &* 0x9E37_79B9_7F4A_7C15) >> 17
    }
    /// Mostly letters, with the bytes the scans stop at mixed in.
    mutating func input(length: Int) -> [UInt8] {
      let alphabet: [UInt8] = Array("ab{=UI\n\r!c".utf8) + [0x00, 0x80, 0xBF, 0xC2, 0xE4, 0xED, 0xF0, 0xFF, 0x7F]
      return (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
    }
    /// Pieces of the words looked for, so whole and broken words fall across every word boundary.
    mutating func pieces(count: Int) -> [UInt8] {
      let pieces = ["{", "{{", "{{=", "co", "constrain", "constraint", "UI", "U", "!重", "!重点", "a", "\n", "默"]
      return (0..<count).flatMap { _ in Array(pieces[Int(next() % UInt64(pieces.count))].utf8) }
    }
  }

  static let inputs: [[UInt8]] = {
    var bytes = Bytes(state: 19)
    return (0..<400).map { n in bytes.input(length: n % 41) } + (0..<300).map { n in bytes.pieces(count: n % 23) } + [Array("默认值为 true，{{=x}} !重点 constraint".utf8), []]
  }()

  @Test func findsTheFirstByteAsALoopDoes() {
    for input in Self.inputs {
      input.withUnsafeBufferPointer { p in
        for start in 0...input.count {
          for byte in [UInt8(ascii: "{"), 0x00, 0x0A, 0xFF] {
            #expect(ByteScan.firstIndex(of: byte, in: p, from: start) == input[start...].firstIndex(of: byte), "\(input) from \(start)")
          }
        }
      }
    }
  }

  @Test func findsTheFirstOfTwoBytesAsALoopDoes() {
    for input in Self.inputs {
      input.withUnsafeBufferPointer { p in
        for start in 0...input.count {
          for (a, b) in [(UInt8(ascii: "{"), UInt8(ascii: "!")), (0x0A, 0xFF), (0x00, 0x00)] {
            #expect(ByteScan.firstIndex(ofEither: a, b, in: p, from: start) == input[start...].firstIndex { $0 == a || $0 == b }, "\(input) from \(start)")
          }
        }
      }
      let text = String(decoding: input, as: UTF8.self)
      #expect(ByteScan.containsEither(UInt8(ascii: "{"), UInt8(ascii: "!"), in: text) == text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "!") })
    }
  }

  @Test func findsWordsAsASearchOfEveryPositionDoes() {
    func naive(_ needle: String, _ input: [UInt8]) -> Bool {
      let n = Array(needle.utf8)
      return input.count >= n.count && (0...(input.count - n.count)).contains { Array(input[$0..<$0 + n.count]) == n }
    }
    for input in Self.inputs {
      input.withUnsafeBufferPointer { p in
        #expect(ByteScan.contains("{{", in: p) == naive("{{", input))
        #expect(ByteScan.contains("UI", in: p) == naive("UI", input))
        #expect(ByteScan.contains("{{=", in: p) == naive("{{=", input))
        #expect(ByteScan.contains("!重点", in: p) == naive("!重点", input))
        #expect(ByteScan.contains("constraint", in: p) == naive("constraint", input))
      }
    }
  }

  @Test func countsScalarStartsAsALoopDoes() {
    for input in Self.inputs {
      input.withUnsafeBufferPointer { p in
        for start in 0...input.count {
          for end in start...input.count {
            #expect(ByteScan.scalarStarts(in: p, from: start, to: end) == input[start..<end].count { $0 & 0xC0 != 0x80 })
          }
        }
      }
    }
  }

  @Test func readsIndentationAndASCIIPrefixesAsCharactersDo() {
    // Random lines of what the steps look at, with the characters where bytes and characters
    // differ: a combining mark after a blank or after a prefix's last character, CR LF.
    let pieces = [" ", "\t", "/", "//", "///", "@", "// example:", "// end example", "x", "\u{301}", " \u{301}", "中", "\r\n", "\u{212A}", "e"]
    var state: UInt64 = 29
    for _ in 0..<5_000 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      var line = ""
      for _ in 0..<Int(state >> 60) {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        line += pieces[Int(state >> 33) % pieces.count]
      }
      let slice = line[...]
      #expect(ByteScan.dropIndent(slice) == slice.drop { $0 == " " || $0 == "\t" }, "\(line.debugDescription)")
      if let count = ByteScan.indentBytes(slice) { #expect(count == slice.prefix { $0 == " " || $0 == "\t" }.count, "\(line.debugDescription)") }
      #expect(ByteScan.hasPrefix(slice, "///") == slice.hasPrefix("///"), "\(line.debugDescription)")
      #expect(ByteScan.hasPrefix(slice, "// example:") == slice.hasPrefix("// example:"), "\(line.debugDescription)")
      #expect(ByteScan.hasPrefix(slice, "@") == slice.hasPrefix("@"), "\(line.debugDescription)")
    }
  }

  @Test func splitsLinesOnTheBytesAsTheCharacterSplitDoes() throws {
    // A newline is a character of its own unless a carriage return comes before it.
    var texts = ["", "\n", "a\nb", "a\r\nb\nc", "\r\n\r\n", "\r", "中\n文\n", "e\u{301}\n\u{301}x", "\n\u{301}"]
    texts += Self.inputs.map { String(decoding: $0, as: UTF8.self) }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
    for folder in ["ScrollExamples", "ScrollModel"] {
      let path = sources.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: path.path) where name.hasSuffix(".swift") {
        texts.append(try String(contentsOf: path.appendingPathComponent(name), encoding: .utf8))
      }
    }
    #expect(texts.count > 60)
    for text in texts {
      #expect(ByteScan.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.prefix(20).debugDescription)")
    }
  }

  @Test func stopsAtTheFirstSpecialByteAndLineBreakAsALoopDoes() {
    for input in Self.inputs {
      input.withUnsafeBufferPointer { p in
        for start in 0...input.count {
          let special = input[start...].firstIndex { $0 >= 0x80 || $0 == 0 || $0 == 0x0A || $0 == 0x0D } ?? input.count
          #expect(ByteScan.firstSpecial(in: p, from: start) == special)
          #expect(ByteScan.firstLineBreak(in: p, from: start) == (input[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? input.count))
          for byte in [UInt8(0x0A), 0x7B, 0x00] {
            #expect(ByteScan.firstIndex(ofByteOrNonASCII: byte, in: p, from: start) == (input[start...].firstIndex { $0 == byte || $0 >= 0x80 } ?? input.count))
          }
        }
      }
    }
  }

  /// SourceText's line table and clean check, which use the scans, against plain loops.
  @Test func sourceTextFindsLinesAndCleanTextAsPlainLoopsDo() {
    for input in Self.inputs {
      let source = SourceText(input)
      var starts = [0]
      var i = 0
      let bytes = source.bytes
      while i < bytes.count {
        if bytes[i] == 0x0A || bytes[i] == 0x0D {
          if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
          starts.append(i + 1)
        }
        i += 1
      }
      #expect(source.lineStarts == starts)
      for line in 1...source.lineCount {
        #expect(source.isASCII(line: line) == bytes[source.lineRange(line)].allSatisfy { $0 < 0x80 })
      }
      let body = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
      let clean = !body.contains(0) && String(validating: body, as: UTF8.self) != nil
      #expect(source.repairs.isEmpty == clean, "\(input)")
    }
  }

  /// The table answers, for every line and byte column (past the line's end too, and past the
  /// file's), what counting characters from the line's start answers.
  @Test func columnTableAnswersWhatCountingFromTheLineStartAnswers() {
    let texts = ["默认值为 true，而 contentInset 为零。🙂 end\nx", "ascii only\nlines", "a\r\n默\r\n\n🙂🙂\n", "默", ""]
      + Self.inputs.map { String(decoding: $0, as: UTF8.self) }
    for text in texts {
      let source = SourceText(text)
      let table = ColumnTable(source)
      // Counted here byte by byte, not with the scans under test.
      func counted(line: Int, byteColumn: Int) -> NotesCore.SourceLocation? {
        guard line >= 1, line <= source.lineCount, byteColumn >= 1 else { return nil }
        // On an ASCII line a byte column is the column, wherever it points.
        if source.bytes[source.lineRange(line)].allSatisfy({ $0 < 0x80 }) { return NotesCore.SourceLocation(line: line, column: byteColumn) }
        let lineStart = source.lineStarts[line - 1]
        let target = min(lineStart + byteColumn - 1, source.bytes.count)
        return NotesCore.SourceLocation(line: line, column: source.bytes[lineStart..<target].count { $0 & 0xC0 != 0x80 } + 1)
      }
      for line in 0...(source.lineCount + 1) {
        for byteColumn in 0...(source.bytes.count + 2) {
          let expected = counted(line: line, byteColumn: byteColumn)
          #expect(table.location(line: line, byteColumn: byteColumn) == expected, "\(text) \(line):\(byteColumn)")
          #expect(source.location(line: line, byteColumn: byteColumn) == expected, "\(text) \(line):\(byteColumn)")
        }
      }
    }
  }
}
