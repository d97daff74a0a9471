import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier
import ScrollModel
import Synchronization

/// One rendered page with what the search index needs from it.
struct RenderedPage: Sendable {
  /// The page's main HTML, until `RenderContext.render` puts it in its `document`: bytes,
  /// never a `String`, which would validate the whole page once more.
  var main: HTMLOutput
  /// The whole page, UTF-8 (`RenderContext.render`).
  var document: [UInt8] = []
  var headings: [String] = []
  /// The text searched as body text, UTF-8 (`SearchBody`).
  var body: [UInt8] = []
  var diagnostics: [Diagnostic] = []
}

/// What every page renderer shares: the plan and the model's implementation index. Each
/// page's notes file is passed in with it, so a build can let go of a file once its pages
/// are rendered.
struct RenderContext: Sendable {
  let plan: SitePlan
  let implementations: ImplementationIndex
  let contentFolder: String
  // BEGIN verification (issue 5): the verifier's findings and the example runs pages show.
  let verification: VerificationReport
  let examples: [ExampleRun]
  /// The first run of each id.
  let examplesByID: [String: ExampleRun]
  // END verification
  /// The playground files when the build has the wasm module (issue 8).
  var playgrounds: PlaygroundSiteAssets? = nil
  /// The Auto Layout lab when the build has its module (issue 18): layout snippets link to it.
  var lab: LabSiteAssets? = nil
  /// One page's resolved links (`forPage()`), shared by its HTML and both Markdown twins.
  var resolvedLinks: ResolvedLinks? = nil
  /// One page's code blocks' line languages (`forPage()`), shared by its HTML and its twins.
  var codeLanguages: CodeLanguagesMemo? = nil

  init(
    plan: SitePlan, implementations: ImplementationIndex, contentFolder: String, verification: VerificationReport,
    examples: [ExampleRun], playgrounds: PlaygroundSiteAssets? = nil, lab: LabSiteAssets? = nil
  ) {
    self.plan = plan
    self.implementations = implementations
    self.contentFolder = contentFolder
    self.verification = verification
    self.examples = examples
    self.examplesByID = Dictionary(examples.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    self.playgrounds = playgrounds
    self.lab = lab
  }

  /// This context for one page: a link the page's HTML resolves is not resolved again for its
  /// twins (link resolution was a fifth of a twin's time).
  func forPage() -> RenderContext {
    var context = self
    context.resolvedLinks = ResolvedLinks()
    context.codeLanguages = CodeLanguagesMemo()
    return context
  }

  /// Renders a planned page (its `document`); `source` is the notes file it comes from (`planned.role.pageIndex`).
  func render(_ planned: SitePlan.PlannedPage, source: Page, chrome: SiteChrome) -> RenderedPage {
    let root = PageShell.rootPrefix(for: PageContent(path: planned.path, title: planned.title, mainHTML: "", kind: ""))
    var page: RenderedPage
    var kind: String
    switch planned.role {
    case .type(_, let typeName):
      page = typePage(source, typeName: typeName, root: root)
      kind = "type"
    case .declaration(_, let t, let d):
      let owner = source.types.first?.name ?? ""
      let declaration = source.topics[t].declarations[d]
      page = declarationPage(declaration, owner: owner, topic: source.topics[t], file: source.file, root: root)
      kind = "api"
    case .article:
      page = articlePage(source, root: root)
      kind = "article"
    case .notes:
      page = notesPage(source, root: root)
      kind = "notes"
    }
    page.main.raw(playgroundMarkup(planned, source: source, root: root))
    var document = HTMLOutput(capacity: page.main.bytes.count + 16 * 1024)
    PageShell.write(
      PageContent(
        path: planned.path, title: planned.title, summary: pageSummary(planned, source: source), mainHTML: "", kind: kind,
        breadcrumbs: breadcrumbs(planned, source: source), documentTitle: documentTitle(planned, source: source)),
      main: page.main, chrome: chrome, to: &document)
    page.main = HTMLOutput()
    // The buffer itself, its spare room with it (`MarkdownTwin.finish` says why no copy).
    page.document = document.bytes
    return page
  }

  /// `contentInset · UIScrollView`: a member's title names its type once; others keep the plan's.
  func documentTitle(_ planned: SitePlan.PlannedPage, source: Page) -> Bilingual? {
    guard case .declaration = planned.role, let owner = source.types.first?.name, let name = planned.title.en else { return nil }
    return Bilingual(en: name + " · " + owner, zh: name + " · " + owner)
  }

  /// What the breadcrumb shows between Home and the page: a member's type, "Articles" (the
  /// home page's list) above an article.
  func breadcrumbs(_ planned: SitePlan.PlannedPage, source: Page) -> [NavLink] {
    switch planned.role {
    case .declaration:
      guard let owner = source.types.first?.name, let typePath = plan.pathForType[owner] else { return [] }
      return [NavLink(title: Bilingual(en: owner, zh: owner), path: typePath)]
    case .article: return [NavLink(title: Bilingual("Articles", "文章"), path: "#articles")]
    case .type, .notes: return []
    }
  }

  /// The meta description: a member's one-sentence summary, a type's description.
  func pageSummary(_ planned: SitePlan.PlannedPage, source: Page) -> Bilingual? {
    switch planned.role {
    case .declaration(_, let t, let d):
      let declaration = source.topics[t].declarations[d]
      return Bilingual(en: declaration.summaryEn, zh: declaration.summaryZh)
    case .type:
      return source.types.first.map { Bilingual(en: $0.descriptionEn, zh: $0.descriptionZh) }
    default:
      return nil
    }
  }

  /// Playgrounds for API pages and articles that have them (PlaygroundPlacement.swift).
  func playgroundMarkup(_ planned: SitePlan.PlannedPage, source: Page, root: String) -> String {
    guard let playgrounds else { return "" }
    switch planned.role {
    case .declaration(_, let t, let d):
      return playgrounds.markup(forDeclaration: source.topics[t].declarations[d].name, root: root)
    case .article: return playgrounds.markup(forArticleFile: source.file, root: root)
    default: return ""
    }
  }

  // MARK: - Links

  /// Resolves a link written in a notes file (relative to that file) to an href from `root`.
  func prose(for file: String, root: String) -> ProseRenderer {
    let examples = examplesByID  // verification (issue 5): values for `{{= ID#path}}`
    let links = ProseLinkResolver(plan: plan, file: file, root: root)
    let resolve: @Sendable (String) -> String? = { links.href(for: $0) }
    let memo = resolvedLinks
    return ProseRenderer(context: ProseContext(resolveInternalLink: { destination in
      guard let memo else { return resolve(destination) }
      return memo.href(for: destination, file: file, root: root, resolve: resolve)
    }, resolveValue: { ExampleEmbedding.value($0, in: examples) }, codeLanguages: codeLanguages))
  }

  // BEGIN verification (issue 5): declaration anchors, `{{example ID}}` embeds, examples of an API.
  func renderExample(root: String) -> @Sendable (String) -> String {
    let examples = examplesByID
    let labLinks = lab != nil
    return { id in examples[id].map { ExampleEmbedding.html($0, root: root, labLink: labLinks) } ?? ExampleEmbedding.missing(id) }
  }

  func examples(for declaration: Declaration, key: String) -> [ExampleRun] {
    examples.filter { declaration.seeAlso.contains($0.id) || $0.apis.contains(key) }
  }

  func defaultCheck(file: String, declaration: Declaration) -> DeclarationFacts.DefaultCheck {
    switch verification.defaultStatus(file: file, declaration: declaration) {
    case .verified(let model): .verified(model: model)
    case .mismatch(let model): .mismatch(model: model)
    case .unchecked: .unchecked
    }
  }
  // END verification

  func facts(for declaration: Declaration, owner: String, file: String, root: String) -> DeclarationFacts {
    let key = SitePlan.apiKey(owner: owner, declaration: declaration)
    // verification (issue 5): the default badge and the catalog's notes.
    let check = defaultCheck(file: file, declaration: declaration)
    let notes = verification.modelNotes(file: file, declaration: declaration)
    let sdk = verification.entry(file: file, declaration: declaration).map(CatalogFacts.facts)
    guard let location = implementations.location(of: key) else { return DeclarationFacts(defaultCheck: check, modelNotes: notes, sdk: sdk) }
    let href = PageLink.to(ModelSourcePages.path(forSource: location.file) + "#L\(location.line)", root: root)
    return DeclarationFacts(
      defaultCheck: check, implementationHref: href, implementationLabel: "\(location.file):\(location.line)", modelNotes: notes,
      sdk: sdk)
  }

  // MARK: - Pages

  func typePage(_ source: Page, typeName: String, root: String) -> RenderedPage {
    var html = HTMLOutput(capacity: Self.pageCapacity)
    var text = SearchBody()
    text.part(typeName)
    let sdk = source.types.first?.declaration.flatMap { verification.entry(file: source.file, declaration: $0) }.map(CatalogFacts.facts)
    if let declaration = source.types.first?.declaration {
      html.raw("<p class=\"kind\">")
      BilingualMarkup.writeInline(DeclarationRenderer.kindLabel(declaration), to: &html)
      html.raw("</p>")
    }
    html.raw("<h1 class=\"mono\">")
    html.text(typeName)
    html.raw("</h1>")
    if let sdk {
      html.raw("<p class=\"availability\">")
      BilingualMarkup.writeInline(sdk.availability, to: &html)
      html.raw("</p>")
    }
    if let type = source.types.first {
      BilingualMarkup.writeRow(
        en: DeclarationRenderer.paragraph(type.descriptionEn), zh: DeclarationRenderer.paragraph(type.descriptionZh), to: &html)
      text.part(type.descriptionEn ?? "")
      text.part(type.descriptionZh ?? "")
      if let declaration = type.declaration {
        DeclarationRenderer.writeDeclarationCode(sdk?.declaration ?? DeclarationRenderer.signature(declaration), to: &html)
      }
    }
    if let relationships = sdk?.relationships { DeclarationRenderer.writeRelationships(relationships, headingLevel: 1, to: &html) }
    if let apple = sdk?.appleURL { DeclarationRenderer.writeAppleLink(apple, to: &html) }
    html.raw(PageNavigation.topicIndex(source.topics))
    var headings: [String] = []
    let renderer = prose(for: source.file, root: root)
    for topic in source.topics {
      let anchor = HomePage.topicAnchor(topic, number: headings.count + 1)
      html.raw("<h2 id=\"")
      html.attribute(anchor)
      html.raw("\">")
      BilingualMarkup.writeInline(Bilingual(en: topic.titleEn, zh: topic.titleZh), to: &html)
      html.raw("</h2>")
      headings.append([topic.titleEn, topic.titleZh].compactMap { $0 }.joined(separator: " "))
      writeTopicProse(topic.prose, renderer: renderer, to: &html, text: &text)
      html.raw("<dl class=\"topic-list\">")
      for declaration in topic.declarations {
        let key = SitePlan.apiKey(owner: typeName, declaration: declaration)
        let path = plan.pathForAPI[key]
        html.raw("<dt>")
        if let path {
          html.raw("<a href=\"")
          html.attribute(PageLink.to(path, root: root))
          html.raw("\">")
        }
        html.raw("<code>")
        html.text(declaration.name)
        html.raw(path == nil ? "</code>" : "</code></a>")
        if verification.entry(file: source.file, declaration: declaration)?.availability.isDeprecated == true {
          html.raw(" <span class=\"badge deprecated\">")
          BilingualMarkup.writeInline(Bilingual("Deprecated", "已弃用"), to: &html)
          html.raw("</span>")
        }
        html.raw("</dt><dd>")
        BilingualMarkup.writeInline(Bilingual(en: declaration.summaryEn, zh: declaration.summaryZh), to: &html)
        html.raw("</dd>")
      }
      html.raw("</dl>")
    }
    return RenderedPage(main: html, headings: headings, body: text.bytes)
  }

  func declarationPage(_ declaration: Declaration, owner: String, topic: TopicGroup, file: String, root: String) -> RenderedPage {
    var html = HTMLOutput(capacity: Self.pageCapacity)
    html.raw("<h1 class=\"mono\">")
    html.text(declaration.name)
    html.raw("</h1>")
    DeclarationRenderer.write(declaration, facts: facts(for: declaration, owner: owner, file: file, root: root), headingLevel: 1, to: &html)
    let shown = examples(for: declaration, key: SitePlan.apiKey(owner: owner, declaration: declaration))
    html.raw(ExampleEmbedding.links(shown, root: root))  // verification (issue 5)
    writeSeeAlso(declaration, owner: owner, topic: topic, file: file, examples: shown, root: root, to: &html)
    // Search: the summary sentences count as headings (they name the API in words, which is
    // how a Chinese reader searches for it); remarks count as body text.
    return RenderedPage(main: html, headings: SearchText.summaries(declaration), body: Array(SearchText.body(declaration).utf8))
  }

  /// See Also, computed from the notes: the member's type, the enum or struct of its type (or,
  /// for such a type, the properties that use it), the articles its `See:` lines name or that
  /// embed one of its `examples`, and the other members of its topic. (`See:` lines naming an
  /// example are the page's example list; a target the site lacks is a verify error.)
  func writeSeeAlso(
    _ declaration: Declaration, owner: String, topic: TopicGroup, file: String, examples: [ExampleRun], root: String,
    to html: inout HTMLOutput
  ) {
    /// A code-named link, as its own small buffer: the lists below compare and reorder them.
    func link(path: String, _ name: String) -> HTMLOutput {
      var item = HTMLOutput()
      item.raw("<li><a href=\"")
      item.attribute(PageLink.to(path, root: root))
      item.raw("\"><code>")
      item.text(name)
      item.raw("</code></a></li>")
      return item
    }
    func link(_ apiKey: String, _ name: String) -> HTMLOutput? { plan.pathForAPI[apiKey].map { link(path: $0, name) } }
    var related: [HTMLOutput] = []
    if let entry = verification.entry(file: file, declaration: declaration) {
      if let type = entry.type, let typeEntry = ScrollViewCatalog.typeEntry(named: type) {
        related += link(typeEntry.qualifiedName, typeEntry.name).map { [$0] } ?? []
      }
      for name in ScrollViewCatalog.properties(typed: entry) {
        related += link(name, String(name.split(separator: ".").last ?? "")).map { [$0] } ?? []
      }
    }
    var articles: [String] = []
    let named = declaration.seeAlso.compactMap { plan.pathForArticleSlug[$0] }
    for path in named + examples.flatMap({ plan.articlesForExample[$0.id] ?? [] }) where !articles.contains(path) {
      articles.append(path)
    }
    articles.sort { (plan.articleOrderForPath[$0] ?? 0) < (plan.articleOrderForPath[$1] ?? 0) }
    let siblings = topic.declarations.filter { $0.name != declaration.name }.compactMap {
      link(SitePlan.apiKey(owner: owner, declaration: $0), $0.name)
    }
    let articleItems: [HTMLOutput] = articles.compactMap { path in
      plan.page(at: path).map { page in
        var item = HTMLOutput()
        item.raw("<li><a href=\"")
        item.attribute(PageLink.to(path, root: root))
        item.raw("\">")
        BilingualMarkup.writeInline(page.title, to: &item)
        item.raw("</a></li>")
        return item
      }
    }
    // The member's own type comes first, so every member page leads somewhere.
    if let typePath = plan.pathForType[owner] { related.insert(link(path: typePath, owner), at: 0) }
    let siblingsNotRelated = siblings.filter { !related.contains($0) }
    let sections = [
      (Bilingual("Related types", "相关类型"), related), (Bilingual("Articles", "文章"), articleItems),
      (Bilingual("In the same topic", "同一主题"), siblingsNotRelated),
    ].filter { !$0.1.isEmpty }
    guard !sections.isEmpty else { return }
    html.raw("<div class=\"see-also computed\"><h2>")
    BilingualMarkup.writeInline(Bilingual("See Also", "另请参阅"), to: &html)
    html.raw("</h2>")
    for (title, items) in sections {
      html.raw("<h3>")
      BilingualMarkup.writeInline(title, to: &html)
      html.raw("</h3><ul>")
      for item in items { html.raw(item) }
      html.raw("</ul>")
    }
    html.raw("</div>")
  }

  func articlePage(_ source: Page, root: String) -> RenderedPage {
    let renderer = ArticleRenderer(prose: prose(for: source.file, root: root), renderExample: renderExample(root: root))
    var html = HTMLOutput(capacity: Self.pageCapacity)
    var headings: [String] = []
    var text = SearchBody()
    for article in source.articles {
      renderer.write(article, to: &html)
      headings += SearchText.headings(article)
      SearchText.appendBody(article, to: &text)
    }
    html.raw(PageNavigation.articleNeighbours(path: plan.pathForFile[source.file], plan: plan, root: root))
    return RenderedPage(main: html, headings: headings, body: text.bytes)
  }

  /// Bytes reserved for a page's main HTML up front (most pages fit), so it is not copied as it grows.
  static let pageCapacity = 64 * 1024

  /// Prose written under a topic heading, outside the code blocks, as bilingual rows: a
  /// Chinese block and the English one right after it (or before it) share a row, as in
  /// articles; a block without its other language gets a row of its own. Its text is one
  /// part of `text`.
  func writeTopicProse(_ blocks: [ProseBlock], renderer: ProseRenderer, to out: inout HTMLOutput, text: inout SearchBody) {
    var index = 0
    while index < blocks.count {
      let first = blocks[index]
      let firstIsChinese = DeclarationRenderer.containsHan(ProseRenderer.plainText([first]))
      var pair: ProseBlock?
      if index + 1 < blocks.count, DeclarationRenderer.containsHan(ProseRenderer.plainText([blocks[index + 1]])) != firstIsChinese {
        pair = blocks[index + 1]
      }
      let zh = firstIsChinese ? first : pair
      let en = firstIsChinese ? pair : first
      BilingualMarkup.writeRow(
        en: en.map { block in { renderer.write(block, to: &$0) } }, zh: zh.map { block in { renderer.write(block, to: &$0) } }, to: &out)
      index += pair == nil ? 1 : 2
    }
    text.part { ProseRenderer.appendPlainText(blocks, to: &$0) }
  }

  /// A notes file with no `# Type`: its topics' declarations as cards, then its articles.
  func notesPage(_ source: Page, root: String) -> RenderedPage {
    var html = HTMLOutput(capacity: Self.pageCapacity)
    var headings: [String] = []
    var text = SearchBody()
    let renderer = ArticleRenderer(prose: prose(for: source.file, root: root), renderExample: renderExample(root: root))
    for (t, topic) in source.topics.enumerated() {
      html.raw(t == 0 ? "<h1>" : "<h2>")
      BilingualMarkup.writeInline(Bilingual(en: topic.titleEn, zh: topic.titleZh), to: &html)
      html.raw(t == 0 ? "</h1>" : "</h2>")
      headings.append([topic.titleEn, topic.titleZh].compactMap { $0 }.joined(separator: " "))
      writeTopicProse(topic.prose, renderer: renderer.prose, to: &html, text: &text)
      var used: Set<String> = []
      for declaration in topic.declarations {
        var anchor = slug(declaration.name)
        if used.contains(anchor) { anchor += "-\(used.count)" }
        used.insert(anchor)
        DeclarationRenderer.write(
          declaration, facts: DeclarationFacts(defaultCheck: defaultCheck(file: source.file, declaration: declaration)), headingLevel: 3,
          anchor: anchor, to: &html)
        text.part(SearchText.body(declaration))
      }
    }
    for article in source.articles {
      renderer.write(article, to: &html)
      SearchText.appendBody(article, to: &text)
    }
    return RenderedPage(main: html, headings: headings, body: text.bytes)
  }
}

/// The links one page resolved, by destination. A page's prose comes from one notes file and
/// has one root: the memo answers for the first file and root it is asked with, and resolves
/// a link asked from any other each time (the pages do not rely on there being none). One
/// string hashed per link, not three.
final class ResolvedLinks: Sendable {
  private struct Memo {
    var file: String?
    var root: String?
    var hrefs: [String: String?] = [:]

    mutating func answers(file: String, root: String) -> Bool {
      if self.file == nil { (self.file, self.root) = (file, root) }
      return self.file == file && self.root == root
    }
  }
  private let memo = Mutex(Memo())

  func href(for destination: String, file: String, root: String, resolve: (String) -> String?) -> String? {
    enum Lookup { case known(String?), unknown, elsewhere }
    let lookup = memo.withLock { memo -> Lookup in
      guard memo.answers(file: file, root: root) else { return .elsewhere }
      return memo.hrefs[destination].map(Lookup.known) ?? .unknown
    }
    switch lookup {
    case .known(let href): return href
    case .elsewhere: return resolve(destination)
    case .unknown:
      let href = resolve(destination)
      memo.withLock { $0.hrefs[destination] = .some(href) }
      return href
    }
  }
}
