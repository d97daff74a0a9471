import NotesCore
import ScrollExamples
import Testing

@testable import NotesCommandLine

@Suite struct RunCommandTests {
  func respond(_ id: String?, list: Bool = false, json: Bool = false) -> Result<String, RunFailure> {
    ExampleRun.respond(id: id, list: list, json: json, readSource: { ContentCorpus.text($0) })
  }

  @Test func listNamesEveryExampleWithBothTitles() throws {
    let text = try respond(nil, list: true).get()
    let lines = text.split(separator: "\n")
    #expect(lines.count == ExampleRegistry.all.count)
    for (line, example) in zip(lines, ExampleRegistry.all) {
      #expect(line.hasPrefix(example.id + "  ") && line.contains(example.titleEn) && line.contains(example.titleZh))
    }
  }

  @Test func listAsJSONHasOneObjectPerExampleWithTheContractKeys() throws {
    let value = try JSONValue.parse(try respond(nil, list: true, json: true).get())
    let items = try #require(value.arrayValue)
    #expect(items.count == ExampleRegistry.all.count)
    #expect(items.first?.objectValue?.map(\.key) == ["id", "titleEn", "titleZh", "apis"])
    #expect(items.compactMap { $0["id"]?.stringValue } == ExampleRegistry.all.map(\.id))
  }

  @Test func anIdBesideListIsRefusedNotIgnored() {
    guard case .failure(let failure) = respond("inset.tall-automatic", list: true) else {
      Issue.record("an id with --list was accepted")
      return
    }
    #expect(failure.reason.contains("not both"))
  }

  @Test func humanOutputShowsTitlesTheCodeThatRanAndPathValueLines() throws {
    let text = try respond("inset.tall-automatic").get()
    #expect(text.hasPrefix("inset.tall-automatic: Tall content, .automatic / 内容较高，.automatic"))
    #expect(text.contains("scrollView.contentInsetAdjustmentBehavior = .automatic"))
    #expect(!text.contains("// example:"))
    #expect(text.contains("\nadjustedContentInset.top = 59\n"))
    #expect(text.contains("\nadjustedContentInset.bottom = 34\n"))
    #expect(text.contains("figure = scrollScene"))
  }

  @Test func humanOutputIndexesArrays() throws {
    let text = try respond("physics.rubber-band").get()
    #expect(text.contains("\npulled[4] = 960\n"))
    #expect(text.contains("\novershoot[2] = 52.0"))
  }

  @Test func jsonOutputHasTheContractKeysAndTheFreshOutput() throws {
    let text = try respond("scroll.rect-below", json: true).get()
    let value = try JSONValue.parse(text)
    #expect(value.objectValue?.map(\.key) == ["id", "titleEn", "titleZh", "apis", "output"])
    #expect(value["id"] == "scroll.rect-below")
    #expect(value["titleZh"] == "矩形在可见区域下方")
    #expect(value["apis"] == ["UIScrollView.scrollRectToVisible(_:animated:)"])
    let example = try #require(ExampleRegistry.example(id: "scroll.rect-below"))
    #expect(value["output"] == example.run().json)
    #expect(value["output"]?["contentOffset"]?["y"] == 277)
  }

  @Test func anUnknownIdFailsWithANearMissSuggestion() {
    guard case .failure(let failure) = respond("inset.tall-automatc") else {
      Issue.record("an unknown id must fail")
      return
    }
    #expect(failure.reason == "scrollnotes run: unknown example id \"inset.tall-automatc\"; did you mean \"inset.tall-automatic\"?")
    #expect(!failure.reason.contains("\n"))
  }

  @Test func aFarMissPointsToTheList() {
    guard case .failure(let failure) = respond("completely-different-thing") else {
      Issue.record("an unknown id must fail")
      return
    }
    #expect(failure.reason.hasSuffix("see scrollnotes run --list"))
  }

  @Test func theCommandExitsWithTwoForAnUnknownIdAndZeroForAKnownOne() {
    #expect(runScrollNotes(["run", "no.such-example"]) == 2)
    #expect(runScrollNotes(["run", "physics.paging", "--json"]) == 0)
    #expect(runScrollNotes(["run"]) == 2)
  }
}
