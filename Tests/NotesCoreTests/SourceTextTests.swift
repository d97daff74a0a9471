import Testing

@testable import NotesCore

@Suite struct SourceTextTests {
  @Test func removesTheByteOrderMarkAndRecordsIt() {
    let source = SourceText([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
    #expect(source.hadByteOrderMark)
    #expect(source.bytes == Array("ab".utf8))
  }

  @Test(arguments: ["a\nb\nc", "a\r\nb\r\nc", "a\rb\rc"])
  func treatsLineFeedCarriageReturnAndBothAsOneBreak(text: String) {
    let source = SourceText(text)
    #expect(source.lineCount == 3)
    #expect((1...3).map { String(decoding: source.bytes[source.lineRange($0)], as: UTF8.self) } == ["a", "b", "c"])
  }

  @Test func countsColumnsInCharactersNotBytes() {
    let source = SourceText("默认值为 true\nx")
    #expect(source.location(ofOffset: Array("默认值为 ".utf8).count) == SourceLocation(line: 1, column: 6))
    #expect(source.location(line: 1, byteColumn: 13) == SourceLocation(line: 1, column: 5))
    #expect(source.location(ofOffset: source.bytes.count - 1) == SourceLocation(line: 2, column: 1))
  }

  @Test func replacesInvalidUTF8AndNULWithReplacementCharacters() {
    let source = SourceText([0x61, 0xFF, 0x00, 0xE4, 0xB8, 0x62, 0xED, 0xA0, 0x80])
    #expect(String(decoding: source.bytes, as: UTF8.self) == "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(source.repairs.map(\.kind) == [.invalidUTF8, .nulByte, .invalidUTF8, .invalidUTF8, .invalidUTF8, .invalidUTF8, .invalidUTF8])
    #expect(source.repairs.first?.offset == 1)
  }

  @Test func dropsRangesThatEndBeforeTheyStart() {
    #expect(SourceRange(start: SourceLocation(line: 9, column: 1), end: SourceLocation(line: 8, column: 0)) == nil)
    #expect(SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 1)) != nil)
  }
}
