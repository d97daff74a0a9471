import NotesBook
import NotesCore
import NotesMarkdown

/// Walks the top-level blocks of a notes file: skips the editor's table of contents, sorts
/// `#` sections into documented types, the API part and articles, and hands code blocks to
/// the declaration and layout readers.
struct PageWalker {
  let document: MarkdownDocument
  var diagnostics: DiagnosticCollector
  private(set) var page: Page
  private var part = Part.none
  private var article: ArticleBuilder?
  private let hasAPIPart: Bool
  private let prose = ProseConverter()

  private enum Part {
    case none
    case type(Int)
    case api
    case article
  }

  init(document: MarkdownDocument, file: String) {
    self.document = document
    self.diagnostics = DiagnosticCollector(file: file)
    self.page = Page(file: file)
    self.hasAPIPart = document.root.children.contains { node in
      node.type == .heading && node.level == 1 && PageWalker.isAPIHeading(node.plainText)
    }
  }

  mutating func walk() {
    let blocks = document.root.children
    var i = 0
    while i < blocks.count {
      if blocks[i].type == .htmlBlock, TableOfContents.isStart(blocks[i].literal) {
        i = skipTableOfContents(blocks, from: i)
        continue
      }
      visit(blocks[i])
      i += 1
    }
    finishArticle()
  }

  /// Index after the TOC: its start comment, the sibling list, and its end comment.
  private mutating func skipTableOfContents(_ blocks: MarkdownChildren, from start: Int) -> Int {
    if blocks[start].type == .htmlBlock, TableOfContents.isEnd(blocks[start].literal) { return start + 1 }
    var j = start + 1
    while j < blocks.count {
      if blocks[j].type == .htmlBlock, TableOfContents.isEnd(blocks[j].literal) { return j + 1 }
      if blocks[j].type == .heading { break }
      j += 1
    }
    diagnostics.emit(ExtractionMessages.unterminatedTableOfContents, at: TableOfContents.startLocation(in: document.source))
    return j
  }

  private mutating func visit(_ node: MarkdownNode) {
    if node.type == .codeBlock { checkFence(node) }
    if node.type == .heading {
      heading(node, level: node.level)
      return
    }
    switch part {
    case .none:
      startArticle(titleEn: nil, titleZh: nil, location: node.range?.start)
      articleBlock(node)
    case .article:
      articleBlock(node)
    case .api:
      apiBlock(node)
    case .type(let index):
      typeBlock(node, index: index)
    }
  }

  // MARK: Headings

  private mutating func heading(_ node: MarkdownNode, level: Int) {
    let text = Bilingual.trimmed(node.plainText)
    let location = node.range?.start
    if text.isEmpty { diagnostics.emit(ExtractionMessages.emptyHeading(level), at: location) }
    let (en, zh) = Bilingual.splitTitle(text)
    if level == 1 {
      finishArticle()
      if PageWalker.isAPIHeading(text) {
        part = .api
      } else if hasAPIPart, let name = en, PageWalker.isTypeName(name) {
        page.types.append(DocumentedType(name: name, location: location))
        part = .type(page.types.count - 1)
      } else {
        startArticle(titleEn: en, titleZh: zh, location: location)
      }
      return
    }
    switch part {
    case .api, .type:
      if en == nil, !text.isEmpty { diagnostics.emit(ExtractionMessages.missingEnglishTitle(text), at: location) }
      page.topics.append(TopicGroup(titleEn: en, titleZh: zh, location: location))
      part = .api
    case .none:
      startArticle(titleEn: nil, titleZh: nil, location: location)
      article?.startSection(level: level, titleEn: en, titleZh: zh, location: location)
    case .article:
      article?.startSection(level: level, titleEn: en, titleZh: zh, location: location)
    }
  }

  /// `# API`, also with a Chinese title after it (`# API  接口`).
  static func isAPIHeading(_ text: String) -> Bool {
    Bilingual.splitTitle(text).en?.lowercased() == "api"
  }

  /// `UIScrollView`, `UIScrollView.DecelerationRate`: one ASCII name starting uppercase.
  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { $0.isASCII && (DefaultPhrase.isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == ".") }
  }

  // MARK: Types and the API part

  private mutating func typeBlock(_ node: MarkdownNode, index: Int) {
    switch node.type {
    case .paragraph:
      let text = Bilingual.join(paragraphLines(node))
      if prose.isChinese(node) {
        page.types[index].descriptionZh = [page.types[index].descriptionZh, text].compactMap { $0 }.joined(separator: "\n")
      } else {
        page.types[index].descriptionEn = [page.types[index].descriptionEn, text].compactMap { $0 }.joined(separator: "\n")
      }
    case .codeBlock:
      for declaration in readDeclarations(node) {
        let isType = [.class, .protocol, .struct, .enum, .actor].contains(declaration.kind)
        if isType, page.types[index].declaration == nil {
          page.types[index].declaration = declaration
        } else {
          appendToTopic(declaration, near: node)
        }
      }
    // A type's description is paragraphs; these would vanish unannounced.
    case .list:
      diagnostics.emit(ExtractionMessages.typeBlockNotShown("a list"), at: node.range?.start)
    case .blockQuote:
      diagnostics.emit(ExtractionMessages.typeBlockNotShown("a quote"), at: node.range?.start)
    default:
      break  // thematic breaks and raw HTML (never rendered) say nothing
    }
  }

  private mutating func apiBlock(_ node: MarkdownNode) {
    switch node.type {
    case .codeBlock:
      for declaration in readDeclarations(node) { appendToTopic(declaration, near: node) }
    case .list, .blockQuote:
      // Code blocks nested in lists or quotes still declare API.
      for code in codeBlocks(in: node) {
        for declaration in readDeclarations(code) { appendToTopic(declaration, near: code) }
      }
      fallthrough
    default:
      guard let block = prose.block(node, layoutCode: { codeSample($0) }) else { return }
      ensureTopic(near: node)
      page.topics[page.topics.count - 1].prose.append(block)
    }
  }

  /// Code blocks below a container, in document order (the tree is at most 128 deep).
  private func codeBlocks(in node: MarkdownNode) -> [MarkdownNode] {
    var found: [MarkdownNode] = []
    for child in node.children {
      if child.type == .codeBlock { found.append(child) } else { found += codeBlocks(in: child) }
    }
    return found
  }

  private mutating func appendToTopic(_ declaration: Declaration, near node: MarkdownNode) {
    ensureTopic(near: node)
    page.topics[page.topics.count - 1].declarations.append(declaration)
  }

  private mutating func ensureTopic(near node: MarkdownNode) {
    guard page.topics.isEmpty else { return }
    let title = page.types.last?.name ?? "API"
    diagnostics.emit(ExtractionMessages.topicOutsideAPI(title), at: node.range?.start)
    page.topics.append(TopicGroup(titleEn: nil, titleZh: nil, location: node.range?.start))
  }

  private mutating func readDeclarations(_ node: MarkdownNode) -> [Declaration] {
    guard node.type == .codeBlock else { return [] }
    // A fresh collector per block: sharing ours would copy all diagnostics on each append.
    var reader = APIBlockReader(origin: origin(node, node.literalBytes), diagnostics: DiagnosticCollector(file: diagnostics.file))
    reader.read()
    diagnostics.append(contentsOf: reader.diagnostics.diagnostics)
    return reader.declarations
  }

  // MARK: Articles

  private mutating func startArticle(titleEn: String?, titleZh: String?, location: SourceLocation?) {
    finishArticle()
    article = ArticleBuilder(article: Article(titleEn: titleEn, titleZh: titleZh, location: location))
    part = .article
  }

  private mutating func finishArticle() {
    if var builder = article {
      page.articles.append(builder.finish())
      article = nil
    }
  }

  private mutating func articleBlock(_ node: MarkdownNode) {
    switch node.type {
    case .codeBlock:
      let sample = codeSample(node)
      article?.addNeutral(.code(sample))
    case .thematicBreak:
      article?.addNeutral(.thematicBreak)
    case .htmlBlock:
      article?.addNeutral(.html(node.literal, location: node.range?.start))
    default:
      if let id = prose.exampleID(node) {
        article?.addNeutral(.example(id: id, location: node.range?.start))
      } else if let table = prose.table(node) {
        article?.addNeutral(.table(table))
      } else if let block = prose.block(node, layoutCode: { codeSample($0) }) {
        article?.addProse(block, isChinese: prose.isChinese(node))
      }
    }
  }

  private mutating func codeSample(_ node: MarkdownNode) -> CodeSample {
    guard node.type == .codeBlock else {
      return CodeSample(info: "", code: "", location: node.range?.start)
    }
    let literal = node.literal
    var sample = CodeSample(info: node.info, code: literal, location: node.range?.start)
    if sample.language == "swift" || sample.language.isEmpty, LayoutScriptReader.mayHoldScript(literal) {
      var reader = LayoutScriptReader(origin: origin(node, node.literalBytes), diagnostics: DiagnosticCollector(file: diagnostics.file))
      reader.read()
      diagnostics.append(contentsOf: reader.diagnostics.diagnostics)
      if !reader.script.isEmpty { sample.layout = reader.script }
    }
    return sample
  }

  // MARK: Code block positions

  private func origin(_ node: MarkdownNode, _ literal: [UInt8]) -> CodeBlockOrigin {
    CodeBlockOrigin(source: document.source, literal: literal, blockStart: node.range?.start, isFenced: isFenced(node))
  }

  private func isFenced(_ node: MarkdownNode) -> Bool {
    guard let line = node.range?.start.line else { return true }
    return lineHasFence(line)
  }

  private func lineHasFence(_ line: Int) -> Bool {
    let bytes = document.source.bytes
    let range = document.source.lineRange(line)
    var run = 0
    var fenceByte: UInt8 = 0
    for i in range {
      let b = bytes[i]
      if b == UInt8(ascii: "`") || b == UInt8(ascii: "~") {
        run = b == fenceByte ? run + 1 : 1
        fenceByte = b
        if run >= 3 { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// A fenced block whose last line is not a fence ran to the end of the file.
  private mutating func checkFence(_ node: MarkdownNode) {
    guard let range = node.range, lineHasFence(range.start.line) else { return }
    if range.end.line == range.start.line || !lineHasFence(range.end.line) {
      diagnostics.emit(ExtractionMessages.unterminatedFence, at: range.start)
    }
  }

  /// A paragraph's text, one entry per source line.
  private func paragraphLines(_ node: MarkdownNode) -> [String] {
    var lines: [String] = [""]
    for child in node.children {
      switch child.type {
      case .softBreak, .hardBreak: lines.append("")
      default: lines[lines.count - 1] += child.plainText
      }
    }
    return lines.map { Bilingual.trimmed($0) }
  }
}

/// The `<!-- TOC -->` … `<!-- /TOC -->` comments an editor plugin writes around its links.
enum TableOfContents {
  static func isStart(_ html: String) -> Bool {
    let compact = squeezed(html)
    return compact.hasPrefix("<!--toc") && !compact.hasPrefix("<!--/toc")
  }

  static func isEnd(_ html: String) -> Bool {
    squeezed(html).contains("<!--/toc")
  }

  /// cmark gives HTML blocks no usable range, so the start comment is found in the source.
  static func startLocation(in source: SourceText) -> SourceLocation? {
    for line in 1...max(1, source.lineCount) {
      let text = String(decoding: source.bytes[source.lineRange(line)], as: UTF8.self)
      if isStart(text) { return SourceLocation(line: line, column: 1) }
    }
    return nil
  }

  /// Lowercased without spaces: `<!-- TOC depthFrom:1 -->` → `<!--tocdepthfrom:1-->`.
  private static func squeezed(_ html: String) -> String {
    var out = ""
    for c in html.unicodeScalars where c != " " && c != "\t" && c != "\n" && c != "\r" {
      out.unicodeScalars.append(("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c)
      if out.unicodeScalars.count > 64 { break }
    }
    return out
  }
}
