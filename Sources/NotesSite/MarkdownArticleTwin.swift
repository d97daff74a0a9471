import NotesBook
import NotesHTML

/// The twins of articles and of notes pages: each language's prose in reading order, with
/// code (keeping that language's comments) and embedded examples (their code, computed
/// output and figure) where the HTML page has them.
extension RenderContext {
  func articleTwin(_ source: Page, title: Bilingual, root: String) -> MarkdownTwin.Parts {
    var parts = MarkdownTwin.Parts(title: MarkdownTwin.title(title), summary: "")
    let titled = source.articles.count > 1
    var summaries: [BilingualCode.Language: String] = [:]
    for language in [BilingualCode.Language.en, .zh] {
      let prose = markdownProse(for: source.file, root: root, language: language)
      let blocks = source.articles.map { articleBlocks($0, titled: titled, prose: prose, root: root) }
      summaries[language] = source.articles.lazy.compactMap { Self.firstParagraph($0, language: language).map(prose.plainText) }.first
      if language == .en { parts.en = blocks } else { parts.zh = blocks }
    }
    parts.summary = MarkdownTwin.summary(en: summaries[.en].map(SummarySentence.en), zh: summaries[.zh].map(SummarySentence.zh))
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

  /// One article in one language; its sections one level below the language heading.
  func articleBlocks(_ article: Article, titled: Bool, prose: MarkdownProse, root: String) -> String {
    let language = prose.language
    var blocks: [String] = []
    if titled, let title = MarkdownTwin.pick(language, en: article.titleEn, zh: article.titleZh) {
      blocks.append(MarkdownText.heading(3, MarkdownText.escaped(title)))
    }
    for section in article.sections {
      if let title = MarkdownTwin.pick(language, en: section.titleEn, zh: section.titleZh) {
        blocks.append(MarkdownText.heading(section.level + (titled ? 2 : 1), MarkdownText.escaped(title)))
      }
      for block in section.blocks {
        switch block {
        case .row(let zh, let en):
          if let chosen = language == .en ? (en ?? zh) : (zh ?? en) { blocks.append(prose.markdown(chosen)) }
        case .code(let sample):
          blocks.append(MarkdownProse.codeBlock(sample, language: language))
        case .example(let id, _):
          blocks.append(examplesByID[id].map { MarkdownExample.embed($0, language: language, root: root) } ?? MarkdownExample.missing(id, language: language))
        case .thematicBreak:
          blocks.append("---")
        case .html:
          break  // raw HTML from notes is never rendered
        }
      }
    }
    return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n")
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
