import NotesBook
import NotesHTML

/// The twins of articles and of notes pages: each language's prose in reading order, with
/// code (keeping that language's comments) and embedded examples (their code, computed
/// output and figure) where the HTML page has them.
extension RenderContext {
  func articleTwin(_ source: Page, title: Bilingual, root: String) -> MarkdownTwin.Parts {
    var parts = MarkdownTwin.Parts(title: MarkdownTwin.title(title), summary: "")
    let titled = source.articles.count > 1
    let en = markdownProse(for: source.file, root: root, language: .en)
    let zh = markdownProse(for: source.file, root: root, language: .zh)
    for article in source.articles {
      let blocks = articleBlocks(article, titled: titled, en: en, zh: zh, root: root)
      parts.en.append(blocks.en)
      parts.zh.append(blocks.zh)
    }
    let summaryEn = source.articles.lazy.compactMap { Self.firstParagraph($0, language: .en).map(en.plainText) }.first
    let summaryZh = source.articles.lazy.compactMap { Self.firstParagraph($0, language: .zh).map(zh.plainText) }.first
    parts.summary = MarkdownTwin.summary(en: summaryEn.map(SummarySentence.en), zh: summaryZh.map(SummarySentence.zh))
    return parts
  }

  /// A notes file without a documented type: its topics (prose and declaration cards), then
  /// its articles.
  func notesTwin(_ source: Page, title: Bilingual, root: String) -> MarkdownTwin.Parts {
    var parts = articleTwin(source, title: title, root: root)
    for language in [BilingualCode.Language.en, .zh] {
      let prose = markdownProse(for: source.file, root: root, language: language)
      var blocks: [String] = []
      for topic in source.topics {
        blocks.append(MarkdownText.heading(3, MarkdownText.escaped(MarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? "")))
        blocks.append(prose.markdown(Self.blocks(topic.prose, language: language)))
        for declaration in topic.declarations {
          blocks.append(MarkdownText.codeBlock(DeclarationRenderer.signature(declaration), language: "swift"))
          if let description = MarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
            blocks.append(MarkdownText.paragraph(MarkdownText.escaped(description)))
          }
          if let value = declaration.defaultValue {
            blocks.append((language == .en ? "Default: " : "默认值：") + Self.defaultText(value, check: defaultCheck(file: source.file, declaration: declaration)))
          }
          blocks += Self.declarationDetails(declaration, language: language)
        }
      }
      if language == .en { parts.en = blocks + parts.en } else { parts.zh = blocks + parts.zh }
    }
    if parts.summary.isEmpty, let topic = source.topics.first {
      let first = topic.declarations.first
      parts.summary = MarkdownTwin.summary(en: first?.summaryEn ?? topic.titleEn, zh: first?.summaryZh ?? topic.titleZh)
    }
    return parts
  }

  /// One article in each language (one pass, so code is split by language once); its
  /// sections one level below the language heading.
  func articleBlocks(_ article: Article, titled: Bool, en: MarkdownProse, zh: MarkdownProse, root: String) -> (en: String, zh: String) {
    var blocksEn: [String] = []
    var blocksZh: [String] = []
    func add(_ textEn: String, _ textZh: String) {
      blocksEn.append(textEn)
      blocksZh.append(textZh)
    }
    func heading(_ level: Int, _ titleEn: String?, _ titleZh: String?) {
      guard let english = MarkdownTwin.pick(.en, en: titleEn, zh: titleZh), let chinese = MarkdownTwin.pick(.zh, en: titleEn, zh: titleZh) else { return }
      add(MarkdownText.heading(level, MarkdownText.escaped(english)), MarkdownText.heading(level, MarkdownText.escaped(chinese)))
    }
    if titled { heading(3, article.titleEn, article.titleZh) }
    for section in article.sections {
      heading(section.level + (titled ? 2 : 1), section.titleEn, section.titleZh)
      for block in section.blocks {
        switch block {
        case .row(let rowZh, let rowEn):
          if let english = rowEn ?? rowZh, let chinese = rowZh ?? rowEn { add(en.markdown(english), zh.markdown(chinese)) }
        case .code(let sample):
          let code = MarkdownProse.codeBlocks(sample)
          add(code.en, code.zh)
        case .example(let id, _):
          guard let run = examplesByID[id] else {
            add(MarkdownExample.missing(id, language: .en), MarkdownExample.missing(id, language: .zh))
            break
          }
          add(MarkdownExample.embed(run, language: .en, root: root), MarkdownExample.embed(run, language: .zh, root: root))
        case .thematicBreak:
          add("---", "---")
        case .html:
          break  // raw HTML from notes is never rendered
        case .table(let table):
          add(en.table(table), zh.table(table))
        }
      }
    }
    return (blocksEn.filter { !$0.isEmpty }.joined(separator: "\n\n"), blocksZh.filter { !$0.isEmpty }.joined(separator: "\n\n"))
  }

  /// The first paragraph written in `language`, for the summary.
  static func firstParagraph(_ article: Article, language: BilingualCode.Language) -> [Inline]? {
    for section in article.sections {
      for case .row(let zh, let en) in section.blocks {
        if case .paragraph(let inlines, _)? = language == .en ? en : zh { return inlines }
      }
    }
    return nil
  }
}
