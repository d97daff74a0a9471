import Testing

@testable import NotesLexer

/// Renders tokens as `kind:text` for compact expectations, skipping white space.
private func describe(_ source: String) -> [String] {
  let bytes = Array(source.utf8)
  return SwiftLexer.tokenize(bytes).filter { $0.kind != .whitespace }.map { "\($0.kind):\($0.text(in: bytes))" }
}

@Suite struct SwiftLexerTests {
  @Test func classifiesAPropertyDeclarationForHighlighting() {
    #expect(
      describe("weak var delegate: UIScrollViewDelegate? { get set } // 代理")
        == [
          "keyword:weak", "keyword:var", "identifier:delegate", "punctuation::", "typeIdentifier:UIScrollViewDelegate",
          "operator:?", "punctuation:{", "keyword:get", "keyword:set", "punctuation:}", "comment:// 代理",
        ])
  }

  @Test func readsAttributesNumbersAndStrings() {
    #expect(
      describe(##"@MainActor let x = 0x1F + 1.5e3 - "a\"b" + #"raw"#"##)
        == [
          "attribute:@MainActor", "keyword:let", "identifier:x", "operator:=", "number:0x1F", "operator:+",
          "number:1.5e3", "operator:-", #"string:"a\"b""#, "operator:+", ##"string:#"raw"#"##,
        ])
  }

  @Test func keepsMemberAccessDotsApartFromRangeOperators() {
    #expect(describe("a.b...c..<d") == ["identifier:a", "punctuation:.", "identifier:b", "operator:...", "identifier:c", "operator:..<", "identifier:d"])
  }

  @Test func endsAnUnterminatedStringAtTheLineEnd() {
    #expect(describe("\"open\nvar x") == ["string:\"open", "newline:\n", "keyword:var", "identifier:x"])
  }

  @Test func runsAnUnterminatedBlockCommentToTheEnd() {
    #expect(describe("a /* b /* c */ d") == ["identifier:a", "comment:/* b /* c */ d"])
  }

  @Test func readsProseThatLostItsCommentMarkerAsIdentifiers() {
    #expect(describe("case none 拖动不会收起键盘。") == ["keyword:case", "identifier:none", "identifier:拖动不会收起键盘", "punctuation:。"])
  }

  @Test(arguments: [
    [UInt8]([0x00, 0xFF, 0x22, 0x0D]), [0x2F, 0x2A], [0x23, 0x23, 0x22], [0x60], [0x22, 0x22, 0x22, 0x5C],
    [0xC3], Array("r\"\"\"\n\\".utf8),
  ])
  func coversEveryByteOfAnyInputWithContiguousTokens(bytes: [UInt8]) {
    let tokens = SwiftLexer.tokenize(bytes)
    var expectedStart = 0
    for token in tokens {
      #expect(token.start == expectedStart && token.end > token.start, "\(tokens)")
      expectedStart = token.end
    }
    #expect(expectedStart == bytes.count)
  }
}
