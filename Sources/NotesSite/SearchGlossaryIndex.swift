import NotesBook
import NotesCore
import NotesExtraction
import NotesHTML

/// The search glossary as the index carries it: each concept's words and the pages its
/// `api:` and `article:` lines name, resolved against the plan. A name the site has no page
/// for is an error at its line and column (the glossary went stale, or has a typo).
enum SearchGlossaryIndex {
  static func entries(_ file: (file: String, bytes: [UInt8])?, plan: SitePlan) -> (entries: [SearchIndexBuilder.GlossaryEntry], diagnostics: [Diagnostic]) {
    guard let file else { return ([], []) }
    let (glossary, read) = GlossaryReader.read(bytes: file.bytes, file: file.file)
    var diagnostics = read
    // Member name (`contentInset`, `zoom(to:animated:)`, and without its selector, `zoom`) → pages.
    var byMember: [String: [String]] = [:]
    for key in plan.pathForAPI.keys.sorted() {
      let path = plan.pathForAPI[key]!
      guard let dot = SearchText.qualifierEnd(key) else { continue }
      let member = String(key[key.index(after: dot)...])
      byMember[member, default: []].append(path)
      if let open = member.firstIndex(of: "(") { byMember[String(member[..<open]), default: []].append(path) }
    }
    func pages(named name: String) -> [String] {
      if let path = plan.pathForAPI[name] { return [path] }
      if let path = plan.pathForType[name] { return [path] }
      return byMember[name] ?? []
    }
    var entries: [SearchIndexBuilder.GlossaryEntry] = []
    for concept in glossary.concepts {
      var targets: [Int] = []
      func add(_ path: String) {
        guard let number = plan.pageNumberForPath[path] else { return }
        if !targets.contains(number) { targets.append(number) }
      }
      for target in concept.targets {
        switch target {
        case .api(let api):
          let found = pages(named: api.text)
          if found.isEmpty { diagnostics.append(Diagnostic(GlossaryMessages.unknownAPI(api.text), file: glossary.file, at: api.location)) }
          found.forEach(add)
        case .article(let article):
          guard let path = plan.pathForArticleSlug[article.text] else {
            diagnostics.append(Diagnostic(GlossaryMessages.unknownArticle(article.text), file: glossary.file, at: article.location))
            continue
          }
          add(path)
        }
      }
      entries.append(
        SearchIndexBuilder.GlossaryEntry(
          name: Bilingual(concept.nameEn, concept.nameZh), words: concept.zh.map(\.text) + concept.en.map { $0.text.lowercased() },
          targets: targets))
    }
    return (entries, diagnostics)
  }
}
