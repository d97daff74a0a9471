@testable import NotesHTML
import NotesCore

// The search index as it was built before terms were interned as integers (issue 19): a
// page's terms as `String`s and the index merged into a dictionary of Strings, sorted as
// Strings to write the shards. Kept here only so `InternedSearchIndexTests` can hold the
// interned index to it, file by file. Not used by the site.

/// A page's distinct terms as `String`s, in `String` order, with their summed weights.
struct StringPageTerms {
  var terms: [String] = []
  var weights: [Int] = []
  var length = 0

  init(title: Bilingual, headings: [String] = [], body: String = "") {
    var texts: [(String, SearchIndexBuilder.Field)] = []
    if let en = title.en { texts.append((en, .title)) }
    if let zh = title.zh, zh != title.en { texts.append((zh, .title)) }
    for heading in headings { texts.append((heading, .heading)) }
    texts.append((body, .body))
    self.init(texts)
  }

  /// Canonical terms counted by their bytes, the others as `String`s (a non-canonical
  /// spelling that equals a canonical term as a String folded into it), then sorted: by
  /// bytes when both are canonical, as `String`s otherwise.
  init(_ texts: [(text: String, field: SearchIndexBuilder.Field)]) {
    var canonical: [[UInt8]: Int] = [:]
    var firstSeen: [[UInt8]] = []
    var others: [String: Int] = [:]
    var scratch: [UInt8] = []
    for (text, field) in texts {
      var text = text
      text.withUTF8 { utf8 in
        SearchSegmenter.forEachTerm(utf8: utf8, scratch: &scratch) { term, isCanonical in
          length += 1
          if isCanonical {
            let bytes = Array(term)
            if canonical[bytes] == nil { firstSeen.append(bytes) }
            canonical[bytes, default: 0] += field.rawValue
          } else {
            others[String(decoding: term, as: UTF8.self), default: 0] += field.rawValue
          }
        }
      }
    }
    var entries = firstSeen.map { (term: String(decoding: $0, as: UTF8.self), weight: canonical[$0]!, canonical: true) }
    var index: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { index[entry.term] = i }
    for (term, weight) in others.sorted(by: { $0.key < $1.key }) {
      if let i = index[term] {
        entries[i].weight += weight
      } else {
        index[term] = entries.count
        entries.append((term, weight, false))
      }
    }
    entries.sort { a, b in
      a.canonical && b.canonical ? PageTerms.bytesPrecede(a.term, b.term) : a.term < b.term
    }
    terms = entries.map(\.term)
    weights = entries.map(\.weight)
  }
}

/// The index merged into `[String: [Posting]]`: a term is spelled as the first page that has it.
struct StringSearchIndexBuilder {
  typealias Posting = SearchIndexBuilder.Posting
  var documents: [SearchRecord] = []
  var glossary: [SearchIndexBuilder.GlossaryEntry] = []
  var postings: [String: [Posting]] = [:]
  var postingCount = 0

  mutating func addPage(_ record: SearchRecord, terms: StringPageTerms) {
    var record = record
    record.length = terms.length
    documents.append(record)
    for (term, weight) in zip(terms.terms, terms.weights) { postings[term, default: []].append((Int32(documents.count - 1), Int32(weight))) }
    postingCount += terms.terms.count
  }

  func files() -> [SearchIndexFile] {
    let count = SearchIndexBuilder.shardCount(postings: postingCount, perShard: SearchIndexBuilder.defaultPostingsPerShard)
    var result = [
      SearchIndexFile(
        path: SearchIndexBuilder.manifestPath, bytes: SearchIndexBuilder.manifest(documents, glossary: .array(glossary.map(\.json)), shards: count))
    ]
    var shards = [[String]](repeating: [], count: count)
    for term in postings.keys.sorted() { shards[SearchIndexBuilder.shard(of: term, count: count)].append(term) }
    for (k, terms) in shards.enumerated() {
      result.append(SearchIndexFile(path: SearchIndexBuilder.shardPath(k), bytes: SearchIndexBuilder.shard(terms.map { ($0, postings[$0]!) })))
    }
    result += SearchIndexBuilder.summaryFiles(documents)
    let concepts = glossary.map { SearchFirstKeys.Concept(words: $0.words, targets: $0.targets) }
    result += SearchFirstKeys.files(documents: documents, glossary: concepts, postings: postings)
    return result
  }

  /// `SearchIndexBuilder.firstKeyPostings` as it was: the postings of the terms the first keystrokes read.
  var firstKeyPostings: [String: [Posting]] {
    let words = SearchFirstKeys.glossaryTerms(glossary.map { SearchFirstKeys.Concept(words: $0.words, targets: $0.targets) })
    return postings.filter { SearchFirstKeys.reads($0.key, glossaryTerms: words) }
  }
}
