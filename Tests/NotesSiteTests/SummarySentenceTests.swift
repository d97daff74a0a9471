import NotesBook
import Testing

/// The first sentence is found on bytes and read as characters only where an ender's bytes
/// occur; it must be what walking every character gives (the rule as first written, kept
/// here as the reference).
struct SummarySentenceTests {
  static func walkingEveryCharacter(_ text: String, enders: Set<Character>) -> String {
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if enders.contains(text[index]), next == text.endIndex || text[next] == " " || !text[index].isASCII {
        return String(text[..<next])
      }
      index = next
    }
    return text
  }

  static let texts = MarkdownTextBytes.randomTexts(
    of: ["a", " ", ".", "!", "?", "。", "！", "？", "\u{301}", "\u{3099}", "中文", "1.0", "\n", "e\u{301}", "\u{FE0F}", "..", "。」", "\u{200D}"],
    seed: 5, longest: 16) + ["", ".", "。", "a. b", "bounds.origin is 0.", "第一句。第二句。", "句\u{301}。", "。\u{301}结束。"]

  @Test func theChineseSentenceIsWhatWalkingEveryCharacterGives() {
    for text in Self.texts {
      #expect(SummarySentence.zh(text) == Self.walkingEveryCharacter(text, enders: ["。", "！", "？"]), "\(text.debugDescription)")
    }
  }

  @Test func theEnglishSentenceIsWhatWalkingEveryCharacterGives() {
    for text in Self.texts {
      #expect(SummarySentence.en(text) == Self.walkingEveryCharacter(text, enders: [".", "!", "?"]), "\(text.debugDescription)")
    }
  }
}
