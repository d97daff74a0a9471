import NotesBook
import NotesHTML

// The HTML renderers as they were before they wrote into one byte buffer (issue 19), kept
// here only so `ByteRenderingTests` can hold the byte renderers to them. Not used by the site.

struct StringProseRenderer: Sendable {
  var context: ProseContext

  init(context: ProseContext = ProseContext()) {
    self.context = context
  }

  func html(_ blocks: [ProseBlock]) -> String {
    blocks.map(html).joined()
  }

  func html(_ block: ProseBlock) -> String {
    switch block {
    case .paragraph(let inlines, _):
      let important = inlines.contains(.important)
      return important ? "<p class=\"important\">\(html(inlines))</p>" : "<p>\(html(inlines))</p>"
    case .list(let ordered, let start, let items, _):
      let open = ordered ? (start == 1 ? "<ol>" : "<ol start=\"\(start)\">") : "<ul>"
      let close = ordered ? "</ol>" : "</ul>"
      return open + items.map { "<li>\(html($0))</li>" }.joined() + close
    case .quote(let blocks, _):
      return "<blockquote>\(html(blocks))</blockquote>"
    case .heading(let level, let inlines, _):
      let tag = "h\(min(max(level, 3), 6))"
      return "<\(tag)>\(html(inlines))</\(tag)>"
    case .code(let sample):
      return StringCodeBlockRenderer.html(sample)
    }
  }

  func html(_ inlines: [Inline]) -> String {
    inlines.map(html).joined()
  }

  func html(_ inline: Inline) -> String {
    switch inline {
    case .text(let text): return escapeHTML(text)
    case .code(let code): return "<code>\(escapeHTML(code))</code>"
    case .emphasis(let children): return "<em>\(html(children))</em>"
    case .strong(let children): return "<strong>\(html(children))</strong>"
    case .link(let destination, let children):
      let label = html(children)
      switch classifyLink(destination) {
      case .external(let url):
        return "<a href=\"\(escapeAttribute(url))\" rel=\"noopener\">\(label)</a>"
      case .internalLink(let target):
        guard let href = context.resolveInternalLink(target) else { return label }
        return "<a href=\"\(escapeAttribute(href))\">\(label)</a>"
      case .refused:
        return label
      }
    case .image(_, let alt):
      // Images from notes are not loaded (no external requests); the alt text stands in.
      return escapeHTML(alt)
    case .html:
      return ""
    case .softBreak: return "\n"
    case .hardBreak: return "<br>"
    case .value(let placeholder):
      if let value = context.resolveValue(placeholder) {
        return "<span class=\"computed\" title=\"\(escapeAttribute(placeholder.exampleID))#\(escapeAttribute(placeholder.path))\">\(escapeHTML(value))</span>"
      }
      return "<span class=\"unresolved\">{{= \(escapeHTML(placeholder.exampleID))#\(escapeHTML(placeholder.path))}}</span>"
    case .important:
      return "<span class=\"badge important-mark\" lang=\"zh-Hans\">重点</span>"
    }
  }

}

enum StringCodeBlockRenderer {
  static func html(_ sample: CodeSample) -> String {
    let language = sample.language.lowercased()
    let body = (language == "swift" || language.isEmpty) ? BilingualCode.html(sample.code) : escapeHTML(sample.code)
    let cls = language.isEmpty ? "" : " class=\"language-\(escapeAttribute(language))\""
    return "<pre><code\(cls)>\(body)</code></pre>"
  }
}

struct StringArticleRenderer: Sendable {
  var prose: StringProseRenderer
  /// HTML for `{{example ID}}`; the site supplies the example's code, output and figure.
  var renderExample: @Sendable (String) -> String

  init(prose: StringProseRenderer, renderExample: @escaping @Sendable (String) -> String) {
    self.prose = prose
    self.renderExample = renderExample
  }

  func html(_ article: Article) -> String {
    var out = "<article class=\"article\">"
    out += "<h1>\(StringBilingualMarkup.inline(Bilingual(en: article.titleEn, zh: article.titleZh)))</h1>"
    let anchors = ArticleRenderer.anchors(for: article)
    out += tableOfContents(article, anchors: anchors)
    var rowAnchors = ArticleRenderer.rowAnchors(for: article).makeIterator()
    for (section, anchor) in zip(article.sections, anchors) {
      out += sectionHTML(section, anchor: anchor, rowAnchors: &rowAnchors)
    }
    return out + "</article>"
  }

  /// "On this page": the titled sections of levels 2 and 3, nested by level. Only shown when
  /// there are at least two, where it saves scrolling.
  func tableOfContents(_ article: Article, anchors: [String]) -> String {
    let entries = zip(article.sections, anchors).filter { ($0.0.titleEn != nil || $0.0.titleZh != nil) && $0.0.level <= 3 }
    guard entries.count >= 2 else { return "" }
    var out = "<nav class=\"toc\" aria-label=\"On this page · 本页内容\"><p class=\"toc-title\">"
    out += StringBilingualMarkup.inline(Bilingual("On this page", "本页内容")) + "</p><ol>"
    for (section, anchor) in entries {
      let cls = section.level >= 3 ? " class=\"toc-sub\"" : ""
      out += "<li\(cls)><a href=\"#\(escapeAttribute(anchor))\">\(StringBilingualMarkup.inline(Bilingual(en: section.titleEn, zh: section.titleZh)))</a></li>"
    }
    return out + "</ol></nav>"
  }

  func sectionHTML(_ section: ArticleSection, anchor: String, rowAnchors: inout IndexingIterator<[[String?]]>) -> String {
    let level = min(max(section.level, 2), 6)
    var out = "<section>"
    if section.titleEn != nil || section.titleZh != nil {
      out += "<h\(level) id=\"\(escapeAttribute(anchor))\">\(StringBilingualMarkup.inline(Bilingual(en: section.titleEn, zh: section.titleZh)))"
      out += " <a class=\"anchor\" href=\"#\(escapeAttribute(anchor))\" aria-label=\"Link to this section · 本节链接\">#</a></h\(level)>"
    }
    for block in section.blocks {
      switch block {
      case .row(let zh, let en):
        out += StringBilingualMarkup.row(enHTML: en.map(prose.html), zhHTML: zh.map(prose.html))
      case .code(let sample):
        out += StringCodeBlockRenderer.html(sample)
      case .example(let id, _):
        out += renderExample(id)
      case .thematicBreak:
        out += "<hr>"
      case .html:
        break  // raw HTML from notes is never rendered
      case .table(let table):
        out += tableHTML(table, rowAnchors: rowAnchors.next() ?? [])
      }
    }
    return out + "</section>"
  }

  /// A table scrolls sideways on its own when it is wider than the page. A column of a
  /// language pair carries that language's class, so each view shows its own.
  func tableHTML(_ table: ProseTable, rowAnchors: [String?]) -> String {
    func cells(_ row: ProseTable.Row, tag: String) -> String {
      zip(row.cells, table.languages).map { cell, language in
        switch language {
        case .zh: return "<\(tag) lang=\"zh-Hans\" class=\"zh\">\(prose.html(cell.inlines))</\(tag)>"
        case .en: return "<\(tag) lang=\"en\" class=\"en\">\(prose.html(cell.inlines))</\(tag)>"
        case .every:
          guard let zh = cell.zh else { return "<\(tag)>\(prose.html(cell.inlines))</\(tag)>" }
          return "<\(tag)>\(StringBilingualMarkup.inlineHTML(en: prose.html(cell.inlines), zh: prose.html(zh)))</\(tag)>"
        }
      }.joined()
    }
    var out = "<div class=\"table-scroll\"><table class=\"prose-table\"><thead><tr>\(cells(table.header, tag: "th"))</tr></thead><tbody>"
    for (number, row) in table.rows.enumerated() {
      let id = number < rowAnchors.count ? rowAnchors[number].map { " id=\"\(escapeAttribute($0))\"" } ?? "" : ""
      out += "<tr\(id)>\(cells(row, tag: "td"))</tr>"
    }
    return out + "</tbody></table></div>"
  }
}


enum StringBilingualMarkup {
  static let fallbackNoticeZh = "尚未翻译，以下显示英文原文。"
  static let fallbackNoticeEn = "Not translated yet; the Chinese text is shown."

  /// Inline runs: `<span lang="en" class="en">…</span><span lang="zh-Hans" class="zh">…</span>`.
  /// Text is escaped here.
  static func inline(_ text: Bilingual) -> String {
    inlineHTML(en: text.en.map { escapeHTML($0) }, zh: text.zh.map { escapeHTML($0) })
  }

  /// Inline runs from HTML fragments that are already escaped/rendered.
  static func inlineHTML(en: String?, zh: String?) -> String {
    switch (en, zh) {
    case (let en?, let zh?) where en == zh:
      // The same in both (an API name): shown once in every view.
      return "<span lang=\"en\">\(en)</span>"
    case (let en?, let zh?):
      return "<span lang=\"en\" class=\"en\">\(en)</span><span lang=\"zh-Hans\" class=\"zh\">\(zh)</span>"
    case (let en?, nil):
      return "<span lang=\"en\" class=\"en\">\(en)</span><span lang=\"en\" class=\"zh fallback\">\(en)</span>"
    case (nil, let zh?):
      return "<span lang=\"zh-Hans\" class=\"en fallback\">\(zh)</span><span lang=\"zh-Hans\" class=\"zh\">\(zh)</span>"
    case (nil, nil):
      return ""
    }
  }

  /// One aligned row of block content: the Chinese and English versions of a paragraph,
  /// list or section side by side. A missing side is written once, shown in every view, with
  /// a notice in the missing language's view only (not a second copy: on a page of mostly
  /// untranslated notes that copy was a third of the page).
  static func row(enHTML: String?, zhHTML: String?) -> String {
    var out = "<div class=\"bi\">"
    switch (enHTML, zhHTML) {
    case (let en?, let zh?):
      out += "<div lang=\"zh-Hans\" class=\"zh\">\(zh)</div><div lang=\"en\" class=\"en\">\(en)</div>"
    case (let en?, nil):
      out += "<div lang=\"en\" class=\"untranslated\"><p class=\"fallback-notice zh\" lang=\"zh-Hans\">\(fallbackNoticeZh)</p>\(en)</div>"
    case (nil, let zh?):
      out += "<div lang=\"zh-Hans\" class=\"untranslated\"><p class=\"fallback-notice en\" lang=\"en\">\(fallbackNoticeEn)</p>\(zh)</div>"
    case (nil, nil):
      break
    }
    out += "</div>"
    return out
  }
}
