import NotesHTML
import Testing

/// Example code separates what a reader would write in UIKit from the lines that only drive
/// the model: those are marked, greyed by the stylesheet and left out by the copy button.
@Suite struct HarnessLineMarking {
  static let code = """
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
    let layout = scrollView.frameLayoutGuide
    // 让模型中的滚动动画跑完。
    // Let the scroll animation finish in the model.
    scrollView.model.settle()
    out.record(
      "offset",
      scrollView.contentOffset)
    print(layout.owningView)
    """

  @Test func marksModelOnlyStatementsWithTheirCommentsAndContinuationLines() {
    #expect(HarnessLines.indexes(in: Self.code) == [1, 3, 4, 6, 7, 8, 9, 10, 11])
  }

  @Test func wrapsMarkedLinesAndLeavesUIKitLinesAlone() {
    let html = BilingualCode.html(Self.code, markingHarness: true)
    #expect(html.components(separatedBy: "<span class=\"code-harness\">").count == 10)
    // A comment pair keeps its language spans inside the mark.
    #expect(html.contains("<span class=\"code-harness\"><span class=\"code-zh\" lang=\"zh-Hans\">"))
    #expect(!BilingualCode.html(Self.code).contains("code-harness"))
    // The UIKit lines are not inside a mark.
    let firstLine = html.components(separatedBy: "\n")[0]
    #expect(!firstLine.contains("code-harness"))
  }

  @Test func doesNotMistakeSimilarNames() {
    #expect(HarnessLines.indexes(in: "let x = layout.output\nview.modelName = 1\nlet t = timeout.value") == [])
    #expect(HarnessLines.indexes(in: "let figure = scene(view.model)") == [0])
  }
}
