import Testing

@testable import NotesExtraction

@Suite struct DefaultPhraseTests {
  /// Every phrasing of notes-format.md, in both languages, with either punctuation width.
  @Test(arguments: [
    ("default:CGSizeZero.", ".zero"),
    ("Default: CGPointZero", ".zero"),
    ("默认值为true", "true"),
    ("默认 false", "false"),
    ("默认true", "true"),
    ("默认zero", ".zero"),
    ("默认 none", ".none"),
    ("默认 default", ".default"),
    ("此属性的默认值为UIScrollView.ContentInsetAdjustmentBehavior.automatic。", ".automatic"),
    ("默认值是 1.0", "1.0"),
    ("The default value is YES", "true"),
    ("the DEFAULT VALUE IS no.", "false"),
    ("Defaults to NO", "false"),
    ("default is 0.0", "0.0"),
    ("默认值：UIEdgeInsetsZero", ".zero"),
    ("默认值为 `.automatic`。", ".automatic"),
    ("默认为 nil", "nil"),
    ("The default value of this property is 1", "1.0"),
    ("默认值为 .zero，即不留边距。", ".zero"),
    ("DEFAULT = 0.998", "0.998"),
  ])
  func normalisesEveryDefaultPhrasing(line: String, expected: String) throws {
    let raw = try #require(DefaultPhrase.find(in: line), "no default phrase found in \(line)")
    #expect(DefaultPhrase.normalize(raw) == expected, "raw value \(raw)")
  }

  @Test(arguments: ["默认情况下，滚动视图会回弹。", "By default, the scroll view bounces.", "isDefault 会被忽略", "可滚动内容的尺寸"])
  func ignoresLinesThatOnlyMentionDefaults(line: String) {
    #expect(DefaultPhrase.find(in: line) == nil)
  }

  @Test(arguments: ["默认值为空", "The default value is platform dependent"])
  func keepsUnreadableDefaultsAsRawText(line: String) throws {
    let raw = try #require(DefaultPhrase.find(in: line))
    #expect(DefaultPhrase.normalize(raw) == nil, "raw value \(raw)")
  }
}
