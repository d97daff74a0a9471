import ScrollExamples
import ScrollModel
import Testing

/// The verifier wants an example for every API with observable behaviour on its page; the
/// registry's `apis` lists are where the site finds them.
@Suite struct CatalogCoverageTests {
  @Test func everyExecutedCatalogEntryIsDemonstratedByAnExample() {
    let demonstrated = Set(ExampleRegistry.all.flatMap(\.apis))
    for entry in ScrollViewCatalog.entries where entry.notModelledReason == nil {
      #expect(demonstrated.contains(entry.qualifiedName), "no example lists \(entry.qualifiedName)")
    }
  }

  @Test func noExampleClaimsAnAPIThatIsNotExecuted() {
    for example in ExampleRegistry.all {
      for api in example.apis {
        #expect(ScrollViewCatalog.entry(named: api)?.notModelledReason == nil, "\(example.id) lists unexecuted \(api)")
      }
    }
  }
}
