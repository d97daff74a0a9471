/// UIScrollView vocabulary in both languages, for cross-language search: a Chinese query for
/// 内容偏移 also looks for `contentOffset`, and `zoom` also looks for 缩放. The notes write
/// API names in English inside Chinese prose, so without this a Chinese reader's words
/// would miss the page named after the API.
public enum SearchGlossary {
  /// (Chinese, English) pairs; the English side is written as the API is spelled so its
  /// camelCase parts are indexed too.
  public static let pairs: [(zh: String, en: String)] = [
    ("内容偏移", "contentOffset"), ("内容尺寸", "contentSize"), ("内容大小", "contentSize"),
    ("内容边距", "contentInset"), ("内边距", "contentInset"), ("调整后的内容边距", "adjustedContentInset"),
    ("安全区域", "safeAreaInsets"), ("缩放比例", "zoomScale"), ("缩放", "zoom"), ("减速", "deceleration"),
    ("分页", "paging"), ("键盘", "keyboard"), ("滚动指示器", "scroll indicator"), ("回弹", "bounce"),
    ("代理", "delegate"), ("拖动", "dragging"), ("惯性", "deceleration"), ("布局指南", "layout guide"),
  ]
}
