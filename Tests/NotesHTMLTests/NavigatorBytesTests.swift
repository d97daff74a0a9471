import NotesCore
import Testing

@testable import NotesHTML

/// The navigator is written straight into the page's buffer; it must be byte for byte the
/// navigator built as one `String` (the path it replaces, kept here as the reference).
@Suite struct NavigatorBytes {
  enum StringNavigator {
    static func html(
      types: [NavType], groups: [NavGroup], examples: NavType? = nil, page: String, siteTitle: Bilingual = Bilingual("Home", "首页"),
      absoluteRoot: String? = nil
    ) -> String {
      func href(_ target: String) -> String {
        escapeAttribute(absoluteRoot.map { PageLink.file($0 + target) } ?? PageLink.between(page, target))
      }
      func current(_ target: String) -> String {
        if target == page { return " aria-current=\"page\"" }
        return !target.isEmpty && page.hasPrefix(target) ? " aria-current=\"true\"" : ""
      }
      var out = "<nav class=\"sidebar\" id=\"site-nav\" aria-label=\"Contents · 目录\">\n"
      out += "<div class=\"nav-tools\"><a class=\"nav-home\" href=\"\(href(""))\">\(BilingualMarkup.inline(siteTitle))</a>"
      out += "<input id=\"nav-filter\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"Filter · 筛选\" aria-label=\"Filter the contents · 筛选目录\" aria-controls=\"site-nav\" hidden>"
      out += "<a class=\"nav-close\" href=\"#main\" aria-label=\"Close the menu · 关闭菜单\">×</a></div>\n"
      out += "<p class=\"nav-empty\" role=\"status\" hidden>\(BilingualMarkup.inline(Bilingual("No match", "没有匹配")))</p>\n"
      // A tree of its own on the page of one of its entries; elsewhere a link the script replaces.
      func trees(_ title: Bilingual, _ entries: [(number: Int, type: NavType)], cls: String, inline: Bool) {
        guard !entries.isEmpty else { return }
        out += "<h2>\(BilingualMarkup.inline(title))</h2>\n<ul class=\"\(cls)\">\n"
        for (number, type) in entries {
          if inline, page.hasPrefix(type.path) {
            out += "<li>" + tree(type, open: true, href: href, current: current)
          } else {
            out += "<li data-nav=\"\(number)\"><a class=\"nav-type\" href=\"\(href(type.path))\"\(current(type.path))>\(label(type.name, type.title))</a>\n"
          }
        }
        out += "</ul>\n"
      }
      trees(Bilingual("Reference", "参考"), Array(types.enumerated()).map { ($0.offset, $0.element) }, cls: "nav-tree", inline: true)
      for group in groups {
        out += "<h2>\(BilingualMarkup.inline(group.title))</h2>\n<ul>"
        for link in group.links {
          out += "<li><a href=\"\(href(link.path))\"\(current(link.path))>\(BilingualMarkup.inline(link.title))</a>"
        }
        out += "</ul>\n"
      }
      // The examples' tree is never in the page (sixty titles in two languages on each example
      // page); the script puts it in and marks the page, and their index lists them all.
      if let examples {
        trees(examples.title ?? Bilingual(en: examples.name, zh: examples.name), [(types.count, examples)], cls: "nav-tree nav-examples", inline: false)
      }
      return out + "</nav>\n"
    }
    static func tree(_ type: NavType, open: Bool, href: (String) -> String, current: (String) -> String) -> String {
      var out = "<details\(open ? " open" : "")><summary><a href=\"\(href(type.path))\"\(current(type.path))>\(label(type.name, type.title))</a></summary>\n"
      for topic in type.topics where !topic.members.isEmpty {
        out += "<details open><summary>\(BilingualMarkup.inline(topic.title))</summary><ul>"
        for member in topic.members {
          let deprecated = member.deprecated ? " class=\"dep\" title=\"Deprecated · 已弃用\"" : ""
          out += "<li><a href=\"\(href(member.path))\"\(deprecated)\(current(member.path))>\(label(member.name, member.title))</a>"
        }
        out += "</ul></details>\n"
      }
      return out + "</details>\n"
    }
    static func script(types: [NavType]) -> String {
      var out = Array("self.\(SymbolNavigator.global)=[".utf8)
      for (number, type) in types.enumerated() {
        if number > 0 { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\n"))
        JSONValue.writeString(tree(type, open: false, href: { escapeAttribute(PageLink.file($0)) }, current: { _ in "" }), into: &out)
      }
      out += Array("];\n".utf8)
      return String(decoding: out, as: UTF8.self)
    }
    static func label(_ name: String, _ title: Bilingual?) -> String {
      title.map(BilingualMarkup.inline) ?? escapeHTML(name)
    }

  }

  static let pages = ["", "uiscrollview/", "uiscrollview/contentinset/", "examples/inset.tall/", "articles/zooming/", "a&b/", "中文/", "uiscrollview/contentinset/#x"]

  @Test func theNavigatorIsTheStringNavigatorsBytes() {
    let types = SymbolNavigatorMarkup.types
    let groups = SymbolNavigatorMarkup.groups + [NavGroup(title: Bilingual(en: "A & <b>", zh: nil), links: [NavLink(title: Bilingual("Q\"1", "问"), path: "q'/")])]
    for page in Self.pages {
      for absoluteRoot in [nil, "/", "/scroll notes/"] {
        for examples in [nil, SymbolNavigatorMarkup.examples] {
          let written = SymbolNavigator.html(types: types, groups: groups, examples: examples, page: page, siteTitle: Bilingual("S & T", "站"), absoluteRoot: absoluteRoot)
          let built = StringNavigator.html(types: types, groups: groups, examples: examples, page: page, siteTitle: Bilingual("S & T", "站"), absoluteRoot: absoluteRoot)
          #expect(written == built, "\(page) \(absoluteRoot ?? "-")")
        }
      }
    }
  }

  @Test func theSharedScriptIsTheStringOnes() {
    let types = SymbolNavigatorMarkup.types + [SymbolNavigatorMarkup.examples]
    #expect(SymbolNavigator.script(types: types) == StringNavigator.script(types: types))
  }
}
