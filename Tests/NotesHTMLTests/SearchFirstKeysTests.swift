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

/// The ranker reads each page's title in one pass, scalar by scalar (`Ranker.TitleText`),
/// where it made the joined title, its lowercased copy, sets of its scalars and of its word
/// starts, and its lowercased titles without white space. The code it replaced is kept
/// here as the reference, on titles of every script a site could hold.
@Suite struct SearchFirstKeysTitleReading {
  /// What the replaced code derived from a record.
  struct Reference {
    var titleScalars: Set<UInt32>
    var titleWordStarts: Set<UInt32>
    var titleCompact: [[UInt32]]
    var hasTitle: Bool

    init(_ record: SearchRecord) {
      let name = record.name ?? ""
      let symbol = !name.isEmpty && !["example", "article", "notes", "page"].contains(record.kind)
      let en = record.title.en ?? ""
      let zh = record.title.zh == record.title.en ? "" : (record.title.zh ?? "")
      let title = en + " " + zh + " " + (symbol ? "" : name)
      let titleLower = Array(title.lowercased().unicodeScalars).map(\.value)
      var wordStarts: Set<UInt32> = []
      var inWord = false
      for v in titleLower {
        let word = SearchFirstKeys.Ranker.isTitleWordScalar(v)
        if word && !inWord { wordStarts.insert(v) }
        inWord = word
      }
      titleScalars = Set(title.unicodeScalars.map(\.value))
      titleWordStarts = wordStarts
      titleCompact = [en, zh].map { Array($0.lowercased().unicodeScalars).map(\.value).filter { !SearchFirstKeys.Ranker.isJSSpace($0) } }
      hasTitle = !(title.unicodeScalars.count < 4 && title.unicodeScalars.allSatisfy(\.properties.isWhitespace))
    }

    func titleIs(_ c: UInt32) -> Bool { titleCompact.contains { $0.count == 1 && $0[0] == c } }
  }

  /// Pieces of titles: ASCII, Han, CJK punctuation and spaces, letters whose lowercase is
  /// longer or elsewhere (İ, Σ, ǅ, Ⅷ, Ꭰ, fullwidth Ａ), combining marks, compatibility ideographs.
  static let pieces = [
    "Zoom", "contentInset", "A", "b", "9", " ", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "滚", "动", "视图", "𠀀", "，", "（", "）",
    "İ", "Σ", "ΟΔΟΣ", "ß", "É", "e\u{301}", "ǅ", "Ⅷ", "Ꭰ", "Ａ", "ｚ", "\u{F900}", "\u{2F800}", "Ω", "K", "\u{212A}", "", "_", "-",
  ]

  static func records(count: Int) -> [SearchRecord] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func text(_ most: Int) -> String { (0..<next(most + 1)).map { _ in pieces[next(pieces.count)] }.joined() }
    return (0..<count).map { i in
      let kind = ["property", "article", "method", "page", "type"][next(5)]
      let en = next(6) == 0 ? nil : text(5)
      let zh = next(6) == 0 ? nil : (next(5) == 0 ? en : text(4))
      return SearchRecord(path: "p\(i)/", kind: kind, name: next(3) == 0 ? nil : text(3), title: Bilingual(en: en, zh: zh), length: next(50))
    }
  }

  @Test func aTitleReadInOnePassAnswersAsTheJoinedLowercasedTitleDid() {
    let records = Self.records(count: 3_000)
    let ranker = SearchFirstKeys.Ranker(documents: records, glossary: [], postings: [:])
    var hanPages: [UInt32: [Int]] = [:]
    for (i, record) in records.enumerated() {
      let reference = Reference(record)
      let page = ranker.pages[i]
      #expect(page.hasTitle == reference.hasTitle, "\(record.title)")
      for letter in "0123456789abcdefghijklmnopqrstuvwxyz".unicodeScalars {
        #expect(page.titleWordBegins(with: letter.value) == reference.titleWordStarts.contains(letter.value), "\(record.title) \(letter)")
      }
      let asked = reference.titleScalars.union(reference.titleCompact.joined()).union([0x61, 0x3000, 0x6EDA])
      for c in asked { #expect(page.titleIs(c) == reference.titleIs(c), "\(record.title) \(c)") }
      if reference.hasTitle {
        for c in reference.titleScalars.sorted() where SearchSegmenter.isHan(c) { hanPages[c, default: []].append(i) }
      }
    }
    #expect(ranker.titlesWithHan.mapValues { $0 } == hanPages)
  }
}
