public import NotesCore
import Dispatch
import Synchronization

/// The answers to a reader's first keystroke, worked out when the site is built, so the box
/// answers it from one small file instead of waiting for the page list (thousands of
/// records on a large site) and, for a Chinese character, for the shards of its words and
/// of the glossary's.
///
/// A first keystroke is one character: a letter or digit (`a`–`z`, `0`–`9`; a capital reads
/// as its small letter) or a Han character. Its answer is the ten results `search.js`
/// ranks for it (docs/site.md, "Search"), computed here by the same rules for exactly that
/// query:
///
/// - a letter matches names (the whole name 6, its start 5, a word of it 4, an enum case
///   named by the letter 3.5) and titles (the whole title 5.5, a word 3); no full text;
/// - a Han character matches titles that hold it (3, or 5.5 for the whole title), the
///   glossary's concepts with a word it is or begins (3.5, 3.4, in the concept's order), and
///   the body by BM25 over the character and the words it begins, with the glossary's words
///   as alternatives (`Math.log` is fdlibm's in V8, so `fdlibmLog` is that algorithm: the
///   scores, and so the order, are the page script's to the last bit).
///
/// A browser test (Tests/browser/test_search.py) checks every answer against the page
/// script's own ranking. A character with anything the two languages could read differently
/// (a compatibility ideograph, a name that is not ASCII) gets no answer here, and the box
/// ranks it as any other query.
///
/// One file, `search/k.json` (with its script twin, `SearchIndexScript`), loaded when the box
/// is first used, so a first keystroke, a letter or a Han character, asks for nothing more:
/// `{"s": 64, "d": {"<page>": record, …}, "k": {"a": [page, tier, page, tier, …], "滚": […], …},
/// "c": {"a": [[result, case], …], …}}`, where `s` is the pages per file of summaries and `c`
/// names the results shown as an enum case (the case's index on its page). A result is two
/// numbers and a page's record is written once, so this site's 816 answers and the records of
/// the 196 pages they show come to 80 KB (19 KB gzip).
///
/// Records are the page list's (`SearchRecord.json`) without the length and the alias,
/// which only ranking reads.
public enum SearchFirstKeys {
  public static let path = "search/k.json"
  /// Results per answer: what the box shows.
  public static let limit = 10

  public struct Concept: Sendable {
    public var words: [String]
    public var targets: [Int]
    public init(words: [String], targets: [Int]) {
      self.words = words
      self.targets = targets
    }
  }

  /// The concepts of a manifest's glossary (`SearchIndexBuilder.GlossaryEntry.json`).
  public static func concepts(_ glossary: JSONValue) -> [Concept] {
    (glossary.arrayValue ?? []).map { entry in
      Concept(
        words: (entry["w"]?.arrayValue ?? []).compactMap(\.stringValue),
        targets: (entry["t"]?.arrayValue ?? []).compactMap { $0.doubleValue.map(Int.init) })
    }
  }

  /// Whether a term begins with a Han character (its postings feed the answers).
  public static func beginsWithHan(_ term: String) -> Bool {
    var term = term
    return term.withUTF8(beginsWithHan(utf8:))
  }

  /// `beginsWithHan` for a term's UTF-8 bytes.
  static func beginsWithHan(utf8 term: UnsafeBufferPointer<UInt8>) -> Bool {
    !term.isEmpty && SearchSegmenter.isHan(SearchSegmenter.scalar(at: 0, in: term).value)
  }

  /// The terms of the glossary's words, as the index spells them.
  public static func glossaryTerms(_ glossary: [Concept]) -> Set<String> {
    Set(glossary.flatMap { $0.words.flatMap(SearchSegmenter.terms) })
  }

  /// Whether the answers read a term's postings: it begins with a Han character or is one
  /// of `glossaryTerms`. A rebuild keeps exactly these (`BuildCache.firstKeyPostings`), so
  /// it works out the answers again without reading the index.
  public static func reads(_ term: String, glossaryTerms: Set<String>) -> Bool {
    beginsWithHan(term) || glossaryTerms.contains(term)
  }

  /// Whether every posting names a page of a list of `pages`: the ranking reads postings
  /// unchecked. Postings are in page order, so each list's ends bound it.
  public static func postingsStayWithin(_ postings: [String: [SearchIndexBuilder.Posting]], pages: Int) -> Bool {
    postings.values.allSatisfy { ($0.first?.document ?? 0) >= 0 && Int($0.last?.document ?? -1) < pages }
  }

  /// One result: the page, its tier, the enum case shown (-1 none).
  struct Answer: Equatable {
    var page: Int
    var tier: Double
    var caseIndex: Int
  }

  /// The files of first keystrokes. `postings` must hold every term that begins with a Han
  /// character and every term of the glossary's words (it may hold more).
  public static func files(
    documents: [SearchRecord], glossary: [Concept], postings: [String: [SearchIndexBuilder.Posting]]
  ) -> [SearchIndexFile] {
    let ranker = Ranker(documents: documents, glossary: glossary, postings: postings)
    var entries: [(key: String, answers: [Answer])] = []
    if ranker.latinReady {
      for scalar in Array("0123456789abcdefghijklmnopqrstuvwxyz".unicodeScalars) {
        if let answers = ranker.latin(Character(scalar)) { entries.append((String(scalar), answers)) }
      }
    }
    // The Han characters (hundreds on a large site) on every core, each worker with its
    // own tables; the answers land in the characters' order.
    let characters = ranker.hanCharacters
    let workers = min(8, max(characters.count, 1))
    let answers = Mutex([[Answer]?](repeating: nil, count: characters.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var tables = Ranker.Tables(pages: documents.count)
      var mine: [(Int, [Answer]?)] = []
      for i in stride(from: worker, to: characters.count, by: workers) { mine.append((i, ranker.han(characters[i], &tables))) }
      answers.withLock { for (i, found) in mine { $0[i] = found } }
    }
    let hanAnswers = answers.withLock { $0 }
    for (character, found) in zip(characters, hanAnswers) {
      if let found { entries.append((String(character), found)) }
    }
    return [SearchIndexFile(path: path, bytes: file(entries, documents: documents))]
  }

  static func file(_ entries: [(key: String, answers: [Answer])], documents: [SearchRecord]) -> [UInt8] {
    let pages = Set(entries.flatMap { $0.answers.map(\.page) }).sorted()
    let cases = entries.compactMap { entry -> JSONMember? in
      let shown = entry.answers.enumerated().filter { $0.element.caseIndex >= 0 }
      if shown.isEmpty { return nil }
      return JSONMember(key: entry.key, value: .array(shown.map { .array([.number(Double($0.offset)), .number(Double($0.element.caseIndex))]) }))
    }
    let members = [
      JSONMember(key: "s", value: .number(Double(SearchIndexBuilder.summariesPerFile))),
      JSONMember(key: "d", value: .object(pages.map { JSONMember(key: String($0), value: slim(documents[$0])) })),
      JSONMember(
        key: "k",
        value: .object(entries.map { JSONMember(key: $0.key, value: .array($0.answers.flatMap { [.number(Double($0.page)), .number($0.tier)] })) })),
      JSONMember(key: "c", value: .object(cases)),
    ]
    return Array(JSONValue.object(members).serialized().utf8)
  }

  /// A record as results draw it: the page list's, without what only ranking reads.
  static func slim(_ record: SearchRecord) -> JSONValue {
    guard case .object(let members) = record.json else { return record.json }
    return .object(members.filter { $0.key != "l" && $0.key != "a" })
  }
}

// MARK: - The page script's ranking, for one-character queries

extension SearchFirstKeys {
  struct Ranker {
    struct Page {
      /// What a letter query asks of the name as `search.js` matches it (symbols only),
      /// lowercased, as UTF-16 (`NameReading`): a handful of numbers, so the 36 letters and
      /// digits read each of thousands of pages without copying collections.
      var name: NameReading
      /// The letters and digits that begin a word of the title text lowercased (`tw`), a
      /// bit each (`TitleText.letterBit`): the only first characters a letter query asks about.
      var titleWordLetters: UInt64
      /// The one character each title (`tc`: English, Chinese), lowercased without white
      /// space, consists of; `TitleText.none` where it is not one character.
      var titleSingles: (en: UInt32, zh: UInt32)
      /// Whether a title, lowercased without white space, is the one character `c`.
      func titleIs(_ c: UInt32) -> Bool { titleSingles.en == c || titleSingles.zh == c }
      /// Whether a word of the title text begins with the letter or digit `c` (`0-9a-z`).
      func titleWordBegins(with c: UInt32) -> Bool { TitleText.letterBit(c).map { titleWordLetters & $0 != 0 } ?? false }
      var hasTitle: Bool
      var alias: Int?
    }

    let documents: [SearchRecord]
    let glossary: [Concept]
    let postings: [String: [SearchIndexBuilder.Posting]]
    var pages: [Page] = []
    /// BM25's length term of each page, `1.2 * (0.25 + 0.75 * length / average)`, worked
    /// out once instead of for each posting (the same operations, so the same bits).
    var lengthNorms: [Double] = []
    /// The page each page stands as (its alias, or itself), for the full-text rows, which
    /// look it up for every page found without touching the page's other readings.
    var standsAs: [Int] = []
    /// Whether every symbol name reads the same in both (ASCII).
    var latinReady = true
    /// Glossary words that are one letter: those letters are left to the page script.
    var letterWords: Set<String> = []
    var hanReady = true
    /// Han-first terms by first scalar, in the page script's order (UTF-16).
    var hanTerms: [UInt32: [String]] = [:]
    /// The pages with a title whose text holds a Han character, by character, in page order.
    var titlesWithHan: [UInt32: [Int]] = [:]
    /// `glossaryHits()` by character: the concepts with a word that is the character (full)
    /// or begins with it, in the glossary's order.
    var glossaryHits: [UInt32: [(concept: Int, full: Bool)]] = [:]
    let average: Double

    init(documents: [SearchRecord], glossary: [Concept], postings: [String: [SearchIndexBuilder.Posting]]) {
      self.documents = documents
      self.glossary = glossary
      self.postings = postings
      var total = 0
      for record in documents { total += record.length == 0 ? 1 : record.length }
      average = Double(total) / Double(max(documents.count, 1))
      pages.reserveCapacity(documents.count)
      standsAs.reserveCapacity(documents.count)
      lengthNorms.reserveCapacity(documents.count)
      var hanInTitle: [UInt32] = []
      for (i, record) in documents.enumerated() {
        let name = record.name ?? ""
        let symbol = !name.isEmpty && !["example", "article", "notes", "page"].contains(record.kind)
        var base = symbol ? name : ""
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        if !base.unicodeScalars.allSatisfy(\.isASCII) || !(record.cases.allSatisfy { $0.name.unicodeScalars.allSatisfy(\.isASCII) }) {
          latinReady = false
        }
        let en = record.title.en ?? ""
        let zh = record.title.zh == record.title.en ? "" : (record.title.zh ?? "")
        // The title text is `en + " " + zh + " " + name` (the name of a page that is not a
        // symbol), read piece by piece: lowercasing goes scalar by scalar, so the pieces
        // lowercased one after another are the joined text lowercased.
        var title = TitleText()
        hanInTitle.removeAll(keepingCapacity: true)
        for piece in [en, " ", zh, " ", symbol ? "" : name] {
          title.read(piece)
          for scalar in piece.unicodeScalars where SearchSegmenter.isHan(scalar.value) && !hanInTitle.contains(scalar.value) {
            hanInTitle.append(scalar.value)
          }
        }
        let length = record.length == 0 ? 1 : record.length
        let page = Page(
          name: NameReading(base, cases: record.cases.map(\.name)),
          titleWordLetters: title.wordLetters, titleSingles: (TitleText.single(en), TitleText.single(zh)),
          hasTitle: !(title.scalars < 4 && [en, zh, symbol ? "" : name].allSatisfy { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }),
          alias: record.alias)
        pages.append(page)
        standsAs.append(record.alias ?? i)
        lengthNorms.append(1.2 * (0.25 + 0.75 * Double(length) / average))
        if page.hasTitle {
          for c in hanInTitle { titlesWithHan[c, default: []].append(i) }
        }
      }
      for (g, concept) in glossary.enumerated() {
        var hits: [UInt32: Bool] = [:]
        for word in concept.words {
          if word.unicodeScalars.contains(where: { Self.isCompatibilityIdeograph($0.value) }) { hanReady = false }
          let phrase = Self.phrase(word)
          if phrase.count == 1 { letterWords.insert(phrase) }
          // A word with a character of the two main blocks: the full hit of its one
          // character, else a hit of its first.
          guard word.unicodeScalars.contains(where: { (0x3400...0x9FFF).contains($0.value) }), let first = word.unicodeScalars.first
          else { continue }
          if word.unicodeScalars.count == 1 { hits[first.value] = true } else if hits[first.value] == nil { hits[first.value] = false }
        }
        for (c, full) in hits { glossaryHits[c, default: []].append((g, full)) }
      }
      // A page that stands for a page the list does not have (the page script could not rank
      // it either): no answers.
      let inRange = { (page: Int) in page >= 0 && page < documents.count }
      if !documents.allSatisfy({ $0.alias.map(inRange) ?? true }) || !glossary.allSatisfy({ $0.targets.allSatisfy(inRange) }) {
        latinReady = false
        hanReady = false
      }
      // A page the list does not have (postings and records from different builds) leaves
      // Han characters to the page.
      if !SearchFirstKeys.postingsStayWithin(postings, pages: documents.count) { hanReady = false }
      for term in postings.keys {
        guard let first = term.unicodeScalars.first, SearchSegmenter.isHan(first.value) else { continue }
        hanTerms[first.value, default: []].append(term)
      }
      for key in hanTerms.keys { hanTerms[key]!.sort { $0.utf16.lexicographicallyPrecedes($1.utf16) } }
    }

    /// A symbol's name and its enum cases as a letter query reads them.
    struct NameReading {
      /// The name lowercased, in UTF-16 code units; 0 for no name.
      var length = 0
      /// Its first code unit.
      var first: UInt16 = 0
      /// The letters and digits (`TitleText.letterBit`) that begin a camelCase word of the
      /// name after its first.
      var wordLetters: UInt64 = 0
      /// Each letter or digit that a case is named by alone (lowercased), with the first such
      /// case's index.
      var caseLetters: [(letter: UInt16, index: Int)] = []

      init(_ base: String, cases: [String]) {
        let lowered = Array(base.lowercased().utf16)
        length = lowered.count
        first = lowered.first ?? 0
        // camelCase words start at an uppercase scalar after a lowercase one, or at the last
        // capital of a run followed by a lowercase one; indices are scalars', which are the
        // code units' wherever letters are answered (every name ASCII).
        let scalars = Array(base.unicodeScalars).map(\.value)
        if scalars.count > 1 {
          for i in 1..<scalars.count {
            var start: Int?
            if SearchSegmenter.isUpper(scalars[i]) && !SearchSegmenter.isUpper(scalars[i - 1]) {
              start = i
            } else if i >= 2 && SearchSegmenter.isLower(scalars[i]) && SearchSegmenter.isUpper(scalars[i - 1]) && SearchSegmenter.isUpper(scalars[i - 2]) {
              start = i - 1
            }
            if let start, start < lowered.count, let bit = TitleText.letterBit(UInt32(lowered[start])) { wordLetters |= bit }
          }
        }
        for (index, name) in cases.enumerated() {
          let unit = Array(name.lowercased().utf16)
          guard unit.count == 1, TitleText.letterBit(UInt32(unit[0])) != nil, !caseLetters.contains(where: { $0.letter == unit[0] }) else { continue }
          caseLetters.append((unit[0], index))
        }
      }

      /// `names()` in search.js for the letter or digit `q`: the name itself (whole 6, its
      /// start 5, a word of it 4), then a case named by it (3.5).
      func match(_ q: UInt16) -> Found? {
        var best: Found?
        if length > 0 {
          let score = -Double(length) / 100
          if length == 1 && first == q {
            best = Found(tier: 6, score: 0, caseIndex: -1, order: 1e9)
          } else if first == q {
            best = Found(tier: 5, score: score, caseIndex: -1, order: 1e9)
          } else if let bit = TitleText.letterBit(UInt32(q)), wordLetters & bit != 0 {
            best = Found(tier: 4, score: score, caseIndex: -1, order: 1e9)
          }
        }
        if best == nil, let named = caseLetters.first(where: { $0.letter == q }) {
          best = Found(tier: 3.5, score: 0, caseIndex: named.index, order: 1e9)
        }
        return best
      }
    }

    /// The compatibility ideographs (U+F900–FAFF, U+2F800–2FA1F): each is canonically
    /// equivalent to another character, which the page script (comparing code units) and
    /// Swift (comparing characters) would read differently, so they are left to the page.
    static func isCompatibilityIdeograph(_ v: UInt32) -> Bool {
      (0xF900...0xFAFF).contains(v) || (0x2F800...0x2FA1F).contains(v)
    }

    /// The Han characters that get an answer: those that begin a term, outside the
    /// compatibility block (a term spelled with one may be another term's spelling).
    var hanCharacters: [Unicode.Scalar] {
      guard hanReady else { return [] }
      return hanTerms.keys.filter { !Self.isCompatibilityIdeograph($0) }.sorted().compactMap { key in
        let terms = hanTerms[key]!
        if terms.contains(where: { $0.unicodeScalars.contains { Self.isCompatibilityIdeograph($0.value) } }) { return nil }
        return Unicode.Scalar(key)
      }
    }

    /// `pieces(w)` joined by spaces: the words of an English glossary phrase as the page script reads them.
    static func phrase(_ word: String) -> String {
      var parts: [String] = []
      var current = ""
      var han = false
      func flush() {
        if !current.isEmpty { parts.append(current) }
        current = ""
      }
      for scalar in word.unicodeScalars {
        if SearchSegmenter.isHan(scalar.value) {
          if !han { flush() }
          han = true
          current.unicodeScalars.append(scalar)
        } else if SearchSegmenter.isWordScalar(scalar.value) {
          if han { flush() }
          han = false
          current += String(scalar).lowercased()
        } else {
          flush()
        }
      }
      flush()
      return parts.joined(separator: " ")
    }

    /// A page's title text read once for what the ranking asks of it, lowercased scalar by
    /// scalar as `String.lowercased()` does (ASCII and Han characters without a table
    /// lookup), with no joined or lowercased string made.
    struct TitleText {
      /// Where a character is not the one character of a title.
      static let none = UInt32.max
      /// The letters and digits (`TitleText.letterBit`) that begin a title word.
      var wordLetters: UInt64 = 0
      /// Scalars read (before lowercasing).
      var scalars = 0
      private var inWord = false

      /// Reads the next piece of the title text.
      mutating func read(_ text: String) {
        for scalar in text.unicodeScalars {
          scalars += 1
          Self.lowercased(scalar) { v in
            let word = Ranker.isTitleWordScalar(v)
            if word && !inWord, let bit = Self.letterBit(v) { wordLetters |= bit }
            inWord = word
          }
        }
      }

      /// The scalars `scalar` lowercases to, handed to `body`.
      @inline(__always)
      static func lowercased(_ scalar: Unicode.Scalar, _ body: (UInt32) -> Void) {
        let v = scalar.value
        if v < 0x80 {
          body((0x41...0x5A).contains(v) ? v | 0x20 : v)
        } else if SearchSegmenter.isHan(v) && !Ranker.isCompatibilityIdeograph(v) {
          body(v)  // ideographs have no case
        } else {
          for lowered in scalar.properties.lowercaseMapping.unicodeScalars { body(lowered.value) }
        }
      }

      /// The one character `title` is, lowercased without white space; `none` otherwise.
      static func single(_ title: String) -> UInt32 {
        var found = none
        var count = 0
        for scalar in title.unicodeScalars {
          lowercased(scalar) { v in
            guard !Ranker.isJSSpace(v) else { return }
            count += 1
            found = v
          }
          if count > 1 { return none }
        }
        return count == 1 ? found : none
      }

      /// A bit for each of `0-9a-z`: the only characters a letter query is.
      static func letterBit(_ v: UInt32) -> UInt64? {
        switch v {
        case 0x30...0x39: 1 << UInt64(v - 0x30)
        case 0x61...0x7A: 1 << UInt64(v - 0x61 + 10)
        default: nil
        }
      }
    }

    /// `[0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]`
    static func isTitleWordScalar(_ v: UInt32) -> Bool {
      (0x30...0x39).contains(v) || (0x61...0x7A).contains(v) || (0xC0...0xD6).contains(v) || (0xD8...0xF6).contains(v)
        || (0xF8...0x24F).contains(v)
    }

    /// JavaScript's `\s`.
    static func isJSSpace(_ v: UInt32) -> Bool {
      switch v {
      case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
      default: false
      }
    }

    struct Found {
      var tier: Double
      var score: Double
      var caseIndex: Int
      var order: Double
    }

    /// `offer` in search.js.
    func offer(_ found: inout PageTable<Found>, _ page: Int, _ tier: Double, _ score: Double, _ caseIndex: Int, order: Double = 1e9) {
      var page = page
      var caseIndex = caseIndex
      if let alias = pages[page].alias {
        page = alias
        caseIndex = -1
      }
      if let r = found[page], !(tier > r.tier || (tier == r.tier && score > r.score)) { return }
      found[page] = Found(tier: tier, score: score, caseIndex: caseIndex, order: order)
    }

    /// The first ten of the pages found; `own` (which also says which pages the character's
    /// own words cover) and `alt` are the full-text scores.
    func ranked(_ found: PageTable<Found>, own: PageTable<Double>? = nil, alt: PageTable<Double>? = nil) -> [Answer] {
      typealias Row = (page: Int, found: Found, cov: Double, own: Double, alt: Double)
      // A total order (pages break every tie), so the first ten are the same whatever order
      // they are met in: kept by insertion instead of sorting every page found.
      func precedes(_ a: Row, _ b: Row) -> Bool {
        if a.found.tier != b.found.tier { return a.found.tier > b.found.tier }
        if a.found.score != b.found.score { return a.found.score > b.found.score }
        if a.found.order != b.found.order { return a.found.order < b.found.order }
        if a.cov != b.cov { return a.cov > b.cov }
        if a.own != b.own { return a.own > b.own }
        if a.alt != b.alt { return a.alt > b.alt }
        return a.page < b.page
      }
      var best: [Row] = []
      best.reserveCapacity(SearchFirstKeys.limit + 1)
      for page in found.pages {
        let ownScore = own?[page]
        let row = (page: page, found: found[page]!, cov: ownScore == nil ? 0.0 : 1.0, own: ownScore ?? 0, alt: alt?[page] ?? 0)
        if best.count == SearchFirstKeys.limit, !precedes(row, best[best.count - 1]) { continue }
        var at = best.count
        while at > 0, precedes(row, best[at - 1]) { at -= 1 }
        best.insert(row, at: at)
        if best.count > SearchFirstKeys.limit { best.removeLast() }
      }
      return best.map { Answer(page: $0.page, tier: $0.found.tier, caseIndex: $0.found.caseIndex) }
    }

    /// A letter or digit (lowercase).
    func latin(_ letter: Character) -> [Answer]? {
      guard latinReady, !letterWords.contains(String(letter)), let q = letter.utf16.first, let qs = letter.unicodeScalars.first?.value else { return nil }
      var found = PageTable<Found>(pages: pages.count)
      func look(_ i: Int, _ page: borrowing Page) {
        // names(): the page's own name, then its cases (only a case named by the letter).
        if let best = page.name.match(q) { offer(&found, i, best.tier, best.score, best.caseIndex) }
        // titles()
        if page.hasTitle {
          if page.titleIs(qs) {
            offer(&found, i, 5.5, 0, -1)
          } else if page.titleWordBegins(with: qs) {
            offer(&found, i, 3, 0, -1)
          }
        }
      }
      // Through the buffer: the array's element would be copied for each of 36 letters
      // (its case letters retained and released), and no page is changed here.
      pages.withUnsafeBufferPointer { pages in
        for i in pages.indices { look(i, pages[i]) }
      }
      return ranked(found)
    }

    /// A Han character.
    /// What one character's ranking fills, kept from one character to the next.
    struct Tables {
      var found: PageTable<Found>
      var own: PageTable<Double>
      var alt: PageTable<Double>
      /// Pages `fullTextOnly` has looked at: those marked with the current `epoch`.
      var seen: [UInt32]
      var epoch: UInt32 = 0
      init(pages: Int) {
        found = PageTable(pages: pages)
        own = PageTable(pages: pages)
        alt = PageTable(pages: pages)
        seen = Array(repeating: 0, count: pages)
      }
    }

    func han(_ character: Unicode.Scalar, _ tables: inout Tables) -> [Answer]? {
      let c = character.value
      tables.found.clear()
      tables.own.clear()
      tables.alt.clear()
      // titles(): only the pages whose title holds the character.
      for i in titlesWithHan[c] ?? [] {
        offer(&tables.found, i, pages[i].titleIs(c) ? 5.5 : 3, 0, -1)
      }
      // glossaryHits(): a concept with a word that is the character (full) or begins with it.
      let hits = glossaryHits[c] ?? []
      for hit in hits {
        for (k, target) in glossary[hit.concept].targets.enumerated() { offer(&tables.found, target, hit.full ? 3.5 : 3.4, 0, -1, order: Double(k)) }
      }
      // fullText(): the character and the words it begins (40 at most), then the glossary's words.
      var alternatives: [String] = []
      var seen: Set<[UInt16]> = []
      for hit in hits {
        for word in glossary[hit.concept].words {
          for term in SearchSegmenter.terms(word) where seen.insert(Array(term.utf16)).inserted { alternatives.append(term) }
        }
      }
      func isCharacter(_ term: String) -> Bool {
        var scalars = term.unicodeScalars.makeIterator()
        return scalars.next() == character && scalars.next() == nil
      }
      var expanded: [(String, Double)] = []
      let terms = hanTerms[c] ?? []
      if let first = terms.first, isCharacter(first) { expanded.append((first, 1)) }
      for term in terms where expanded.count < 40 && !isCharacter(term) { expanded.append((term, 0.8)) }
      for (term, weight) in expanded { score(term, weight, &tables.own) }
      for term in alternatives { score(term, 0.5, &tables.alt) }
      // Titles and concepts (tier 3 and up) come before every page only the full text
      // found (tier 1), whatever their scores: ranked apart, and the second list only for
      // the places the first leaves.
      var answers = ranked(tables.found, own: tables.own, alt: tables.alt)
      if answers.count < SearchFirstKeys.limit { answers += fullTextOnly(&tables, room: SearchFirstKeys.limit - answers.count) }
      return answers
    }

    /// The best `room` pages the full text found (`own`, then `alt`; each page as it stands,
    /// `offer`'s alias) that no title or concept found, in `ranked`'s order for rows of tier
    /// 1, score 0: the page's own words found it, then `own`, then `alt`, then the page.
    /// Each page is looked at once, without a row in `found`.
    func fullTextOnly(_ tables: inout Tables, room: Int) -> [Answer] {
      typealias Row = (page: Int, cov: Double, own: Double, alt: Double)
      func precedes(_ a: Row, _ b: Row) -> Bool {
        if a.cov != b.cov { return a.cov > b.cov }
        if a.own != b.own { return a.own > b.own }
        if a.alt != b.alt { return a.alt > b.alt }
        return a.page < b.page
      }
      tables.epoch &+= 1
      if tables.epoch == 0 {
        for i in tables.seen.indices { tables.seen[i] = 0 }
        tables.epoch = 1
      }
      let epoch = tables.epoch
      var best: [Row] = []
      best.reserveCapacity(room + 1)
      // Thousands of pages for a common character: read through the tables' storage, with
      // no copy of a table or of a page's readings per page.
      tables.found.withReadings { found, _ in
        tables.own.withReadings { own, ownPages in
          tables.alt.withReadings { alt, altPages in
            standsAs.withUnsafeBufferPointer { standsAs in
              tables.seen.withUnsafeMutableBufferPointer { seen in
                for list in [ownPages, altPages] {
                  for p in list {
                    let page = standsAs[p]
                    if seen[page] == epoch || found[page] != nil { continue }
                    seen[page] = epoch
                    let ownScore = own[page]
                    let row = (page: page, cov: ownScore == nil ? 0.0 : 1.0, own: ownScore ?? 0, alt: alt[page] ?? 0)
                    if best.count == room, !precedes(row, best[best.count - 1]) { continue }
                    var at = best.count
                    while at > 0, precedes(row, best[at - 1]) { at -= 1 }
                    best.insert(row, at: at)
                    if best.count > room { best.removeLast() }
                  }
                }
              }
            }
          }
        }
      }
      return best.map { Answer(page: $0.page, tier: 1, caseIndex: -1) }
    }

    /// `score` in search.js: BM25 of one term into the best score per page.
    func score(_ term: String, _ weight: Double, _ best: inout PageTable<Double>) {
      guard let list = postings[term] else { return }
      let n = Double(documents.count)
      let df = Double(list.count)
      let idf = fdlibmLog(1 + (n - df + 0.5) / (df + 0.5))
      // Hundreds of thousands of postings per build: raw reads and writes, no checks per posting.
      list.withUnsafeBufferPointer { list in
        lengthNorms.withUnsafeBufferPointer { norms in
          best.withSlots { slots, order, count in
            for posting in list {
              let page = Int(posting.document)
              let tf = Double(posting.weight)
              let s: Double = weight * idf * tf * 2.2 / (tf + norms[page])
              if let old = slots[page] {
                if !(old >= s) { slots[page] = s }
              } else {
                slots[page] = s
                order[count] = page
                count += 1
              }
            }
          }
        }
      }
    }
  }

  /// Values by page number, with the pages in the order they were first given one: a
  /// dictionary keyed by page without hashing, cleared in the time it was filled. A page is
  /// given a value once between clears, so the order needs room for every page at most.
  struct PageTable<Value> {
    private var slots: [Value?]
    private var order: [Int]
    private var count = 0

    init(pages count: Int) {
      slots = Array(repeating: nil, count: count)
      order = Array(repeating: 0, count: count)
    }

    /// The pages given a value, in the order they were first given one.
    var pages: ArraySlice<Int> { order[..<count] }

    subscript(page: Int) -> Value? {
      get { slots[page] }
      set {
        precondition(newValue != nil, "a page's value is replaced, never removed")
        if slots[page] == nil {
          order[count] = page
          count += 1
        }
        slots[page] = newValue
      }
    }

    mutating func clear() {
      slots.withUnsafeMutableBufferPointer { slots in
        for page in order[..<count] { slots[page] = nil }
      }
      count = 0
    }

    /// The slots, the order and its count, for a loop that fills many: it must put a page at
    /// `order[count]` (and count it) when it gives it its first value, and never remove one.
    mutating func withSlots<R>(_ body: (UnsafeMutableBufferPointer<Value?>, UnsafeMutableBufferPointer<Int>, inout Int) -> R) -> R {
      var filled = count
      let result = slots.withUnsafeMutableBufferPointer { slots in order.withUnsafeMutableBufferPointer { body(slots, $0, &filled) } }
      self.count = filled
      return result
    }

    /// The slots and the pages given a value, to read many.
    func withReadings<R>(_ body: (UnsafeBufferPointer<Value?>, UnsafeBufferPointer<Int>) -> R) -> R {
      slots.withUnsafeBufferPointer { slots in order.withUnsafeBufferPointer { body(slots, UnsafeBufferPointer(rebasing: $0[..<count])) } }
    }
  }
}

/// The natural logarithm as fdlibm computes it (`e_log.c`), which is V8's `Math.log`
/// (`base::ieee754::log`): the same bits for the same argument.
func fdlibmLog(_ argument: Double) -> Double {
  let ln2Hi = 6.93147180369123816490e-01
  let ln2Lo = 1.90821492927058770002e-10
  let two54 = 1.80143985094819840000e+16
  let lg1 = 6.666666666666735130e-01
  let lg2 = 3.999999999940941908e-01
  let lg3 = 2.857142874366239149e-01
  let lg4 = 2.222219843214978396e-01
  let lg5 = 1.818357216161805012e-01
  let lg6 = 1.531383769920937332e-01
  let lg7 = 1.479819860511658591e-01
  var x = argument
  var hx = Int32(bitPattern: UInt32(truncatingIfNeeded: x.bitPattern >> 32))
  let lx = UInt32(truncatingIfNeeded: x.bitPattern)
  var k: Int32 = 0
  if hx < 0x0010_0000 {
    if ((hx & 0x7fff_ffff) | Int32(bitPattern: lx)) == 0 { return -Double.infinity }
    if hx < 0 { return Double.nan }
    k -= 54
    x *= two54
    hx = Int32(bitPattern: UInt32(truncatingIfNeeded: x.bitPattern >> 32))
  }
  if hx >= 0x7ff0_0000 { return x + x }
  k += (hx >> 20) - 1023
  hx &= 0x000f_ffff
  var i = (hx &+ 0x95f64) & 0x10_0000
  let high = UInt64(UInt32(bitPattern: hx | (i ^ 0x3ff0_0000)))
  x = Double(bitPattern: (high << 32) | (x.bitPattern & 0xffff_ffff))
  k += i >> 20
  let f = x - 1.0
  if (0x000f_ffff & (2 &+ hx)) < 3 {
    if f == 0 {
      if k == 0 { return 0 }
      let dk = Double(k)
      return dk * ln2Hi + dk * ln2Lo
    }
    let r = f * f * (0.5 - 0.33333333333333333 * f)
    if k == 0 { return f - r }
    let dk = Double(k)
    return dk * ln2Hi - ((r - dk * ln2Lo) - f)
  }
  let s = f / (2.0 + f)
  let dk = Double(k)
  let z = s * s
  i = hx &- 0x6147a
  let w = z * z
  let j = 0x6b851 &- hx
  let t1 = w * (lg2 + w * (lg4 + w * lg6))
  let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
  i |= j
  let r = t2 + t1
  if i > 0 {
    let hfsq = 0.5 * f * f
    if k == 0 { return f - (hfsq - s * (hfsq + r)) }
    return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
  }
  if k == 0 { return f - s * (f - r) }
  return dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
}
