// notes-extract-bench: extraction alone, on one core, for Benchmarks/run.sh to time against
// cmark_batch on the same files: each file is read and extracted (`NotesExtractor.extract`:
// cmark's parse and our walk into the notes model), one after another, and dropped.
//
//   notes-extract-bench FILE.md...
import Foundation
import NotesExtraction

var pages = 0
var blocks = 0
for file in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: file) else {
    FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
    exit(2)
  }
  let result = NotesExtractor.extract(bytes: Array(data), file: file)
  pages += 1
  blocks += result.page.articles.reduce(0) { $0 + $1.sections.count } + result.page.topics.count + result.diagnostics.count
}
print("extracted \(pages) files (\(blocks) blocks and findings)")
