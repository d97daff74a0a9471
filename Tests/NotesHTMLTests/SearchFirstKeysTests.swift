@testable import NotesHTML
import NotesCore
import Testing

/// The build's answers to first keystrokes (`SearchFirstKeys`). That they are the page
/// script's own ranking, every one, is a browser test (Tests/browser/test_search.py); these
/// hold the files' shape and the parts that are arithmetic.
@Suite struct SearchFirstKeysFiles {
  static func index() -> SearchIndexBuilder {
    var index = SearchIndexBuilder()
    index.addPage(
      SearchRecord(path: "uiscrollview/contentinset/", kind: "property", name: "contentInset", parent: "UIScrollView"),
      terms: PageTerms([("contentInset", .title), ("内容边距 滚动视图", .heading)]))
    index.addPage(
      SearchRecord(path: "articles/scrolling/", kind: "article", title: Bilingual("Scrolling Physics", "滚动的物理效果")),
      terms: PageTerms([("Scrolling Physics", .title), ("滚动的物理效果", .title), ("滚动 减速", .body)]))
    index.addPage(
      SearchRecord(path: "uiscrollview/isscrollenabled/", kind: "property", name: "isScrollEnabled", parent: "UIScrollView"),
      terms: PageTerms([("isScrollEnabled", .title), ("滚动", .body)]))
    return index
  }

  /// A key's answers as [page, tier, case] (-1: no case).
  static func answers(_ files: [SearchIndexFile], _ key: String) -> [[Double]]? {
    guard let file = files.first(where: { $0.path == SearchFirstKeys.path }),
      let parsed = try? JSONValue.parse(String(decoding: file.bytes, as: UTF8.self)), let flat = parsed["k"]?[key]?.arrayValue
    else { return nil }
    let numbers = flat.compactMap(\.doubleValue)
    var rows = stride(from: 0, to: numbers.count, by: 2).map { [numbers[$0], numbers[$0 + 1], -1] }
    for shown in parsed["c"]?[key]?.arrayValue ?? [] {
      let pair = (shown.arrayValue ?? []).compactMap(\.doubleValue)
      rows[Int(pair[0])][2] = pair[1]
    }
    return rows
  }

  @Test func aLetterIsAnsweredByNamesThenTitles() {
    let files = Self.index().files()
    // `s`: a word of isScrollEnabled (4), a title word (3); `c`: contentInset begins with it (5).
    #expect(Self.answers(files, "s") == [[2, 4, -1], [1, 3, -1]])
    #expect(Self.answers(files, "c") == [[0, 5, -1]])
    #expect(Self.answers(files, "q") == [])
    #expect(files.filter { $0.path.hasPrefix("search/k") }.map(\.path) == ["search/k.json"])
  }

  @Test func aHanCharacterIsAnsweredByTitlesThenTheBody() {
    // 滚: the article's title holds it (3); the others by BM25 over 滚 and the words it begins.
    let answers = Self.answers(Self.index().files(), "滚")
    #expect(answers?.first == [1, 3, -1])
    #expect(Set(answers?.dropFirst().map { $0[0] } ?? []) == [0, 2])
    #expect(answers?.dropFirst().allSatisfy { $0[1] == 1 } == true)
  }

  /// The idf of every document frequency on sites of a few sizes (and a spread of other
  /// arguments), bit for bit as V8's `Math.log` gives it.
  @Test func theLogarithmIsV8s() throws {
    var arguments: [Double] = [1, 2, 10, 1.5, 0.5, 1e-300, 1e300, 1 + 1e-7, 1 - 1e-7]
    for n in [3, 197, 264, 5082] {
      for df in 1...n { arguments.append(1 + (Double(n) - Double(df) + 0.5) / (Double(df) + 0.5)) }
    }
    let output = try NodeHarness.run("""
      const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
      process.stdout.write(JSON.stringify(input.map(x => Math.log(x))));
      """, input: JSONValue.array(arguments.map { .number($0) }).serialized())
    let fromJavaScript = try #require(JSONValue.parse(output).arrayValue).compactMap(\.doubleValue)
    let fromSwift = arguments.map(fdlibmLog)
    #expect(fromJavaScript.count == arguments.count)
    let differing = zip(arguments, zip(fromJavaScript, fromSwift)).filter { $0.1.0.bitPattern != $0.1.1.bitPattern }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }
}
