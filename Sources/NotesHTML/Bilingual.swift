/// A short text in both languages (a title, a label). Either may be missing; the page then
/// falls back to the other language with a visible notice.
public struct Bilingual: Equatable, Sendable {
  public var en: String?
  public var zh: String?
  public init(en: String?, zh: String?) {
    self.en = en
    self.zh = zh
  }
  public init(_ en: String, _ zh: String) {
    self.en = en
    self.zh = zh
  }

  /// Whichever exists, English first (for `<title>` and sorting).
  public var any: String { en ?? zh ?? "" }
}

/// Renders bilingual content so CSS can show English, Chinese or both side by side
/// (`html[data-view]`), with `lang` on every run. Readers without JavaScript see both.
public enum BilingualMarkup {
  static let fallbackNoticeZh = "尚未翻译，以下显示英文原文。"
  static let fallbackNoticeEn = "Not translated yet; the Chinese text is shown."

  /// Inline runs: `<span lang="en" class="en">…</span><span lang="zh-Hans" class="zh">…</span>`.
  /// Text is escaped here.
  public static func inline(_ text: Bilingual) -> String {
    var out = HTMLOutput()
    writeInline(text, to: &out)
    return out.string
  }

  /// `inline`, written into `out`.
  public static func writeInline(_ text: Bilingual, to out: inout HTMLOutput) {
    // Escaping keeps texts equal or different, so the text decides as the HTML did.
    switch (text.en, text.zh) {
    case (let en?, let zh?) where en == zh:
      out.raw("<span lang=\"en\">")
      out.text(en)
      out.raw("</span>")
    case (let en?, let zh?):
      out.raw("<span lang=\"en\" class=\"en\">")
      out.text(en)
      out.raw("</span><span lang=\"zh-Hans\" class=\"zh\">")
      out.text(zh)
      out.raw("</span>")
    case (let en?, nil):
      out.raw("<span lang=\"en\" class=\"en\">")
      out.text(en)
      out.raw("</span><span lang=\"en\" class=\"zh fallback\">")
      out.text(en)
      out.raw("</span>")
    case (nil, let zh?):
      out.raw("<span lang=\"zh-Hans\" class=\"en fallback\">")
      out.text(zh)
      out.raw("</span><span lang=\"zh-Hans\" class=\"zh\">")
      out.text(zh)
      out.raw("</span>")
    case (nil, nil):
      break
    }
  }

  /// Inline runs from HTML fragments that are already escaped/rendered.
  public static func inlineHTML(en: String?, zh: String?) -> String {
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
  public static func row(enHTML: String?, zhHTML: String?) -> String {
    var out = HTMLOutput()
    writeRow(en: enHTML.map { html in { $0.raw(html) } }, zh: zhHTML.map { html in { $0.raw(html) } }, to: &out)
    return out.string
  }

  /// `row`, with each side written into `out` by its closure.
  public static func writeRow(en: ((inout HTMLOutput) -> Void)?, zh: ((inout HTMLOutput) -> Void)?, to out: inout HTMLOutput) {
    out.raw("<div class=\"bi\">")
    switch (en, zh) {
    case (let en?, let zh?):
      out.raw("<div lang=\"zh-Hans\" class=\"zh\">")
      zh(&out)
      out.raw("</div><div lang=\"en\" class=\"en\">")
      en(&out)
      out.raw("</div>")
    case (let en?, nil):
      out.raw("<div lang=\"en\" class=\"untranslated\"><p class=\"fallback-notice zh\" lang=\"zh-Hans\">")
      out.raw(fallbackNoticeZh)
      out.raw("</p>")
      en(&out)
      out.raw("</div>")
    case (nil, let zh?):
      out.raw("<div lang=\"zh-Hans\" class=\"untranslated\"><p class=\"fallback-notice en\" lang=\"en\">")
      out.raw(fallbackNoticeEn)
      out.raw("</p>")
      zh(&out)
      out.raw("</div>")
    case (nil, nil):
      break
    }
    out.raw("</div>")
  }
}
