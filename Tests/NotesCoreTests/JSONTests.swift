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
