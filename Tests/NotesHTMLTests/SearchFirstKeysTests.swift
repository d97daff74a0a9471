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

  @Test func postingsPastThePageListLeaveHanCharactersToThePage() {
    let documents = (0..<3).map { SearchRecord(path: "p\($0)/", kind: "article", title: Bilingual(en: "Page \($0)", zh: "滚动")) }
    let fits: [String: [SearchIndexBuilder.Posting]] = ["滚动": [(0, 1), (2, 1)]]
    #expect(SearchFirstKeys.Ranker(documents: documents, glossary: [], postings: fits).hanCharacters.map(\.value) == [0x6EDA])
    // A page the list does not have (a cache and a site from different builds): no answer is
    // ranked from it, and nothing reads past the tables.
    #expect(SearchFirstKeys.postingsStayWithin(fits, pages: 3))
    for wrong in [[(0, 1), (3, 1)], [(-1, 1), (1, 1)]] as [[SearchIndexBuilder.Posting]] {
      let ranker = SearchFirstKeys.Ranker(documents: documents, glossary: [], postings: ["滚动": wrong])
      #expect(ranker.hanCharacters.isEmpty)
      // What a rebuild asks before ranking, refusing the cache.
      #expect(!SearchFirstKeys.postingsStayWithin(["滚动": wrong], pages: 3))
    }
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

/// A letter query reads a page's name and cases from a few numbers (`Ranker.NameReading`),
/// where it walked the lowercased name, its word starts and every case name for each of 36
/// letters and digits. The code it replaced is kept here as the reference.
@Suite struct SearchFirstKeysNameReading {
  /// `names()` as the ranker read it before.
  static func reference(_ base: String, cases: [String], _ q: UInt16) -> (tier: Double, score: Double, caseIndex: Int)? {
    let name = Array(base.lowercased().utf16)
    let scalars = Array(base.unicodeScalars).map(\.value)
    var wordStarts: [Int] = []
    if scalars.count > 1 {
      for i in 1..<scalars.count {
        if SearchSegmenter.isUpper(scalars[i]) && !SearchSegmenter.isUpper(scalars[i - 1]) {
          wordStarts.append(i)
        } else if i >= 2 && SearchSegmenter.isLower(scalars[i]) && SearchSegmenter.isUpper(scalars[i - 1]) && SearchSegmenter.isUpper(scalars[i - 2]) {
          wordStarts.append(i - 1)
        }
      }
    }
    var best: (tier: Double, score: Double, caseIndex: Int)?
    if !name.isEmpty {
      let length = -Double(name.count) / 100
      if name.count == 1 && name[0] == q {
        best = (6, 0, -1)
      } else if name[0] == q {
        best = (5, length, -1)
      } else if wordStarts.contains(where: { $0 < name.count && name[$0] == q }) {
        best = (4, length, -1)
      }
    }
    for (j, caseName) in cases.map({ Array($0.lowercased().utf16) }).enumerated() where caseName.count == 1 && caseName[0] == q {
      if best == nil || 3.5 > best!.tier || (3.5 == best!.tier && 0 > best!.score) { best = (3.5, 0, j) }
    }
    return best
  }

  @Test func aNameReadOnceAnswersEachLetterAsTheWalkDid() {
    let pieces = ["content", "Inset", "URL", "Session", "a", "B", "x", "Y", "9", "_", "İ", "é", "ß", "Ａ", "scrollView", "ID", "s", "UI"]
    var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let letters = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf16)
    for _ in 0..<4_000 {
      let base = (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined()
      let cases = (0..<next(4)).map { _ in next(2) == 0 ? pieces[next(pieces.count)] : String(UnicodeScalar(UInt8(97 + next(26)))) }
      let reading = SearchFirstKeys.Ranker.NameReading(base, cases: cases)
      for q in letters {
        let found = reading.match(q)
        let expected = Self.reference(base, cases: cases, q)
        #expect(found.map { [$0.tier, $0.score, Double($0.caseIndex)] } == expected.map { [$0.tier, $0.score, Double($0.caseIndex)] }, "\(base) \(cases) \(q)")
      }
    }
  }
}

/// A Han character's answers rank the pages only the full text found apart from the titles'
/// and concepts' (`Ranker.fullTextOnly`), where every such page was offered as a row of tier
/// 1 and ranked with the rest. The replaced steps are kept here as the reference, on random
/// sites with aliases, glossaries and pages found many ways.
@Suite struct SearchFirstKeysFullTextRanking {
  /// `han` as it was: every page the full text found offered at tier 1, then one ranking.
  static func reference(_ ranker: SearchFirstKeys.Ranker, _ character: Unicode.Scalar) -> [SearchFirstKeys.Answer] {
    let c = character.value
    var tables = SearchFirstKeys.Ranker.Tables(pages: ranker.documents.count)
    for i in ranker.titlesWithHan[c] ?? [] { ranker.offer(&tables.found, i, ranker.pages[i].titleIs(c) ? 5.5 : 3, 0, -1) }
    let hits = ranker.glossaryHits[c] ?? []
    for hit in hits {
      for (k, target) in ranker.glossary[hit.concept].targets.enumerated() {
        ranker.offer(&tables.found, target, hit.full ? 3.5 : 3.4, 0, -1, order: Double(k))
      }
    }
    var alternatives: [String] = []
    var seen: Set<[UInt16]> = []
    for hit in hits {
      for word in ranker.glossary[hit.concept].words {
        for term in SearchSegmenter.terms(word) where seen.insert(Array(term.utf16)).inserted { alternatives.append(term) }
      }
    }
    let terms = ranker.hanTerms[c] ?? []
    var expanded: [(String, Double)] = []
    if terms.first.map({ Array($0.unicodeScalars) == [character] }) == true { expanded.append((String(character), 1)) }
    for term in terms where expanded.count < 40 && Array(term.unicodeScalars) != [character] { expanded.append((term, 0.8)) }
    for (term, weight) in expanded { ranker.score(term, weight, &tables.own) }
    for term in alternatives { ranker.score(term, 0.5, &tables.alt) }
    for page in tables.own.pages { ranker.offer(&tables.found, page, 1, 0, -1) }
    for page in tables.alt.pages { ranker.offer(&tables.found, page, 1, 0, -1) }
    return ranker.ranked(tables.found, own: tables.own, alt: tables.alt)
  }

  @Test func pagesOnlyTheFullTextFoundRankAsTheyDidAmongAllRows() {
    var state: UInt64 = 0x1234_5678_9ABC_DEF1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let han = Array("滚动视图内容偏移缩放边距".unicodeScalars)
    var compared = 0
    for round in 0..<40 {
      let count = 8 + next(60)
      let documents = (0..<count).map { i in
        SearchRecord(
          path: "p\(i)/", kind: ["property", "article", "method"][next(3)], name: next(2) == 0 ? "name\(i)" : nil,
          title: Bilingual(en: "Page \(i)", zh: (0..<next(4)).map { _ in String(han[next(han.count)]) }.joined()),
          alias: next(6) == 0 ? next(count) : nil, length: next(3) == 0 ? 0 : 1 + next(400))
      }
      var postings: [String: [SearchIndexBuilder.Posting]] = [:]
      for _ in 0..<(4 + next(30)) {
        let term = (0..<(1 + next(2))).map { _ in String(han[next(han.count)]) }.joined()
        var list: [SearchIndexBuilder.Posting] = []
        for page in 0..<count where next(3) == 0 { list.append((Int32(page), Int32(1 + next(6)))) }
        if !list.isEmpty { postings[term] = list }
      }
      let glossary = (0..<next(3)).map { _ in
        SearchFirstKeys.Concept(
          words: (0..<(1 + next(3))).map { _ in (0..<(1 + next(2))).map { _ in String(han[next(han.count)]) }.joined() },
          targets: (0..<next(4)).map { _ in next(count) })
      }
      let ranker = SearchFirstKeys.Ranker(documents: documents, glossary: glossary, postings: postings)
      var tables = SearchFirstKeys.Ranker.Tables(pages: documents.count)
      for character in ranker.hanCharacters {
        let answers = ranker.han(character, &tables)
        #expect(answers == Self.reference(ranker, character), "round \(round) \(character)")
        compared += 1
      }
    }
    #expect(compared > 100)
  }
}
