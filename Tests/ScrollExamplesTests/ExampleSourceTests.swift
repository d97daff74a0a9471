import ScrollExamples
import Testing

@Suite struct ExampleSourceTests {
  let file = """
    enum Demo {
      static let a = Example(id: "demo.a") { out in
        let hidden = 1
        // example: demo.a
        let x = 1
          let y = x  // indented more

        print(y)
        // end example
        out.record("y", hidden)
      }
      // example: demo.open
      let never = 0
    }
    """

  @Test func returnsTheLinesBetweenTheMarkersDedented() {
    #expect(ExampleSource.code(for: "demo.a", in: file) == "let x = 1\n  let y = x  // indented more\n\nprint(y)")
  }

  @Test func anUnknownIdHasNoCode() {
    #expect(ExampleSource.code(for: "demo.b", in: file) == nil)
  }

  @Test func aRegionThatIsNeverClosedHasNoCode() {
    #expect(ExampleSource.code(for: "demo.open", in: file) == nil)
  }

  @Test func anIdIsMatchedWholeNotAsAPrefix() {
    let text = "// example: demo.a-long\nlet z = 1\n// end example\n"
    #expect(ExampleSource.code(for: "demo.a", in: text) == nil)
    #expect(ExampleSource.code(for: "demo.a-long", in: text) == "let z = 1")
  }

  @Test func listsTheIdsOfEveryOpenedRegion() {
    #expect(ExampleSource.ids(in: file) == ["demo.a", "demo.open"])
  }

  @Test func countsRepeatedRegions() {
    let text = "// example: x.y\na\n// end example\n// example: x.y\nb\n// end example"
    #expect(ExampleSource.regions(for: "x.y", in: text) == ["a", "b"])
  }
}
