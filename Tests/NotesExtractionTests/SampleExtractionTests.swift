import Foundation
import NotesBook
import NotesCore
import Testing

@testable import NotesExtraction

/// The synthetic sample of notes-format.md, extracted whole.
@Suite struct SampleExtractionTests {
  static func extractSample() throws -> ExtractionResult {
    let url = try #require(Bundle.module.url(forResource: "notes-sample", withExtension: "md", subdirectory: "Fixtures"))
    let bytes = Array(try Data(contentsOf: url))
    return NotesExtractor.extract(bytes: bytes, file: "Content/UIScrollView.md")
  }

  @Test func extractsTheWholeSample() throws {
    let result = try Self.extractSample()
    #expect(
      result.page.dump() == """
      Page Content/UIScrollView.md
        Type UIScrollView @11:1
          zh: "一个可以滚动、也可以缩放其内容的视图。它本身几乎不绘制任何东西，只负责把 bounds.origin 移来移去。"
          class UIScrollView @17:12 modifiers: @MainActor inherits: UIView
        Topic @22:1 en: "Managing the Content Size and Offset" zh: "管理内容尺寸与偏移"
          property contentSize @27:1 type: CGSize access: get set
            zh: "可滚动内容的尺寸，决定滚动的范围。"
            default: .zero raw: "CGSizeZero" @26:1
          property contentOffset @32:1 type: CGPoint access: get set
            zh: "内容原点相对滚动视图原点的偏移。"
            en: "The point in the content that sits at the scroll view's top-left corner."
            default: .zero raw: "CGPointZero" @31:1
          method setContentOffset(_:animated:) @35:1
            zh: "立即或以动画方式改变偏移量。"
          method scrollRectToVisible(_:animated:) @41:1 short-form
            zh: "把某个矩形区域滚动到可见范围内。"
        Topic @44:1 en: "Configuring the Scroll View"
          property isScrollEnabled @49:1 type: Bool access: get set
            zh: "是否允许滚动。关闭后触摸会沿响应链向上传递。"
            default: true raw: "true" @48:1
          property isPagingEnabled @53:1 type: Bool access: get set
            zh: "是否按页滚动。"
            default: false raw: "false" @52:1
          property alwaysBounceVertical @57:1 type: Bool
            zh: "内容比边界小时，竖直方向是否仍可拖动并回弹。"
            default: false raw: "false" @56:1
        Topic @60:1 en: "Zooming" zh: "缩放"
          property zoomScale @65:1 type: CGFloat
            zh: "当前缩放比例。"
            default: 1.0 raw: "1.0" @64:1
          property maximumZoomScale @68:1 type: CGFloat
            zh: "允许的最大缩放比例，必须与最小值不同才能缩放。"
          property keyboardDismissMode @77:1 type: UIScrollView.KeyboardDismissMode
            zh: "拖动开始时如何收起键盘。"
            default: .none raw: "none" @72:1
            described enum KeyboardDismissMode @71:1
              case none @73:1
                zh: "拖动不会收起键盘。"
              case onDrag @74:1
                zh: "一开始拖动就收起键盘。"
              case interactive @75:1
                zh: "键盘跟着手指往下走，还可以再拉回来。"
          property decelerationRate @84:1 type: UIScrollView.DecelerationRate
            zh: "减速快慢。"
            default: .normal raw: ".normal" @81:1
            described enum UIScrollView.DecelerationRate @80:1
              case normal @81:1 (default)
                zh: "普通速度。"
              case fast @82:1
                zh: "更快停下。"
              case slow @83:1
                zh: "更慢停下。"
        Article @87:1 zh: "笔记"
          Section level 2 @89:1 zh: "让内容撑开 contentSize"
            Row
              zh:
                Paragraph @91:1 "内容视图的四条边都要和滚动视图的内容区域连上，宽度再和滚动视图的 frame 相等，" soft-break "这样 " code("contentSize") " 才能由约束算出来。" important
            Code @94:1 info: "swift" lines: 29
              Layout
                view scrollView: UIScrollView @96:9
                view contentView: UIView @97:9
                view card: UIView @113:9
                addSubview view <- scrollView @98:5
                addSubview scrollView <- contentView @99:5
                addSubview contentView <- card @115:5
                autoresizing off: scrollView, contentView, card
                constraint scrollView.top == view.top @103:9
                constraint scrollView.leading == view.leading @104:9
                constraint scrollView.trailing == view.trailing @105:9
                constraint scrollView.bottom == view.bottom @106:9
                constraint contentView.width == scrollView.width @107:9
                constraint contentView.top == scrollView.top @108:9
                constraint contentView.leading == scrollView.leading @109:9
                constraint contentView.trailing == scrollView.trailing @110:9
                constraint contentView.bottom == scrollView.bottom @111:9
                constraint card.height == 240 @117:9
                constraint card.top == contentView.top + 800 @118:9
                constraint card.leading == contentView.leading + 16 @119:9
                constraint card.trailing == contentView.trailing - 16 @120:9
                constraint card.bottom == contentView.bottom - 40 @121:9
      """)
  }

  @Test func reportsOnlyTheBareCaseLinesOfTheSample() throws {
    let result = try Self.extractSample()
    #expect(
      result.diagnostics.map(\.formatted).joined(separator: "\n") == """
      Content/UIScrollView.md:73:1: remark: [extraction.bareCaseLine] bare line 'case none' read as a case of the enum 'KeyboardDismissMode' described above
      Content/UIScrollView.md:74:1: remark: [extraction.bareCaseLine] bare line 'case onDrag' read as a case of the enum 'KeyboardDismissMode' described above
      Content/UIScrollView.md:75:1: remark: [extraction.bareCaseLine] bare line 'case interactive' read as a case of the enum 'KeyboardDismissMode' described above
      """)
  }

  /// The same notes saved with CRLF line endings and a byte-order mark read identically,
  /// positions included.
  @Test func readsTheSampleTheSameWithCRLFAndAByteOrderMark() throws {
    let url = try #require(Bundle.module.url(forResource: "notes-sample", withExtension: "md", subdirectory: "Fixtures"))
    let bytes = Array(try Data(contentsOf: url))
    var windows: [UInt8] = [0xEF, 0xBB, 0xBF]
    for byte in bytes {
      if byte == 0x0A { windows.append(0x0D) }
      windows.append(byte)
    }
    let result = NotesExtractor.extract(bytes: windows, file: "Content/UIScrollView.md")
    #expect(result.page.dump() == (try Self.extractSample()).page.dump())
    #expect(result.diagnostics == (try Self.extractSample()).diagnostics)
  }

  @Test func keepsTheUnknownSlowCaseAmongTheDecelerationRateCases() throws {
    let result = try Self.extractSample()
    let rate = try #require(result.page.topics.flatMap(\.declarations).first { $0.name == "decelerationRate" })
    let described = try #require(rate.describedEnum)
    #expect(described.name == "UIScrollView.DecelerationRate")
    #expect(described.cases.map(\.name) == ["normal", "fast", "slow"])
    #expect(rate.defaultValue?.normalized == ".normal")
  }

  @Test func attachesBareCaseLinesToTheEnumAboveAndStillReadsTheNextProperty() throws {
    let result = try Self.extractSample()
    let zooming = try #require(result.page.topics.first { $0.titleEn == "Zooming" })
    #expect(zooming.declarations.map(\.name) == ["zoomScale", "maximumZoomScale", "keyboardDismissMode", "decelerationRate"])
    let mode = zooming.declarations[2]
    #expect(mode.describedEnum?.cases.map(\.name) == ["none", "onDrag", "interactive"])
    #expect(mode.defaultValue?.normalized == ".none")
    #expect(!zooming.declarations.contains { $0.kind == .case })
  }
}
