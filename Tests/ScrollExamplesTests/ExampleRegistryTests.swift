import NotesCore
import ScrollExamples
import ScrollModel
import Testing

@Suite struct ExampleRegistryTests {
  @Test func idsAreUnique() {
    let ids = ExampleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test func idsAreAreaDotKebabName() {
    for example in ExampleRegistry.all {
      let parts = example.id.split(separator: ".", omittingEmptySubsequences: false)
      let wellFormed = parts.count == 2 && parts.allSatisfy { part in
        !part.isEmpty && part.first != "-" && part.last != "-" && !part.contains("--")
          && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
      }
      #expect(wellFormed, "\(example.id) is not <area>.<kebab-name>")
    }
  }

  @Test func everyExampleHasBothTitles() {
    for example in ExampleRegistry.all {
      #expect(!example.titleEn.isEmpty && !example.titleZh.isEmpty, "\(example.id)")
      #expect(example.titleZh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(example.id): no Chinese title")
    }
  }

  @Test func everyExampleHasExactlyOneMarkedRegionInItsSourceFile() throws {
    for example in ExampleRegistry.all {
      let text = try #require(ContentCorpus.text(example.sourceFile), "\(example.sourceFile) unreadable")
      let regions = ExampleSource.regions(for: example.id, in: text)
      #expect(regions.count == 1, "\(example.id): \(regions.count) regions in \(example.sourceFile)")
      #expect(!(regions.first ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(example.id): empty region")
    }
  }

  @Test func everyMarkedRegionBelongsToARegisteredExampleOfThatFile() throws {
    let files = Set(ExampleRegistry.all.map(\.sourceFile))
    for file in files {
      let text = try #require(ContentCorpus.text(file))
      for id in ExampleSource.ids(in: text) {
        #expect(ExampleRegistry.example(id: id)?.sourceFile == file, "\(file) marks \(id), registered elsewhere or not at all")
      }
    }
  }

  @Test func everyListedAPIIsACatalogEntry() {
    for example in ExampleRegistry.all {
      for api in example.apis {
        #expect(ScrollViewCatalog.entry(named: api) != nil, "\(example.id): \(api) is not in the catalog")
      }
    }
  }

  @Test func runningTwiceGivesTheSameOutput() {
    for example in ExampleRegistry.all { #expect(example.run() == example.run(), "\(example.id)") }
  }

  @Test func figuresHaveAKnownKindAndTheirRequiredMembers() {
    let required: [String: [String]] = [
      "scrollScene": ["bounds", "contentSize", "contentOffset", "adjustedContentInset"],
      "curve": ["xLabel", "yLabel", "series"],
      "layout": ["viewport", "contentSize", "frames"],
    ]
    var figures = 0
    for example in ExampleRegistry.all {
      guard let figure = example.run().value(at: "figure") else { continue }
      figures += 1
      let kind = figure["kind"]?.stringValue ?? ""
      let members = required[kind]
      #expect(members != nil, "\(example.id): unknown figure kind \(kind)")
      for member in members ?? [] { #expect(figure[member] != nil, "\(example.id): figure lacks \(member)") }
    }
    #expect(figures >= 20)
  }
}
