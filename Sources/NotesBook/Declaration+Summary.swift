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

private func firstSentence(_ text: String, enders: Set<Character>) -> String {
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
