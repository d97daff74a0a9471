import Foundation
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

  /// One pass finds what a pass per id finds: in this file, in regions nested and repeated,
  /// and in every example source of the package.
  @Test func oneReadingOfAFileFindsEveryIdsRegions() throws {
    let nested = """
      // example: outer
      let a = 1
        // example: inner
        let b = 2
        // example: outer
        // end example
      let c = 3
      // end example
      // example: inner
      let d = 4
      // end example
      // example: unclosed
      let e = 5
      """
    var texts = [file, nested]
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/ScrollExamples").standardized
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      texts.append(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
    #expect(texts.count > 20)
    for text in texts {
      let all = ExampleSource.regionsByID(in: text)
      let ids = Set(ExampleSource.ids(in: text) + ["outer", "inner", "unclosed", "missing"])
      for id in ids { #expect((all[id] ?? []) == ExampleSource.regions(for: id, in: text), "\(id)") }
    }
    #expect(ExampleSource.regionsByID(in: nested)["inner"]?.count == 2)
  }

  @Test func listsTheIdsOfEveryOpenedRegion() {
    #expect(ExampleSource.ids(in: file) == ["demo.a", "demo.open"])
  }

  @Test func countsRepeatedRegions() {
    let text = "// example: x.y\na\n// end example\n// example: x.y\nb\n// end example"
    #expect(ExampleSource.regions(for: "x.y", in: text) == ["a", "b"])
  }
}
