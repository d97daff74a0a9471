extension Declaration {
  /// The first sentence of the Chinese description (notes-format.md: "a summary: the first
  /// sentence"), up to and including the first `。`, `！` or `？`.
  public var summaryZh: String? { descriptionZh.map(SummarySentence.zh) }

  /// The first sentence of the English description, up to a `.`, `!` or `?` followed by a
  /// space or the end (so `1.0` and `bounds.origin` do not end it).
  public var summaryEn: String? { descriptionEn.map(SummarySentence.en) }
}

extension DocumentedType {
  /// The first sentence of the type's Chinese description.
  public var summaryZh: String? { descriptionZh.map(SummarySentence.zh) }
  /// The first sentence of the type's English description.
  public var summaryEn: String? { descriptionEn.map(SummarySentence.en) }
}

/// The first sentence of a text, as summaries cut it (notes-format.md).
public enum SummarySentence {
  /// Up to a `.`, `!` or `?` followed by a space or the end.
  public static func en(_ text: String) -> String { firstSentence(text, enders: [".", "!", "?"]) }
  /// Up to and including the first `。`, `！` or `？`.
  public static func zh(_ text: String) -> String { firstSentence(text, enders: ["。", "！", "？"]) }
}

/// The text up to and including the first character that is one of `enders` and, when it is
/// ASCII, is followed by a space or the end. Each ender is one scalar that no other scalar
/// sequence equals, so only where its bytes occur can such a character start: the bytes are
/// searched, and the text is read as characters only there (a combining mark after the ender
/// makes another character, as before). The search stops at the first ender that ends the
/// sentence: a paragraph's first sentence is a small part of it.
private func firstSentence(_ text: String, enders: [Unicode.Scalar]) -> String {
  var text = text
  let spellings = enders.map { Array(String($0).utf8) }
  /// Where the next ender's bytes start at or after `from`, if anywhere.
  func candidate(from: Int) -> Int? {
    text.withUTF8 { bytes in
      var i = from
      while i < bytes.count {
        let byte = bytes[i]
        for spelling in spellings where spelling[0] == byte && i + spelling.count <= bytes.count {
          if spelling.indices.allSatisfy({ bytes[i + $0] == spelling[$0] }) { return i }
        }
        i += 1
      }
      return nil
    }
  }
  var from = 0
  while let offset = candidate(from: from) {
    from = offset + 1
    let position = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    guard let index = position.samePosition(in: text) else { continue }
    let character = text[index]
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, enders.contains(scalar) else { continue }
    let next = text.index(after: index)
    if next == text.endIndex || text[next] == " " || !character.isASCII { return String(text[..<next]) }
  }
  return text
}
