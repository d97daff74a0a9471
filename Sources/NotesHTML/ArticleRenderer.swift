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
    var out = "<article class=\"article\">"
    out += "<h1>\(BilingualMarkup.inline(Bilingual(en: article.titleEn, zh: article.titleZh)))</h1>"
    var usedAnchors: Set<String> = []
    for (number, section) in article.sections.enumerated() {
      out += sectionHTML(section, number: number + 1, usedAnchors: &usedAnchors)
    }
    return out + "</article>"
  }

  /// Section anchors come from the English title (stable, ASCII); a section with only a
  /// Chinese title gets `section-N`.
  public static func anchor(for section: ArticleSection, number: Int) -> String {
    let base = section.titleEn.map(slug) ?? ""
    return base.isEmpty ? "section-\(number)" : base
  }

  func sectionHTML(_ section: ArticleSection, number: Int, usedAnchors: inout Set<String>) -> String {
    var anchor = ArticleRenderer.anchor(for: section, number: number)
    if usedAnchors.contains(anchor) { anchor += "-\(number)" }
    usedAnchors.insert(anchor)
    let level = min(max(section.level, 2), 6)
    var out = "<section>"
    if section.titleEn != nil || section.titleZh != nil {
      out += "<h\(level) id=\"\(escapeAttribute(anchor))\">\(BilingualMarkup.inline(Bilingual(en: section.titleEn, zh: section.titleZh)))"
      out += " <a class=\"anchor\" href=\"#\(escapeAttribute(anchor))\" aria-label=\"Link to this section · 本节链接\">#</a></h\(level)>"
    }
    for block in section.blocks {
      switch block {
      case .row(let zh, let en):
        out += BilingualMarkup.row(enHTML: en.map(prose.html), zhHTML: zh.map(prose.html))
      case .code(let sample):
        out += CodeBlockRenderer.html(sample)
      case .example(let id, _):
        out += renderExample(id)
      case .thematicBreak:
        out += "<hr>"
      case .html:
        break  // raw HTML from notes is never rendered
      }
    }
    return out + "</section>"
  }
}

/// A URL- and anchor-safe slug: ASCII letters and digits, lowercased, other runs become `-`.
/// `setContentOffset(_:animated:)` → `setcontentoffset-animated`; Chinese-only text → "".
public func slug(_ text: String) -> String {
  var out = ""
  var pendingDash = false
  for scalar in text.unicodeScalars {
    let v = scalar.value
    let isAlnum = (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    if isAlnum {
      if pendingDash, !out.isEmpty { out += "-" }
      pendingDash = false
      out.unicodeScalars.append(Unicode.Scalar(UInt8(v >= 0x41 && v <= 0x5A ? v + 32 : v)))
    } else if scalar != "_" {
      pendingDash = true
    }
  }
  return out
}
