import NotesCore

/// The search index as scripts. A page opened from disk (`file://`) may not `fetch()` the
/// JSON files beside it, but it may load a `<script>`; so every index file
/// (`search-index.json`, `search/t<k>.json`) has a twin (`search-index.js`, `search/t<k>.js`)
/// that stores the value of the very same JSON bytes in a global, keyed by the twin's own
/// site-relative path (the name the page script loads it by):
///
///     (self.ScrollNotesSearchData=self.ScrollNotesSearchData||{})["search/t0.js"]=JSON.parse('<JSON>');
///
/// The JSON is a string handed to `JSON.parse` (backslashes and apostrophes escaped) rather
/// than a literal: browsers read a large JSON string several times faster than the same
/// value written as code, and a shard is read on a reader's first keystroke.
/// The page script loads the twins (on disk and on a server alike); the JSON files stay for
/// tools and for the incremental build, which patches shards by reading them back. Twins are
/// only ever made from the JSON here, so the two cannot disagree.
public enum SearchIndexScript {
  /// The global the twins fill, `path of the twin → the JSON's value`.
  public static let global = "ScrollNotesSearchData"

  /// `search/t0.json` → `search/t0.js`.
  public static func path(forJSON path: String) -> String {
    precondition(path.hasSuffix(".json"), "search index files are JSON")
    return String(path.dropLast(".json".count)) + ".js"
  }

  /// The script twin of one JSON index file.
  public static func twin(of file: SearchIndexFile) -> SearchIndexFile {
    let twinPath = path(forJSON: file.path)
    var out = Array("(self.\(global)=self.\(global)||{})[".utf8)
    JSONValue.writeString(twinPath, into: &out)
    out.append(contentsOf: "]=JSON.parse('".utf8)
    out.reserveCapacity(out.count + file.bytes.count + 8)
    // The JSON has no raw line break (`JSONValue.writeString` escapes control characters
    // and U+2028/9), so only the string's own delimiters need escaping.
    // Copied in runs between the bytes that take a backslash (found a word at a time), not
    // byte by byte: a shard is kilobytes with hardly any.
    file.bytes.withUnsafeBufferPointer { bytes in
      var run = 0
      while let special = ByteScan.firstIndex(ofEither: UInt8(ascii: "\\"), UInt8(ascii: "'"), in: bytes, from: run) {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<special]))
        out.append(UInt8(ascii: "\\"))
        out.append(bytes[special])
        run = special + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    out.append(contentsOf: "');\n".utf8)
    return SearchIndexFile(path: twinPath, bytes: out)
  }

  /// Each JSON file followed by its twin.
  public static func withTwins(_ files: [SearchIndexFile]) -> [SearchIndexFile] {
    files.flatMap { [$0, twin(of: $0)] }
  }
}
