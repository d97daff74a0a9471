public import NotesBook

/// Renders an article: bilingual section headings, aligned zh/en rows, code and examples.
public struct ArticleRenderer: Sendable {
  public var prose: ProseRenderer
  /// HTML for `{{example ID}}`; the site supplies the example's code, output and figure.
  public var renderExample: @Sendable (String) -> String

  public init(prose: ProseRenderer, renderExample: @escaping @Sendable (String) -> String) {
    self.prose = prose
    self.renderExample = renderExample
  }

  public func html(_ article: Article) -> String {
    var out = HTMLOutput()
    write(article, to: &out)
    return out.string
  }

  public func write(_ article: Article, to out: inout HTMLOutput) {
    out.raw("<article class=\"article\"><h1>")
    BilingualMarkup.writeInline(Bilingual(en: article.titleEn, zh: article.titleZh), to: &out)
    out.raw("</h1>")
    let anchors = ArticleRenderer.anchors(for: article)
    writeTableOfContents(article, anchors: anchors, to: &out)
    var rowAnchors = ArticleRenderer.rowAnchors(for: article).makeIterator()
    for (section, anchor) in zip(article.sections, anchors) {
      writeSection(section, anchor: anchor, rowAnchors: &rowAnchors, to: &out)
    }
    out.raw("</article>")
  }

  /// One unique anchor per section, in order (a repeated title gets `-N`).
  public static func anchors(for article: Article) -> [String] {
    var used: Set<String> = []
    return article.sections.enumerated().map { number, section in
      var anchor = anchor(for: section, number: number + 1)
      if used.contains(anchor) { anchor += "-\(number + 1)" }
      used.insert(anchor)
      return anchor
    }
  }

  /// The anchor of each table row, table by table in article order: the slug of the English
  /// text of the row's first cell (`DEC-B` → `dec-b`, `Open question 5  开放问题 5` →
  /// `open-question-5`), when that is not empty and no section or earlier row has it.
  public static func rowAnchors(for article: Article) -> [[String?]] {
    var used = Set(anchors(for: article))
    var result: [[String?]] = []
    for section in article.sections {
      for case .table(let table) in section.blocks {
        result.append(
          table.rows.map { row in
            let anchor = slug(ProseRenderer.plainText(row.cells.first?.inlines ?? []))
            guard !anchor.isEmpty, !used.contains(anchor) else { return nil }
            used.insert(anchor)
            return anchor
          })
      }
    }
    return result
  }

  /// "On this page": the titled sections of levels 2 and 3, nested by level. Only shown when
  /// there are at least two, where it saves scrolling.
  func writeTableOfContents(_ article: Article, anchors: [String], to out: inout HTMLOutput) {
    let entries = zip(article.sections, anchors).filter { ($0.0.titleEn != nil || $0.0.titleZh != nil) && $0.0.level <= 3 }
    guard entries.count >= 2 else { return }
    out.raw("<nav class=\"toc\" aria-label=\"On this page · 本页内容\"><p class=\"toc-title\">")
    BilingualMarkup.writeInline(Bilingual("On this page", "本页内容"), to: &out)
    out.raw("</p><ol>")
    for (section, anchor) in entries {
      out.raw(section.level >= 3 ? "<li class=\"toc-sub\"><a href=\"#" : "<li><a href=\"#")
      out.attribute(anchor)
      out.raw("\">")
      BilingualMarkup.writeInline(Bilingual(en: section.titleEn, zh: section.titleZh), to: &out)
      out.raw("</a></li>")
    }
    out.raw("</ol></nav>")
  }

  /// Section anchors come from the English title (stable, ASCII); a section with only a
  /// Chinese title gets `section-N`.
  public static func anchor(for section: ArticleSection, number: Int) -> String {
    let base = section.titleEn.map(slug) ?? ""
    return base.isEmpty ? "section-\(number)" : base
  }

  func writeSection(_ section: ArticleSection, anchor: String, rowAnchors: inout IndexingIterator<[[String?]]>, to out: inout HTMLOutput) {
    let level = min(max(section.level, 2), 6)
    out.raw("<section>")
    if section.titleEn != nil || section.titleZh != nil {
      out.raw("<h")
      out.number(level)
      out.raw(" id=\"")
      out.attribute(anchor)
      out.raw("\">")
      BilingualMarkup.writeInline(Bilingual(en: section.titleEn, zh: section.titleZh), to: &out)
      out.raw(" <a class=\"anchor\" href=\"#")
      out.attribute(anchor)
      out.raw("\" aria-label=\"Link to this section · 本节链接\">#</a></h")
      out.number(level)
      out.raw(">")
    }
    for block in section.blocks {
      switch block {
      case .row(let zh, let en):
        let prose = self.prose
        BilingualMarkup.writeRow(
          en: en.map { blocks in { prose.write(blocks, to: &$0) } }, zh: zh.map { blocks in { prose.write(blocks, to: &$0) } }, to: &out)
      case .code(let sample):
        CodeBlockRenderer.write(sample, languages: prose.context.codeLanguages, to: &out)
      case .example(let id, _):
        out.raw(renderExample(id))
      case .thematicBreak:
        out.raw("<hr>")
      case .html:
        break  // raw HTML from notes is never rendered
      case .table(let table):
        writeTable(table, rowAnchors: rowAnchors.next() ?? [], to: &out)
      }
    }
    out.raw("</section>")
  }

  /// A table scrolls sideways on its own when it is wider than the page. A column of a
  /// language pair carries that language's class, so each view shows its own.
  func writeTable(_ table: ProseTable, rowAnchors: [String?], to out: inout HTMLOutput) {
    func cells(_ row: ProseTable.Row, tag: StaticString, to out: inout HTMLOutput) {
      for (cell, language) in zip(row.cells, table.languages) {
        out.raw("<")
        out.raw(tag)
        switch language {
        case .zh:
          out.raw(" lang=\"zh-Hans\" class=\"zh\">")
          prose.write(cell.inlines, to: &out)
        case .en:
          out.raw(" lang=\"en\" class=\"en\">")
          prose.write(cell.inlines, to: &out)
        case .every:
          out.raw(">")
          if let zh = cell.zh {
            // Compared as rendered: a cell the same in both is shown once.
            out.raw(BilingualMarkup.inlineHTML(en: prose.html(cell.inlines), zh: prose.html(zh)))
          } else {
            prose.write(cell.inlines, to: &out)
          }
        }
        out.raw("</")
        out.raw(tag)
        out.raw(">")
      }
    }
    out.raw("<div class=\"table-scroll\"><table class=\"prose-table\"><thead><tr>")
    cells(table.header, tag: "th", to: &out)
    out.raw("</tr></thead><tbody>")
    for (number, row) in table.rows.enumerated() {
      if number < rowAnchors.count, let id = rowAnchors[number] {
        out.raw("<tr id=\"")
        out.attribute(id)
        out.raw("\">")
      } else {
        out.raw("<tr>")
      }
      cells(row, tag: "td", to: &out)
      out.raw("</tr>")
    }
    out.raw("</tbody></table></div>")
  }
}

/// A URL- and anchor-safe slug: ASCII letters and digits, lowercased, other runs become `-`.
/// `setContentOffset(_:animated:)` → `setcontentoffset-animated`; Chinese-only text → "".
public func slug(_ text: String) -> String {
  var text = text
  return text.withUTF8(slug(utf8:))
}

/// `slug` of UTF-8 bytes. On bytes: every byte of a non-ASCII scalar, like the scalar, is
/// neither a letter, a digit nor `_`, so it only marks a dash; the slug is ASCII, no longer
/// than the bytes.
public func slug(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
  String(unsafeUninitializedCapacity: bytes.count) { out in
    var count = 0
    var pendingDash = false
    for byte in bytes {
      let isAlnum = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      if isAlnum {
        if pendingDash, count > 0 {
          out[count] = UInt8(ascii: "-")
          count += 1
        }
        pendingDash = false
        out[count] = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
        count += 1
      } else if byte != UInt8(ascii: "_") {
        pendingDash = true
      }
    }
    return count
  }
}
