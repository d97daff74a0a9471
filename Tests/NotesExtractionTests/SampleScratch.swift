import Foundation
import NotesCore
import Testing

@testable import NotesExtraction

@Suite struct SampleScratch {
  @Test func scratch() throws {
    let url = try #require(Bundle.module.url(forResource: "notes-sample", withExtension: "md", subdirectory: "Fixtures"))
    let data = try Data(contentsOf: url)
    let result = NotesExtractor.extract(bytes: Array(data), file: "Content/UIScrollView.md")
    print(result.page.dump())
    for d in result.diagnostics { print(d.formatted) }
  }
}
