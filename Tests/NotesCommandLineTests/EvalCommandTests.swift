import Glibc
import NotesCommandLine
import NotesCore
import Testing

/// The scenario printed in cli-contract.md, as a starting point for each test.
let contractScenario = #"""
  {
    "scrollView": {
      "bounds": {"width": 393, "height": 852},
      "contentSize": {"width": 393, "height": 2000},
      "contentOffset": {"x": 0, "y": 0},
      "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
      "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0},
      "contentInsetAdjustmentBehavior": "automatic",
      "isScrollEnabled": true, "bounces": true,
      "alwaysBounceVertical": false, "alwaysBounceHorizontal": false,
      "isPagingEnabled": false, "decelerationRate": "normal",
      "zoomScale": 1, "minimumZoomScale": 1, "maximumZoomScale": 1,
      "isViewControllerRootInNavigationController": false
    },
    "questions": [
      {"adjustedContentInset": {}},
      {"contentOffsetRange": {}},
      {"rubberBand": {"axis": "y", "offset": -100}},
      {"decelerationTarget": {"velocity": {"x": 0, "y": 1.5}}},
      {"pagingTarget": {"velocity": {"x": 0, "y": 0}}},
      {"setZoomScale": {"scale": 5}},
      {"scrollRectToVisible": {"rect": {"x": 0, "y": 900, "width": 375, "height": 44}}},
      {"scrollToTop": {}},
      {"legacyAutomaticInsets": {"orientation": "portrait", "navigationBarHidden": false, "tabBar": false}}
    ]
  }
  """#

/// Evaluates a scenario and returns its answers array (empty when there was no output).
func answers(_ text: String) throws -> (answers: [JSONValue], outcome: EvalOutcome) {
  let outcome = evaluateScenario(text: text, file: "scenario.json")
  guard let output = outcome.output else { return ([], outcome) }
  let parsed = try JSONValue.parse(output)
  return (try #require(parsed["answers"]?.arrayValue), outcome)
}

/// A scenario with one scroll view (JSON object text) and one question.
func scenario(_ scrollView: String, _ question: String) -> String {
  #"{"scrollView": \#(scrollView), "questions": [\#(question)]}"#
}

@Suite struct EvalCommandTests {
  @Test func answersTheContractExampleInOrder() throws {
    let (list, outcome) = try answers(contractScenario)
    #expect(list.count == 9)
    #expect(list[0].serialized() == #"{"adjustedContentInset": {"top": 59, "left": 0, "bottom": 34, "right": 0}}"#)
    #expect(
      list[1].serialized() == #"{"contentOffsetRange": {"minimum": {"x": 0, "y": -59}, "maximum": {"x": 0, "y": 1182}}}"#)
    let banded = try #require(list[2]["rubberBand"]?["offset"]?.doubleValue)
    #expect(banded < -59 && banded > -100)
    let target = try #require(list[3]["decelerationTarget"]?["y"]?.doubleValue)
    #expect((target - 1.5 * 499).magnitude < 1e-6)
    #expect(list[4].serialized() == #"{"pagingTarget": {"x": 0, "y": 0}}"#)
    #expect(list[5]["error"]?.stringValue?.contains("minimumZoomScale") == true)
    #expect(list[7].serialized() == #"{"scrollToTop": {"contentOffset": {"x": 0, "y": -59}}}"#)
    #expect(list[8].serialized() == #"{"legacyAutomaticInsets": {"top": 64, "left": 0, "bottom": 0, "right": 0}}"#)
    #expect(outcome.exitCode == 1, "the zoom question cannot be answered")
    #expect(outcome.diagnostic?.hasPrefix("scenario.json: $.questions[5]") == true)
  }

  @Test func exitsZeroWhenEveryQuestionIsAnswered() throws {
    let (list, outcome) = try answers(scenario(#"{"bounds": {"width": 375, "height": 667}}"#, #"{"adjustedContentInset": {}}"#))
    #expect(outcome.exitCode == 0)
    #expect(outcome.diagnostic == nil)
    #expect(list == [.object(["adjustedContentInset": .object(["top": 0, "left": 0, "bottom": 0, "right": 0])])])
  }

  @Test(arguments: [
    ("portrait", "393", "852", #"{"width": 393, "height": 2000}"#, #"{"top": 59, "left": 0, "bottom": 34, "right": 0}"#),
    ("landscape", "852", "393", #"{"width": 2000, "height": 393}"#, #"{"top": 0, "left": 59, "bottom": 0, "right": 59}"#),
  ])
  func acceptsADevicePresetForTheSafeArea(
    orientation: String, width: String, height: String, contentSize: String, expected: String
  ) throws {
    let view = #"""
      {"bounds": {"width": \#(width), "height": \#(height)}, "contentSize": \#(contentSize),
       "safeAreaInsets": {"device": "iPhone 15", "orientation": "\#(orientation)"}}
      """#
    let (list, outcome) = try answers(scenario(view, #"{"adjustedContentInset": {}}"#))
    #expect(outcome.exitCode == 0)
    #expect(list.first?["adjustedContentInset"]?.serialized() == expected)
  }

  @Test(arguments: [("\"normal\"", 499.0), ("\"fast\"", 99.0), ("0.998", 499.0)])
  func readsTheDecelerationRate(rate: String, travel: Double) throws {
    let view = #"{"bounds": {"width": 375, "height": 667}, "decelerationRate": \#(rate)}"#
    let (list, _) = try answers(scenario(view, #"{"decelerationTarget": {"velocity": {"x": 0, "y": 1}}}"#))
    let y = try #require(list.first?["decelerationTarget"]?["y"]?.doubleValue)
    #expect((y - travel).magnitude < 1e-6)
  }

  @Test func zoomsWithTheDefaultViewForZooming() throws {
    let view = #"{"bounds": {"width": 375, "height": 667}, "minimumZoomScale": 0.5, "maximumZoomScale": 3}"#
    let (list, outcome) = try answers(
      #"{"scrollView": \#(view), "questions": [{"setZoomScale": {"scale": 5}}, {"setZoomScale": {"scale": 0.2}}]}"#)
    #expect(outcome.exitCode == 0)
    #expect(list[0].serialized() == #"{"setZoomScale": {"zoomScale": 3}}"#)
    #expect(list[1].serialized() == #"{"setZoomScale": {"zoomScale": 0.5}}"#)
  }

  @Test func refusesToZoomWithoutAViewForZooming() throws {
    let view = #"{"bounds": {"width": 375, "height": 667}, "maximumZoomScale": 3, "viewForZooming": null}"#
    let (list, outcome) = try answers(scenario(view, #"{"setZoomScale": {"scale": 2}}"#))
    #expect(outcome.exitCode == 1)
    #expect(list.first?["error"]?.stringValue?.contains("viewForZooming") == true)
  }

  @Test func answersThePagingAndScrollRectScenarios() throws {
    let paging = #"""
      {"bounds": {"width": 375, "height": 667}, "contentSize": {"width": 1125, "height": 667},
       "isPagingEnabled": true, "contentOffset": {"x": 200, "y": 0}}
      """#
    let (pages, _) = try answers(scenario(paging, #"{"pagingTarget": {"velocity": {"x": 0, "y": 0}}}"#))
    #expect(pages.first?.serialized() == #"{"pagingTarget": {"x": 375, "y": 0}}"#)
    let tall = #"{"bounds": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 2000}}"#
    let (rects, _) = try answers(
      scenario(tall, #"{"scrollRectToVisible": {"rect": {"x": 0, "y": 900, "width": 375, "height": 44}}}"#))
    #expect(rects.first?.serialized() == #"{"scrollRectToVisible": {"contentOffset": {"x": 0, "y": 277}}}"#)
  }

  @Test(arguments: [
    (#"{"bounds": {"width": "wide", "height": 852}}"#, "scenario.json: $.scrollView.bounds.width: expected a number"),
    (#"{"bounds": {"height": 852}}"#, "scenario.json: $.scrollView.bounds.width: missing"),
    (#"{"contentSize": {"width": 1, "height": 1}}"#, "scenario.json: $.scrollView.bounds: missing"),
    (#"{"bounds": {"width": 1, "height": 1}, "decelerationRate": "slow"}"#, "scenario.json: $.scrollView.decelerationRate: unknown rate"),
    (#"{"bounds": {"width": 1, "height": 1}, "contentInsetAdjustmentBehavior": "sometimes"}"#,
     "scenario.json: $.scrollView.contentInsetAdjustmentBehavior: unknown behavior"),
    (#"{"bounds": {"width": 1, "height": 1}, "safeAreaInsets": {"device": "Nokia 3310"}}"#,
     "scenario.json: $.scrollView.safeAreaInsets.device: unknown device"),
    (#"{"bounds": {"width": 1, "height": 1}, "isScrollEnabled": 1}"#, "scenario.json: $.scrollView.isScrollEnabled: expected true or false"),
  ])
  func rejectsMalformedScrollViewsWithTheirJSONPath(scrollView: String, reasonPrefix: String) {
    let outcome = evaluateScenario(text: scenario(scrollView, #"{"adjustedContentInset": {}}"#), file: "scenario.json")
    #expect(outcome.exitCode == 2)
    #expect(outcome.output == nil)
    #expect(outcome.diagnostic?.hasPrefix(reasonPrefix) == true, "\(outcome.diagnostic ?? "no diagnostic")")
    #expect(outcome.diagnostic?.contains("\n") == false)
  }

  @Test(arguments: [
    (#"{"teleport": {}}"#, "scenario.json: $.questions[0]: unknown question"),
    (#"{"rubberBand": {"axis": "z", "offset": 1}}"#, "scenario.json: $.questions[0].rubberBand.axis: unknown axis"),
    (#"{"rubberBand": {"axis": "y"}}"#, "scenario.json: $.questions[0].rubberBand.offset: missing"),
    (#""adjustedContentInset""#, "scenario.json: $.questions[0]: expected an object"),
  ])
  func rejectsMalformedQuestions(question: String, reasonPrefix: String) {
    let outcome = evaluateScenario(
      text: scenario(#"{"bounds": {"width": 1, "height": 1}}"#, question), file: "scenario.json")
    #expect(outcome.exitCode == 2)
    #expect(outcome.diagnostic?.hasPrefix(reasonPrefix) == true, "\(outcome.diagnostic ?? "no diagnostic")")
  }

  @Test func reportsJSONSyntaxErrorsWithLineAndColumn() {
    let outcome = evaluateScenario(text: "{\n  \"scrollView\": ,\n}", file: "scenario.json")
    #expect(outcome.exitCode == 2)
    #expect(outcome.diagnostic?.hasPrefix("scenario.json:2:") == true, "\(outcome.diagnostic ?? "")")
  }

  @Test func commandLineExitCodesFollowTheContract() throws {
    #expect(runScrollNotes(["eval", "/nonexistent/scenario.json"]) == 2)
    let path = "/tmp/scrollnotes-eval-test-\(getpid()).json"
    try write(scenario(#"{"bounds": {"width": 375, "height": 667}}"#, #"{"contentOffsetRange": {}}"#), to: path)
    defer { unlink(path) }
    #expect(runScrollNotes(["eval", path]) == 0)
    try write(contractScenario, to: path)
    #expect(runScrollNotes(["eval", path]) == 1)
    try write("{", to: path)
    #expect(runScrollNotes(["eval", path]) == 2)
  }

  func write(_ text: String, to path: String) throws {
    let file = try #require(fopen(path, "w"))
    fputs(text, file)
    fclose(file)
  }
}
