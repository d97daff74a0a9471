extension Declaration {
  /// The first sentence of the Chinese description (notes-format.md: "a summary: the first
  /// sentence"), up to and including the first `。`, `！` or `？`.
  public var summaryZh: String? { descriptionZh.map { firstSentence($0, enders: ["。", "！", "？"]) } }

  /// The first sentence of the English description, up to a `.`, `!` or `?` followed by a
  /// space or the end (so `1.0` and `bounds.origin` do not end it).
  public var summaryEn: String? { descriptionEn.map { firstSentence($0, enders: [".", "!", "?"]) } }
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
