import Foundation
import NotesCore
import ScrollExamples
import Testing

/// The contract with the prose: every computed value and every embedded example that Content/
/// names exists in a fresh run.
@Suite struct ProseContractTests {
  @Test func theExtractorSeesEveryPlaceholderWrittenInContent() {
    var written = 0
    for file in ContentCorpus.contentFiles {
      written += (ContentCorpus.text(file) ?? "").components(separatedBy: "{{=").count - 1
    }
    #expect(written > 0)
    #expect(ContentCorpus.placeholders.count == written)
  }

  @Test func everyPlaceholderResolvesAgainstAFreshRun() {
    var outputs: [String: ExampleOutput] = [:]
    for (file, placeholder) in ContentCorpus.placeholders {
      guard let example = ExampleRegistry.example(id: placeholder.exampleID) else {
        Issue.record("\(file): {{= \(placeholder.exampleID)#\(placeholder.path)}} names no example")
        continue
      }
      let output = outputs[example.id] ?? example.run()
      outputs[example.id] = output
      let value = output.value(at: placeholder.path)
      #expect(value != nil, "\(file): {{= \(placeholder.exampleID)#\(placeholder.path)}} has no value")
      if let value {
        let isScalar = value.doubleValue != nil || value.stringValue != nil || value.boolValue != nil
        #expect(isScalar, "\(file): \(placeholder.exampleID)#\(placeholder.path) is not a single value")
      }
    }
  }

  @Test func everyEmbeddedExampleIsRegistered() {
    let embedded = ContentCorpus.embeddedExampleIDs
    #expect(!embedded.isEmpty)
    for id in embedded { #expect(ExampleRegistry.example(id: id) != nil, "{{example \(id)}} is not registered") }
  }

  @Test func everyRegisteredExampleIsUsedByContent() {
    let used = Set(ContentCorpus.embeddedExampleIDs + ContentCorpus.placeholders.map(\.value.exampleID))
    for example in ExampleRegistry.all { #expect(used.contains(example.id), "\(example.id) appears nowhere in Content/") }
  }

  @Test func theExamplesPlanListsExactlyTheRegisteredIds() throws {
    let plan = try #require(ContentCorpus.text("docs/examples-plan.md"))
    var planned: [String] = []
    for line in plan.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      if cell.contains(".") { planned.append(String(cell)) }
    }
    #expect(planned.sorted() == ExampleRegistry.all.map(\.id).sorted())
  }
}
