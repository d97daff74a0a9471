import NotesBook
import NotesCore

/// Pairs prose into bilingual rows (docs/conventions.md §2): a Chinese block followed by
/// an English one forms a row; code and other language-neutral blocks sit between rows.
struct ArticleBuilder {
  private(set) var article: Article
  private var pendingChinese: ProseBlock?

  init(article: Article) { self.article = article }

  mutating func startSection(level: Int, titleEn: String?, titleZh: String?, location: SourceLocation?) {
    flush()
    article.sections.append(ArticleSection(level: level, titleEn: titleEn, titleZh: titleZh, location: location))
  }

  mutating func addProse(_ block: ProseBlock, isChinese: Bool) {
    if isChinese {
      flush()
      pendingChinese = block
    } else {
      let zh = pendingChinese
      pendingChinese = nil
      append(.row(zh: zh, en: block))
    }
  }

  mutating func addNeutral(_ block: ArticleBlock) {
    flush()
    append(block)
  }

  mutating func finish() -> Article {
    flush()
    return article
  }

  private mutating func flush() {
    if let zh = pendingChinese {
      pendingChinese = nil
      append(.row(zh: zh, en: nil))
    }
  }

  private mutating func append(_ block: ArticleBlock) {
    if article.sections.isEmpty {
      article.sections.append(ArticleSection(level: 1, titleEn: nil, titleZh: nil, location: nil))
    }
    article.sections[article.sections.count - 1].blocks.append(block)
  }
}
