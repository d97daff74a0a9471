import Testing

@testable import NotesLexer

/// A word is a keyword exactly when the list of keywords holds it: every keyword, every
/// keyword one byte short, long or changed, and identifiers of every length up to 20.
@Suite struct SwiftKeywordLookup {
  static func isKeyword(_ word: String) -> Bool {
    var bytes = Array(("(" + word + ")").utf8)
    return bytes.withUnsafeMutableBufferPointer { SwiftKeywords.contains(UnsafeBufferPointer($0), 1..<($0.count - 1)) }
  }

  @Test func answersWhatTheListAnswers() {
    var words = SwiftKeywords.words
    for keyword in SwiftKeywords.words {
      words += [String(keyword.dropLast()), String(keyword.dropFirst()), keyword + "s", keyword.uppercased(), "_" + keyword]
      words.append(String(keyword.dropLast()) + "x")
    }
    words += (1...20).map { String(repeating: "a", count: $0) } + ["", "Self", "self", "selfish", "associatedtypes", "precedencegroupX", "中文"]
    var keywords = 0
    for word in words {
      let expected = SwiftKeywords.words.contains(word)
      #expect(Self.isKeyword(word) == expected, "\(word)")
      if expected { keywords += 1 }
    }
    #expect(keywords >= SwiftKeywords.words.count)
  }
}
