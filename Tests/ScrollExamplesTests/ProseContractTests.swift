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

  /// The plan's examples are the ones the articles use; the others exist for API pages, so they
  /// must name the APIs they show.
  @Test func examplesOutsideThePlanDemonstrateCatalogAPIs() throws {
    let used = Set(ContentCorpus.embeddedExampleIDs + ContentCorpus.placeholders.map(\.value.exampleID))
    let planned = Set(try plannedIDs())
    for example in ExampleRegistry.all where !used.contains(example.id) {
      #expect(!planned.contains(example.id), "\(example.id) is planned but appears nowhere in Content/")
      #expect(!example.apis.isEmpty, "\(example.id) is neither in Content/ nor tied to an API")
    }
  }

  @Test func everyPlannedExampleIsRegistered() throws {
    let registered = Set(ExampleRegistry.all.map(\.id))
    let planned = try plannedIDs()
    #expect(planned.count == 54)
    for id in planned { #expect(registered.contains(id), "\(id) is in docs/examples-plan.md but not registered") }
  }

  func plannedIDs() throws -> [String] {
    let plan = try #require(ContentCorpus.text("docs/examples-plan.md"))
    var planned: [String] = []
    for line in plan.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      if cell.contains(".") { planned.append(String(cell)) }
    }
    return planned
  }
}
