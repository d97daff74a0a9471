import NotesCore
import Testing

@Suite struct JSONParsing {
  @Test func readsNestedValuesAndKeepsMemberOrder() throws {
    let value = try JSONValue.parse(#"{"b": [1, 2.5, -3e2], "a": {"t": true, "f": false, "n": null}, "s": "中文\n"}"#)
    #expect(value.objectValue?.map(\.key) == ["b", "a", "s"])
    #expect(value["b"] == [1, 2.5, -300])
    #expect(value["a"]?["t"] == true)
    #expect(value["a"]?["n"]?.isNull == true)
    #expect(value["s"]?.stringValue == "中文\n")
  }

  @Test func decodesEscapesIncludingSurrogatePairs() throws {
    let value = try JSONValue.parse(#""\u0041\u00e9\ud83d\ude00\"\\\/\t""#)
    #expect(value.stringValue == "Aé😀\"\\/\t")
  }

  @Test(arguments: [
    ("", 1, 1, "expected a JSON value, found the end of the input"),
    ("{\"a\": 1,}", 1, 9, "expected a string key"),
    ("[1, 2", 1, 6, "unterminated array"),
    ("{\n  \"a\": tru\n}", 2, 8, "invalid literal, expected 'true'"),
    ("01", 1, 1, "numbers cannot have leading zeros"),
    ("\"abc", 1, 1, "unterminated string"),
    ("[1] 2", 1, 5, "unexpected text after the JSON value"),
    ("{\"中文\": x}", 1, 8, "unexpected character 'x'"),
  ])
  func reportsLineAndCharacterColumnOfTheFirstError(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONParseError(line: line, column: column, message: message)) {
      try JSONValue.parse(text)
    }
  }

  @Test func rejectsInvalidUTF8InsideStrings() {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(bytes: [0x22, 0xFF, 0x22]) }
  }

  @Test func stopsAtAbsurdNestingInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
  }
}

/// The parser reads strings without `String(validating:)` and integers without `Double(text)`;
/// both replaced steps are kept here as the references.
@Suite struct JSONParsingFastPaths {
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test func validatesUTF8AsTheStandardLibraryDoes() {
    // Edges of every lead byte's range, then random mixtures of them.
    let pieces: [[UInt8]] = [
      [0x41], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
      [0xE1, 0x80, 0x80], [0xEC, 0xBF, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE6, 0xBB], [0xF0, 0x9F], Array("滚动".utf8), Array("e\u{301}".utf8),
    ]
    var random = Random(state: 19)
    var inputs = pieces
    for _ in 0..<20_000 { inputs.append((0..<random.next(5)).flatMap { _ in pieces[random.next(pieces.count)] }) }
    for _ in 0..<5_000 { inputs.append((0..<random.next(8)).map { _ in UInt8(random.next(256)) }) }
    for bytes in inputs {
      bytes.withUnsafeBufferPointer { buffer in
        #expect(UTF8Validation.string(buffer) == String(validating: bytes, as: UTF8.self), "\(bytes)")
      }
    }
  }

  @Test func readsIntegersAsDoubleReadsTheirText() throws {
    var texts = ["0", "-0", "7", "-7", "999999999999999", "-999999999999999", "1000000000000000", "9007199254740993", "12345678901234567890"]
    var random = Random(state: 5)
    for digits in 1...18 {
      for _ in 0..<200 {
        let first = String(1 + random.next(9))
        let rest = (1..<digits).map { _ in String(random.next(10)) }.joined()
        texts.append((random.next(2) == 0 ? "-" : "") + first + rest)
      }
    }
    for text in texts {
      let parsed = try #require(JSONValue.parse(text).doubleValue)
      let reference = try #require(Double(text))
      #expect(parsed.bitPattern == reference.bitPattern, "\(text)")
    }
  }
}

@Suite struct JSONWriting {
  @Test(arguments: [
    (59.0, "59"), (-0.0, "0"), (0.1, "0.1"), (2.7397, "2.7397"), (-64, "-64"),
    (1e-7, "1e-7"), (1.5e300, "1.5e300"), (Double.nan, "null"),
  ])
  func writesNumbersInTheirShortestStableForm(number: Double, text: String) {
    #expect(JSONValue.number(number).serialized() == text)
  }

  @Test func writesOneLineOrIndentedAndRoundTrips() throws {
    let value: JSONValue = .object(["answers": [.object(["top": 59, "left": 0])], "ok": true, "e": [], "o": .object([])])
    #expect(value.serialized() == #"{"answers": [{"top": 59, "left": 0}], "ok": true, "e": [], "o": {}}"#)
    #expect(value.serialized(pretty: true) == """
      {
        "answers": [
          {
            "top": 59,
            "left": 0
          }
        ],
        "ok": true,
        "e": [],
        "o": {}
      }
      """)
    #expect(try JSONValue.parse(value.serialized(pretty: true)) == value)
  }

  @Test func escapesControlCharactersAndLineSeparators() {
    #expect(JSONValue.string("a\"b\\c\u{01}\u{2028}").serialized() == #""a\"b\\c\u0001\u2028""#)
  }
}

/// `JSONValue.writeString` escapes bytes in runs; it must write what escaping scalar by
/// scalar wrote (kept here as the reference) for any text, the characters that share the
/// lead byte of U+2028 and U+2029 included.
@Suite struct JSONStringEscaping {
  static func scalarByScalar(_ s: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += Array("\\\"".utf8)
      case "\\": out += Array("\\\\".utf8)
      case "\n": out += Array("\\n".utf8)
      case "\r": out += Array("\\r".utf8)
      case "\t": out += Array("\\t".utf8)
      case "\u{08}": out += Array("\\b".utf8)
      case "\u{0C}": out += Array("\\f".utf8)
      case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out += Array(String(scalar).utf8)
      }
    }
    return out + [UInt8(ascii: "\"")]
  }

  @Test func writesWhatScalarByScalarEscapingWrote() {
    let pieces = [
      "a", "contentOffset", "\"", "\\", "\n", "\r\n", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}",
      "\u{2027}", "\u{202A}", "€", "→", "中文", "é", "😀", "\u{301}",
    ]
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for _ in 0..<5_000 {
      let text = (0..<(next() % 12)).map { _ in pieces[next() % pieces.count] }.joined()
      var out: [UInt8] = []
      JSONValue.writeString(text, into: &out)
      #expect(out == Self.scalarByScalar(text), "\(text.debugDescription)")
    }
  }
}
