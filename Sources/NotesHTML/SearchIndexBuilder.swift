public import NotesCore

/// Builds the static search index: for each term, the pages that contain it with a weight.
/// Both languages go into one index, cut by `SearchSegmenter`, so a Chinese or an English
/// query finds the same page.
///
/// The index is split so it stays small for the reader as the site grows (thousands of
/// pages): `search-index.json` lists the pages, and the terms live in shards
/// (`search/t<k>.json`) picked by a hash of the term, so a query downloads only the shards
/// of its own terms. Postings are delta-encoded (`[gap, weight, gap, weight, …]`), which
/// keeps most numbers to one or two digits.
public struct SearchIndexBuilder {
  struct Document {
    var path: String
    var title: Bilingual
    /// Number of terms on the page, for length normalisation when ranking.
    var length = 0
  }

  private var documents: [Document] = []
  /// term → [document index → weight]; documents are added in order, so postings stay sorted.
  private var postings: [String: [(document: Int, weight: Int)]] = [:]

  /// Postings (term × page pairs) per shard the builder aims at, about 300 KB of JSON; the
  /// shard count is the power of two that keeps shards at or below it (at most 256).
  public var postingsPerShard = 40_000

  public init() {}

  /// Where a piece of text sits on its page; titles count most.
  public enum Field: Int, Sendable {
    case body = 1
    case heading = 4
    case title = 12
  }

  /// Adds a page and returns its number.
  @discardableResult
  public mutating func addPage(path: String, title: Bilingual) -> Int {
    documents.append(Document(path: path, title: title))
    let number = documents.count - 1
    if let en = title.en { add(en, to: number, field: .title) }
    if let zh = title.zh, zh != title.en { add(zh, to: number, field: .title) }
    return number
  }

  public mutating func add(_ text: String, to document: Int, field: Field) {
    for term in SearchSegmenter.terms(text) {
      documents[document].length += 1
      // Mutated in place: copying a common term's list on every occurrence would make
      // indexing quadratic in the number of pages.
      if let last = postings[term]?.last, last.document == document {
        postings[term]![postings[term]!.count - 1].weight += field.rawValue
      } else {
        postings[term, default: []].append((document, field.rawValue))
      }
    }
  }

  public var shardCount: Int {
    let total = postings.values.reduce(0) { $0 + $1.count }
    var count = 1
    while count < 256, total > count * postingsPerShard { count *= 2 }
    return count
  }

  /// The shard a term lives in: FNV-1a (32 bit) of its UTF-8 bytes, modulo the shard count.
  /// The page script computes the same hash.
  public static func shard(of term: String, count: Int) -> Int {
    var hash: UInt32 = 0x811c_9dc5
    for byte in term.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(count))
  }

  /// The files of the index, site-relative, each byte-identical between builds (pages in
  /// the order added, terms sorted).
  ///
  /// - `search-index.json`: `{"shards": S, "aliases": [[中文, English], …], "docs": [{"p": path,
  ///   "e": title, "z": 标题, "l": length}]}`; aliases are `SearchGlossary.pairs`.
  /// - `search/t<k>.json`: `{"term": [gap, weight, …]}` for the terms of shard k.
  public func files() -> [(path: String, json: JSONValue)] {
    let count = shardCount
    var result = [(path: "search-index.json", json: manifest(shards: count))]
    var shards = [[JSONMember]](repeating: [], count: count)
    for term in postings.keys.sorted() {
      shards[SearchIndexBuilder.shard(of: term, count: count)].append(JSONMember(key: term, value: encodedPostings(term)))
    }
    for (k, members) in shards.enumerated() { result.append(("search/t\(k).json", .object(members))) }
    return result
  }

  func manifest(shards: Int) -> JSONValue {
    let docs = documents.map { doc -> JSONValue in
      var members = [JSONMember(key: "p", value: .string(doc.path))]
      if let en = doc.title.en { members.append(JSONMember(key: "e", value: .string(en))) }
      if let zh = doc.title.zh, zh != doc.title.en { members.append(JSONMember(key: "z", value: .string(zh))) }
      members.append(JSONMember(key: "l", value: .number(Double(doc.length))))
      return .object(members)
    }
    let aliases = SearchGlossary.pairs.map { JSONValue.array([.string($0.zh), .string($0.en)]) }
    return .object([
      JSONMember(key: "shards", value: .number(Double(shards))), JSONMember(key: "aliases", value: .array(aliases)),
      JSONMember(key: "docs", value: .array(docs)),
    ])
  }

  /// `[gap, weight, …]`: the first gap is the first document's number.
  func encodedPostings(_ term: String) -> JSONValue {
    var previous = 0
    var out: [JSONValue] = []
    for entry in postings[term] ?? [] {
      out.append(.number(Double(entry.document - previous)))
      out.append(.number(Double(entry.weight)))
      previous = entry.document
    }
    return .array(out)
  }
}
