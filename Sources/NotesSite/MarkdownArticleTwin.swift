import NotesBook
import NotesHTML

/// The twins of articles and of notes pages: each language's prose in reading order, with
/// code (keeping that language's comments) and embedded examples (their code, computed
/// output and figure) where the HTML page has them.
extension RenderContext {
  func articleTwin(_ source: Page, title: Bilingual, root: String) -> [UInt8] {
    let en = markdownProse(for: source.file, root: root, language: .en)
    let zh = markdownProse(for: source.file, root: root, language: .zh)
    var out = MarkdownTwin.start(title: MarkdownTwin.title(title), summary: articleSummary(source, en: en, zh: zh))
    writeLanguages(source, en: en, zh: zh, root: root, topics: false, to: &out)
    return MarkdownTwin.finish(out)
  }

  /// A notes file without a documented type: its topics (prose and declaration cards), then
  /// its articles.
  func notesTwin(_ source: Page, title: Bilingual, root: String) -> [UInt8] {
    let en = markdownProse(for: source.file, root: root, language: .en)
    let zh = markdownProse(for: source.file, root: root, language: .zh)
    var summary = articleSummary(source, en: en, zh: zh)
    if summary.isEmpty, let topic = source.topics.first {
      let first = topic.declarations.first
      summary = MarkdownTwin.summary(en: first?.summaryEn ?? topic.titleEn, zh: first?.summaryZh ?? topic.titleZh)
    }
    var out = MarkdownTwin.start(title: MarkdownTwin.title(title), summary: summary)
    writeLanguages(source, en: en, zh: zh, root: root, topics: true, to: &out)
    return MarkdownTwin.finish(out)
  }

  /// The summary: the first sentence of the first paragraph in each language.
  func articleSummary(_ source: Page, en: MarkdownProse, zh: MarkdownProse) -> String {
    let summaryEn = source.articles.lazy.compactMap { Self.firstParagraph($0, language: .en).map(en.plainText) }.first
    let summaryZh = source.articles.lazy.compactMap { Self.firstParagraph($0, language: .zh).map(zh.plainText) }.first
    return MarkdownTwin.summary(en: summaryEn.map(SummarySentence.en), zh: summaryZh.map(SummarySentence.zh))
  }

  /// `## English` and `## 中文` with their blocks: the topics (when `topics`), then the
  /// articles. Both languages are written in one pass (so code is split by language once):
  /// English into `out`, Chinese into a buffer of its own, copied after it.
  func writeLanguages(_ source: Page, en: MarkdownProse, zh: MarkdownProse, root: String, topics: Bool, to out: inout MarkdownOutput) {
    let topics = topics ? source.topics : []
    guard !topics.isEmpty || !source.articles.isEmpty else { return }
    out.block("## English")
    var chinese = MarkdownOutput(capacity: 16 * 1024)
    for topic in topics {
      writeTopic(topic, file: source.file, prose: en, to: &out)
      writeTopic(topic, file: source.file, prose: zh, to: &chinese)
    }
    let titled = source.articles.count > 1
    for article in source.articles {
      writeArticle(article, titled: titled, en: en, zh: zh, root: root, toEn: &out, toZh: &chinese)
    }
    out.block("## 中文")
    out.block { $0.raw(chinese) }
  }

  /// A topic of a notes page in the language of `prose`: its heading, prose and declarations.
  func writeTopic(_ topic: TopicGroup, file: String, prose: MarkdownProse, to out: inout MarkdownOutput) {
    let language = prose.language
    out.block {
      $0.heading(3)
      $0.escaped(MarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? "")
    }
    prose.write(Self.blocks(topic.prose, language: language), to: &out)
    for declaration in topic.declarations {
      out.block { $0.codeBlock(DeclarationRenderer.signature(declaration), language: "swift") }
      if let description = MarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
        out.block { out in out.paragraph { $0.escaped(description) } }
      }
      if let value = declaration.defaultValue {
        out.block {
          $0.raw(language == .en ? "Default: " : "默认值：")
          Self.writeDefault(value, check: defaultCheck(file: file, declaration: declaration), to: &$0)
        }
      }
      Self.writeDeclarationDetails(declaration, language: language, to: &out)
    }
  }

  /// One article in each language (one pass, so code is split by language once); its
  /// sections one level below the language heading.
  func writeArticle(
    _ article: Article, titled: Bool, en: MarkdownProse, zh: MarkdownProse, root: String, toEn outEn: inout MarkdownOutput,
    toZh outZh: inout MarkdownOutput
  ) {
    func heading(_ level: Int, _ titleEn: String?, _ titleZh: String?) {
      guard let english = MarkdownTwin.pick(.en, en: titleEn, zh: titleZh), let chinese = MarkdownTwin.pick(.zh, en: titleEn, zh: titleZh) else { return }
      outEn.block {
        $0.heading(level)
        $0.escaped(english)
      }
      outZh.block {
        $0.heading(level)
        $0.escaped(chinese)
      }
    }
    if titled { heading(3, article.titleEn, article.titleZh) }
    for section in article.sections {
      heading(section.level + (titled ? 2 : 1), section.titleEn, section.titleZh)
      for block in section.blocks {
        switch block {
        case .row(let rowZh, let rowEn):
          if let english = rowEn ?? rowZh, let chinese = rowZh ?? rowEn {
            outEn.block { en.write(english, to: &$0) }
            outZh.block { zh.write(chinese, to: &$0) }
          }
        case .code(let sample):
          MarkdownProse.writeCodeBlocks(sample, languages: en.context.codeLanguages, en: &outEn, zh: &outZh)
        case .example(let id, _):
          guard let run = examplesByID[id] else {
            outEn.block { MarkdownExample.writeMissing(id, language: .en, to: &$0) }
            outZh.block { MarkdownExample.writeMissing(id, language: .zh, to: &$0) }
            break
          }
          MarkdownExample.writeEmbed(run, language: .en, root: root, to: &outEn)
          MarkdownExample.writeEmbed(run, language: .zh, root: root, to: &outZh)
        case .thematicBreak:
          outEn.block("---")
          outZh.block("---")
        case .html:
          break  // raw HTML from notes is never rendered
        case .table(let table):
          outEn.block { en.write(table, to: &$0) }
          outZh.block { zh.write(table, to: &$0) }
        }
      }
    }
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
