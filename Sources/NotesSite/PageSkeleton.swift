import NotesBook
import NotesHTML

/// The part of a page that the plan, the navigation, the home page and the verification
/// anchors read: type names, topic titles with their declarations' names and kinds, article
/// and section titles, example embeds, and the first cell of each table row (row anchors).
/// The build cache keeps it per file, so an incremental build can plan the whole site without
/// reading unchanged files again.
///
/// What else a page may influence outside its own files is covered by its interface
/// (`Page.interfaceDump()`): when that changes, the build is a full one.
enum PageSkeleton {
  static func encode(_ page: Page) -> [UInt8] {
    var w = ByteWriter()
    w.int(page.types.count)
    for type in page.types { w.string(type.name) }
    w.int(page.topics.count)
    for topic in page.topics {
      w.optionalString(topic.titleEn)
      w.optionalString(topic.titleZh)
      w.int(topic.declarations.count)
      for declaration in topic.declarations {
        w.string(declaration.name)
        w.string(declaration.kind.rawValue)
      }
    }
    w.int(page.articles.count)
    for article in page.articles {
      w.optionalString(article.titleEn)
      w.optionalString(article.titleZh)
      w.int(article.sections.count)
      for section in article.sections {
        w.int(section.level)
        w.optionalString(section.titleEn)
        w.optionalString(section.titleZh)
        let examples = section.blocks.compactMap { block -> String? in
          if case .example(let id, _) = block { id } else { nil }
        }
        w.int(examples.count)
        for id in examples { w.string(id) }
        let tables = keptTables(section)
        w.int(tables.count)
        for table in tables {
          w.int(table.rows.count)
          for row in table.rows { w.string(ProseRenderer.plainText(row.cells.first?.inlines ?? [])) }
        }
      }
    }
    return w.bytes
  }

  /// The page with only what the skeleton keeps (what `decode(encode(page))` gives).
  static func outline(_ page: Page) -> Page {
    var outline = Page(file: page.file)
    outline.types = page.types.map { DocumentedType(name: $0.name, location: nil) }
    outline.topics = page.topics.map { topic in
      var kept = TopicGroup(titleEn: topic.titleEn, titleZh: topic.titleZh, location: nil)
      kept.declarations = topic.declarations.map { Declaration(name: $0.name, kind: $0.kind, location: nil) }
      return kept
    }
    outline.articles = page.articles.map { article in
      var kept = Article(titleEn: article.titleEn, titleZh: article.titleZh, location: nil)
      kept.sections = article.sections.map { section in
        var keptSection = ArticleSection(level: section.level, titleEn: section.titleEn, titleZh: section.titleZh, location: nil)
        keptSection.blocks = section.blocks.compactMap { block in
          if case .example(let id, _) = block { .example(id: id, location: nil) } else { nil }
        }
        keptSection.blocks += keptTables(section).map(ArticleBlock.table)
        return keptSection
      }
      return kept
    }
    return outline
  }

  static func decode(_ bytes: [UInt8], file: String) throws(ByteReader.Malformed) -> Page {
    var r = ByteReader(bytes)
    var page = Page(file: file)
    // Each list takes the room its count says at once (a rebuild decodes 5,000 pages, and
    // growing their lists an append at a time was about a fifth of the work).
    let types = try r.count()
    if types > 0 { page.types.reserveCapacity(types) }
    for _ in 0..<types { page.types.append(DocumentedType(name: try r.string(), location: nil)) }
    let topics = try r.count()
    if topics > 0 { page.topics.reserveCapacity(topics) }
    for _ in 0..<topics {
      var topic = TopicGroup(titleEn: try r.optionalString(), titleZh: try r.optionalString(), location: nil)
      let declarations = try r.count()
      if declarations > 0 { topic.declarations.reserveCapacity(declarations) }
      for _ in 0..<declarations {
        let name = try r.string()
        guard let kind = Declaration.Kind(rawValue: try r.string()) else { throw ByteReader.Malformed() }
        topic.declarations.append(Declaration(name: name, kind: kind, location: nil))
      }
      page.topics.append(consume topic)
    }
    let articles = try r.count()
    if articles > 0 { page.articles.reserveCapacity(articles) }
    for _ in 0..<articles {
      var article = Article(titleEn: try r.optionalString(), titleZh: try r.optionalString(), location: nil)
      let sections = try r.count()
      if sections > 0 { article.sections.reserveCapacity(sections) }
      for _ in 0..<sections {
        let level = try r.int()
        var section = ArticleSection(level: level, titleEn: try r.optionalString(), titleZh: try r.optionalString(), location: nil)
        for _ in 0..<(try r.count()) { section.blocks.append(.example(id: try r.string(), location: nil)) }
        for _ in 0..<(try r.count()) {
          let rowCount = try r.count()
          var rows: [ProseTable.Row] = []
          if rowCount > 0 { rows.reserveCapacity(rowCount) }
          for _ in 0..<rowCount { rows.append(firstCellRow(try r.string())) }
          section.blocks.append(.table(ProseTable(languages: [.every], header: ProseTable.Row(cells: [], location: nil), rows: rows)))
        }
        article.sections.append(consume section)
      }
      page.articles.append(consume article)
    }
    guard r.isAtEnd else { throw ByteReader.Malformed() }
    return page
  }

  /// A section's tables with only what their row anchors read: each row's first cell, as
  /// plain text (`ArticleRenderer.rowAnchors`).
  private static func keptTables(_ section: ArticleSection) -> [ProseTable] {
    section.blocks.compactMap { block in
      guard case .table(let table) = block else { return nil }
      let rows = table.rows.map { firstCellRow(ProseRenderer.plainText($0.cells.first?.inlines ?? [])) }
      return ProseTable(languages: [.every], header: ProseTable.Row(cells: [], location: nil), rows: rows)
    }
  }

  private static func firstCellRow(_ text: String) -> ProseTable.Row {
    ProseTable.Row(cells: [ProseTable.Cell(inlines: text.isEmpty ? [] : [.text(text)])], location: nil)
  }

  /// The fingerprint of what other pages and whole-site files depend on.
  static func interface(_ page: Page) -> Fingerprint {
    Fingerprint.of(page.interfaceDumpBytes())
  }
}
