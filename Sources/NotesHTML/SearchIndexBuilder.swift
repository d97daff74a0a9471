public import NotesCore

/// Builds the static search index: for each term, the pages that contain it with a weight.
/// Both languages go into one index, cut by `SearchSegmenter`, so a Chinese or an English
/// query finds the same page.
public struct SearchIndexBuilder {
  struct Document {
    var path: String
    var title: Bilingual
  }

  private var documents: [Document] = []
  /// term → [document, weight, document, weight, …]; documents are added in order, so
  /// postings stay sorted. Flat, and updated in place (no copy of a term's list per add).
  private var postings: [String: [Int]] = [:]

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
    if let zh = title.zh { add(zh, to: number, field: .title) }
    return number
  }

  public mutating func add(_ text: String, to document: Int, field: Field) {
    let weight = field.rawValue
    for term in SearchSegmenter.terms(text) {
      postings[term, default: []].addPosting(document: document, weight: weight)
    }
  }

  /// `{"docs": [{"p": path, "e": title, "z": 标题}], "terms": {"term": [doc, weight, …]}}`,
  /// terms sorted so the file is byte-identical between builds.
  public func json() -> JSONValue {
    let docs = documents.map { doc -> JSONValue in
      var members = [JSONMember(key: "p", value: .string(doc.path))]
      if let en = doc.title.en { members.append(JSONMember(key: "e", value: .string(en))) }
      if let zh = doc.title.zh { members.append(JSONMember(key: "z", value: .string(zh))) }
      return .object(members)
    }
    let terms = postings.keys.sorted().map { term in
      JSONMember(key: term, value: .array(postings[term]!.map { JSONValue.number(Double($0)) }))
    }
    return .object([JSONMember(key: "docs", value: .array(docs)), JSONMember(key: "terms", value: .object(terms))])
  }
}

extension Array where Element == Int {
  /// Adds `weight` to the last posting when it is `document`'s, else appends a new pair.
  @inline(__always)
  fileprivate mutating func addPosting(document: Int, weight: Int) {
    let n = count
    if n >= 2, self[n - 2] == document {
      self[n - 1] += weight
    } else {
      append(document)
      append(weight)
    }
  }
}
