import NotesCore

/// One member of a documented type in the symbol navigator (or one example).
public struct NavMember: Equatable, Sendable {
  /// The symbol's name, shown as code.
  public var name: String
  /// Shown instead of the name when given: an example's title.
  public var title: Bilingual?
  /// Site-relative path of the member's page (`uiscrollview/contentinset/`).
  public var path: String
  /// The SDK marks it deprecated (shown with a label in the reader's language).
  public var deprecated: Bool
  public init(name: String, title: Bilingual? = nil, path: String, deprecated: Bool = false) {
    self.name = name
    self.title = title
    self.path = path
    self.deprecated = deprecated
  }
}

/// A topic of a documented type (a `##` group of the notes) with its members, in notes order.
public struct NavTopic: Equatable, Sendable {
  public var title: Bilingual
  public var members: [NavMember]
  public init(title: Bilingual, members: [NavMember]) {
    self.title = title
    self.members = members
  }
}

/// A documented type in the symbol navigator: its overview page and its topics. The
/// examples are one too (`title` "Examples", a topic per kind of example).
public struct NavType: Equatable, Sendable {
  public var name: String
  /// Shown instead of the name (as code) when given.
  public var title: Bilingual?
  public var path: String
  public var topics: [NavTopic]
  public init(name: String, title: Bilingual? = nil, path: String, topics: [NavTopic]) {
    self.name = name
    self.title = title
    self.path = path
    self.topics = topics
  }

  /// How the navigator shows a name: code as text (its font comes from the stylesheet), a
  /// title in both languages.
  static func writeLabel(_ name: String, _ title: Bilingual?, to out: inout HTMLOutput) {
    if let title { BilingualMarkup.writeInline(title, to: &out) } else { out.text(name) }
  }
}

/// The sidebar on every page: a filter box, every documented type with its members grouped by
/// topic, then the articles and the site's other pages. On phones the same element is the
/// drawer the header's menu button opens.
///
/// Types and topics are `<details>`. A page carries the tree of its own type only (open, with
/// all its topics); the other types are links to their pages, which the page script replaces
/// with their trees from one shared script, `script(types:)` (loaded from disk as well as
/// from a server, and cached between pages), so a hundred member links are not repeated on
/// every page. Without JavaScript the reader has the current type's members and a link to
/// every type page, which lists its members. Every topic starts open, so opening a type shows
/// all its members. The filter box is `hidden` until the script (`navigator.js`) shows it.
/// Links are relative to the page (`../contentoffset/index.html` between members of a type).
public enum SymbolNavigator {
  /// The global the shared script fills: one type's tree (HTML, links site-relative) per type,
  /// in navigator order.
  public static let global = "ScrollNotesNavigator"

  /// - Parameters:
  ///   - page: the site-relative path of the page the navigator is on (`""` for home);
  ///     its link gets `aria-current="page"`, and the link of a section it belongs to
  ///     (`examples/` for an example page, its type for a member) gets `aria-current="true"`.
  ///   - siteTitle: the home link at the top of the drawer (phones show no title in the header).
  ///   - examples: the examples' tree, listed last (it takes the number after the types in
  ///     the shared script), always from the shared script.
  ///   - absoluteRoot: links start at this absolute path (`/`, `/scrollnotes/`), for the 404
  ///     page.
  public static func html(
    types: [NavType], groups: [NavGroup], examples: NavType? = nil, page: String, siteTitle: Bilingual = Bilingual("Home", "首页"),
    absoluteRoot: String? = nil
  ) -> String {
    var out = HTMLOutput()
    write(types: types, groups: groups, examples: examples, page: page, siteTitle: siteTitle, absoluteRoot: absoluteRoot, to: &out)
    return out.string
  }

  /// `html`, written into `out`.
  public static func write(
    types: [NavType], groups: [NavGroup], examples: NavType? = nil, page: String, siteTitle: Bilingual = Bilingual("Home", "首页"),
    absoluteRoot: String? = nil, to out: inout HTMLOutput
  ) {
    func href(_ target: String) -> String {
      absoluteRoot.map { PageLink.file($0 + target) } ?? PageLink.between(page, target)
    }
    func current(_ target: String) -> StaticString {
      if target == page { return " aria-current=\"page\"" }
      return !target.isEmpty && page.hasPrefix(target) ? " aria-current=\"true\"" : ""
    }
    out.raw("<nav class=\"sidebar\" id=\"site-nav\" aria-label=\"Contents · 目录\">\n")
    out.raw("<div class=\"nav-tools\"><a class=\"nav-home\" href=\"", attribute: href(""), "\">")
    BilingualMarkup.writeInline(siteTitle, to: &out)
    out.raw("</a>")
    out.raw("<input id=\"nav-filter\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"Filter · 筛选\" aria-label=\"Filter the contents · 筛选目录\" aria-controls=\"site-nav\" hidden>")
    out.raw("<a class=\"nav-close\" href=\"#main\" aria-label=\"Close the menu · 关闭菜单\">×</a></div>\n")
    out.raw("<p class=\"nav-empty\" role=\"status\" hidden>")
    BilingualMarkup.writeInline(Bilingual("No match", "没有匹配"), to: &out)
    out.raw("</p>\n")
    // A tree of its own on the page of one of its entries; elsewhere a link the script replaces.
    func trees(_ title: Bilingual, _ entries: [(number: Int, type: NavType)], cls: StaticString, inline: Bool) {
      guard !entries.isEmpty else { return }
      out.raw("<h2>")
      BilingualMarkup.writeInline(title, to: &out)
      out.raw("</h2>\n<ul class=\"")
      out.raw(cls)
      out.raw("\">\n")
      for (number, type) in entries {
        if inline, page.hasPrefix(type.path) {
          out.raw("<li>")
          writeTree(type, open: true, href: href, current: current, to: &out)
        } else {
          out.raw("<li data-nav=\"")
          out.number(number)
          out.raw("\"><a class=\"nav-type\" href=\"", attribute: href(type.path), "\"")
          out.raw(current(type.path))
          out.raw(">")
          NavType.writeLabel(type.name, type.title, to: &out)
          out.raw("</a>\n")
        }
      }
      out.raw("</ul>\n")
    }
    trees(Bilingual("Reference", "参考"), Array(types.enumerated()).map { ($0.offset, $0.element) }, cls: "nav-tree", inline: true)
    for group in groups {
      out.raw("<h2>")
      BilingualMarkup.writeInline(group.title, to: &out)
      out.raw("</h2>\n<ul>")
      for link in group.links {
        out.raw("<li><a href=\"", attribute: href(link.path), "\"")
        out.raw(current(link.path))
        out.raw(">")
        BilingualMarkup.writeInline(link.title, to: &out)
        out.raw("</a>")
      }
      out.raw("</ul>\n")
    }
    // The examples' tree is never in the page (sixty titles in two languages on each example
    // page); the script puts it in and marks the page, and their index lists them all.
    if let examples {
      trees(examples.title ?? Bilingual(en: examples.name, zh: examples.name), [(types.count, examples)], cls: "nav-tree nav-examples", inline: false)
    }
    out.raw("</nav>\n")
  }

  /// One type's `<details>`: its page's link as the summary, then a `<details open>` per topic
  /// with its members (deprecated ones marked `dep`). Topics without members are left out.
  /// `href` gives a link's target unescaped; `current` its `aria-current` attribute, if any.
  static func tree(_ type: NavType, open: Bool, href: (String) -> String, current: (String) -> StaticString) -> String {
    var out = HTMLOutput()
    writeTree(type, open: open, href: href, current: current, to: &out)
    return out.string
  }

  /// `tree`, written into `out`.
  static func writeTree(_ type: NavType, open: Bool, href: (String) -> String, current: (String) -> StaticString, to out: inout HTMLOutput) {
    out.raw(open ? "<details open><summary><a href=\"" : "<details><summary><a href=\"", attribute: href(type.path), "\"")
    out.raw(current(type.path))
    out.raw(">")
    NavType.writeLabel(type.name, type.title, to: &out)
    out.raw("</a></summary>\n")
    for topic in type.topics where !topic.members.isEmpty {
      out.raw("<details open><summary>")
      BilingualMarkup.writeInline(topic.title, to: &out)
      out.raw("</summary><ul>")
      for member in topic.members {
        out.raw("<li><a href=\"", attribute: href(member.path), "\"")
        if member.deprecated { out.raw(" class=\"dep\" title=\"Deprecated · 已弃用\"") }
        out.raw(current(member.path))
        out.raw(">")
        NavType.writeLabel(member.name, member.title, to: &out)
        out.raw("</a>")
      }
      out.raw("</ul></details>\n")
    }
    out.raw("</details>\n")
  }

  /// The shared script: `self.ScrollNotesNavigator=["<details>…", …];`, each type's (then
  /// the examples') closed
  /// tree with links from the site root (`uiscrollview/contentinset/index.html`), which the
  /// page script prefixes with the page's way to the root.
  public static func script(types: [NavType]) -> String {
    var out = Array("self.\(global)=[".utf8)
    for (number, type) in types.enumerated() {
      if number > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "\n"))
      JSONValue.writeString(tree(type, open: false, href: { PageLink.file($0) }, current: { _ in "" }), into: &out)
    }
    out += Array("];\n".utf8)
    return String(decoding: out, as: UTF8.self)
  }
}
