import NotesBook

/// What an API page contributes to the search index beyond its title.
enum SearchText {
  /// The first sentence of each description: the API named in words (`内容原点相对滚动视图原点
  /// 的偏移量`), indexed with heading weight.
  static func summaries(_ declaration: Declaration) -> [String] {
    [firstSentence(declaration.descriptionEn), firstSentence(declaration.descriptionZh)].compactMap { $0 }
  }

  /// Name, descriptions, enum cases and every remark, in both languages.
  static func body(_ declaration: Declaration) -> String {
    var parts = [declaration.name, declaration.descriptionEn, declaration.descriptionZh].compactMap { $0 }
    for item in declaration.describedEnum?.cases ?? declaration.cases {
      parts += [item.name, item.descriptionEn, item.descriptionZh].compactMap { $0 }
    }
    for line in declaration.pitfalls + declaration.observed + declaration.assumptions { parts.append(line.text) }
    if let reason = declaration.notModelled { parts.append(reason.text) }
    return parts.joined(separator: " ")
  }
}
