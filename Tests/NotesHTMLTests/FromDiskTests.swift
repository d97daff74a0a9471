import Foundation
import NotesCore
import NotesHTML
import Testing

/// What makes the site work opened from disk (file:// URLs): links that name files, and the
/// search index and the model module as scripts.
@Suite struct FromDisk {
  @Test(arguments: [
    ("../../", "../../index.html"), ("./", "./index.html"), ("../a/b/", "../a/b/index.html"),
    ("../a/#topic", "../a/index.html#topic"), ("a/?q=1#x", "a/index.html?q=1#x"), ("/", "/index.html"),
    ("#main", "#main"), ("?lang=en", "?lang=en"), ("../coverage.json", "../coverage.json"), ("", ""),
    ("a/b#x/", "a/b#x/"),
  ])
  func pageLinksNameTheIndexFileOfAFolder(href: String, file: String) {
    #expect(PageLink.file(href) == file)
  }

  @Test func everyLinkOfThePageShellNamesAFile() {
    let chrome = SiteChrome(
      siteTitle: Bilingual("Notes", "笔记"), navigation: [NavGroup(title: Bilingual("Types", "类型"), links: [
        NavLink(title: Bilingual("Home", "首页"), path: ""), NavLink(title: Bilingual("A", "甲"), path: "a/"),
      ])], stylesheetPath: "assets/site.css", scriptPath: "assets/site.js", searchIndexPath: "search-index.js")
    let html = PageShell.render(PageContent(path: "a/b/", title: Bilingual("B", "乙"), mainHTML: "", kind: "api"), chrome: chrome)
    // Every href, src and action that leads somewhere in the site (not `#…`, `?…` or `data:`).
    let targets = html.matches(of: /(?:href|src|action)="(\.[^"]*)"/).map { String($0.output.1) }
    // 3 alternates, 2 assets, title, search, the drawer's home link, the breadcrumb's, 2 navigation links
    #expect(targets.count == 11, "\(targets)")
    for target in targets {
      let path = target.prefix { $0 != "?" && $0 != "#" }
      #expect(!path.hasSuffix("/"), "\(target) names a folder")
    }
    #expect(html.contains("<a class=\"site-title\" href=\"../../index.html\">"))
    #expect(html.contains("action=\"../../search/index.html\""))
    #expect(html.contains("data-search-index=\"../../search-index.js\""))
  }

  @Test func searchIndexTwinsHoldTheSameValueAsTheirJSON() throws {
    var index = SearchIndexBuilder()
    index.add("Zeilen\u{2028}trenner </script> \"quoted\" 内容偏移", to: index.addPage(path: "a/", title: Bilingual("contentOffset", "内容偏移")), field: .body)
    let files = SearchIndexScript.withTwins(index.files())
    #expect(files.map(\.path) == [
        "search-index.json", "search-index.js", "search/t0.json", "search/t0.js", "search/s0.json", "search/s0.js", "search/k.json", "search/k.js",
      ])
    let program = "globalThis.self = globalThis;\n" + files.filter { $0.path.hasSuffix(".js") }.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
      + "process.stdout.write(JSON.stringify(self.ScrollNotesSearchData));"
    let loaded = try JSONValue.parse(try NodeHarness.run(program))
    for json in files where json.path.hasSuffix(".json") {
      let value = try JSONValue.parse(String(decoding: json.bytes, as: UTF8.self))
      #expect(loaded[SearchIndexScript.path(forJSON: json.path)] == value, "\(json.path)")
    }
  }

  /// The twin copies the JSON in runs between the bytes it escapes; it writes what escaping
  /// byte by byte (kept here) wrote, with quotes and backslashes anywhere, in a row, or none.
  @Test func aTwinEscapesWhatEscapingByteByByteEscaped() {
    let pieces = ["\\", "'", "''", "\\'", "ab", "内容", "\"x\"", " ", "0123456789abcdef"]
    var random = SplitMix(seed: 47)
    for _ in 0..<2_000 {
      let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let file = SearchIndexFile(path: "search/s0.json", bytes: Array(text.utf8))
      let twin = SearchIndexScript.twin(of: file)
      var expected = Array("(self.\(SearchIndexScript.global)=self.\(SearchIndexScript.global)||{})[\"search/s0.js\"]=JSON.parse('".utf8)
      for byte in file.bytes {
        if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "'") { expected.append(UInt8(ascii: "\\")) }
        expected.append(byte)
      }
      expected += Array("');\n".utf8)
      #expect(twin.bytes == expected, "\(text)")
    }
  }

  @Test func theModuleScriptDecodesToTheModuleBytes() throws {
    var random = SplitMix(seed: 11)
    for length in Array(0...70) + [1000, 1001, 1002, 65_536, 65_537] {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      #expect(String(decoding: ModuleScript.base64(bytes), as: UTF8.self) == Data(bytes).base64EncodedString(), "\(length) bytes")
    }
    let module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 0xff, 0xfe]
    let program = "globalThis.self = globalThis;\n" + String(decoding: ModuleScript.script(for: module), as: UTF8.self)
      + "process.stdout.write(JSON.stringify(Array.from(Buffer.from(self.\(ModuleScript.global), 'base64'))));"
    #expect(try JSONValue.parse(try NodeHarness.run(program)) == .array(module.map { .number(Double($0)) }))
  }
}

/// PageLink cuts ASCII hrefs on their bytes; it must cut every href where walking its
/// characters cuts it (the reading it replaced, kept here).
@Suite struct PageLinkBytes {
  static func characterFile(_ href: String) -> String {
    let end = href.firstIndex { $0 == "?" || $0 == "#" } ?? href.endIndex
    let path = href[..<end]
    guard path.hasSuffix("/") else { return href }
    return String(path) + PageLink.indexFile + href[end...]
  }

  /// `PageLink.between` as first written, on characters.
  static func characterBetween(_ from: String, _ to: String) -> String {
    let split = to.firstIndex(of: "#") ?? to.endIndex
    let source = from.split(separator: "/")
    let target = to[..<split].split(separator: "/")
    var common = 0
    while common < source.count, common < target.count, source[common] == target[common] { common += 1 }
    let rest = target[common...]
    let path = String(repeating: "../", count: source.count - common) + rest.map { $0 + "/" }.joined()
    return path.isEmpty ? PageLink.indexFile + to[split...] : PageLink.file(path + to[split...])
  }

  @Test func linksBetweenPagesAreTheCharacterReading() {
    let pieces = ["a", "b", "/", "//", "#", "#x", "?", "ab", "中", "é", "e\u{301}", "/\u{301}", "\r\n", ""]
    var generator = SplitMix(seed: 17)
    func path() -> String { (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined() }
    for _ in 0..<4_000 {
      let (from, to) = (path(), path())
      #expect(PageLink.between(from, to) == Self.characterBetween(from, to), "\(from.debugDescription) -> \(to.debugDescription)")
    }
    for (from, to) in [("", ""), ("a/", "a/"), ("a/b/", "a/c/#x"), ("a/b/", ""), ("", "a/b/"), ("a/b/", "a/b/#f"), ("x/", "y/z/")] {
      #expect(PageLink.between(from, to) == Self.characterBetween(from, to), "\(from) -> \(to)")
    }
  }

  /// A link from a root to a path (and a fragment) put together in one buffer is what
  /// `file` makes of the joined text, for any ASCII mixture; other text is left to `file`.
  @Test func linksFromTheRootAreFileOfTheJoinedText() {
    let pieces = ["a", "/", "?", "#", "lang=en", "../", "./", "x/", "\r\n", ""]
    var generator = SplitMix(seed: 53)
    func text() -> String { (0..<Int(generator.next() % 5)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined() }
    for _ in 0..<3_000 {
      let (root, path, fragment) = (text(), text(), "#" + text())
      #expect(PageLink.to(path, root: root) == Self.characterFile(root + path), "\(root.debugDescription) \(path.debugDescription)")
      let joined = Array(fragment.utf8).withUnsafeBufferPointer { PageLink.to(path, fragment: $0, root: root) }
      #expect(joined == Self.characterFile(root + path + fragment), "\(root.debugDescription) \(path.debugDescription) \(fragment.debugDescription)")
    }
    #expect(Array("#x".utf8).withUnsafeBufferPointer { PageLink.to("页/", fragment: $0, root: "../") } == nil)
    #expect(PageLink.to("页/", root: "../") == "../页/index.html")
  }

  @Test func cutsWhereTheCharactersCut() {
    let pieces = ["a", "/", "?", "#", "lang=en", "../", "中", "/\u{301}", "#\u{301}", "\r\n", "é", ""]
    var generator = SplitMix(seed: 31)
    for _ in 0..<3_000 {
      let href = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      #expect(PageLink.file(href) == Self.characterFile(href), "\(href.debugDescription)")
      let cut = PageLink.cutAtFragment(href)
      let split = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      #expect(cut.path == split[0] && cut.fragment == (split.count > 1 ? split[1] : nil), "\(href.debugDescription)")
    }
  }
}
