import NotesExtraction
import NotesMarkdown

/// `notes-fuzz --measure FILE…`: the best of 10 runs of the Markdown stage alone and of the
/// whole extraction (Markdown included), per file, in milliseconds.
func measure(_ files: [String]) {
  for file in files {
    guard let bytes = readAll(file) else {
      print("\(file): cannot read")
      continue
    }
    var parseBest = Double.infinity
    var extractBest = Double.infinity
    var declarations = 0
    for _ in 0..<10 {
      var start = now()
      let document = MarkdownDocument(bytes: bytes, file: file)
      parseBest = min(parseBest, now() - start)
      start = now()
      let result = NotesExtractor.extract(bytes: bytes, file: file)
      extractBest = min(extractBest, now() - start)
      declarations = result.page.topics.reduce(0) { $0 + $1.declarations.count }
      _ = document
    }
    let megabytes = Double(bytes.count) / 1_000_000
    print(
      "\(file): \(bytes.count) bytes, \(declarations) declarations; markdown \(Int(parseBest * 1000)) ms, "
        + "extraction (incl. markdown) \(Int(extractBest * 1000)) ms, \(Int(megabytes / extractBest)) MB/s")
  }
}
