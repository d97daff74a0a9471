import NotesCore
import NotesVerifier
import ScrollModel
import Testing

@Suite struct AccessCasesAndBinding {
  @Test func aReadOnlyPropertyDocumentedAsSettableIsReported() {
    let notes = Fixture.scrollViewNotes("""
      // 实际生效的内容边距。
      // The inset in effect.
      var adjustedContentInset: UIEdgeInsets { get set }
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)])
    let found = Fixture.with("verify.accessMismatch", in: report)
    #expect(found.count == 1)
    #expect(found.first?.location?.line == 14)
    #expect(found.first?.message == "'UIScrollView.adjustedContentInset' is documented as '{ get set }' but the model's catalog says '{ get }'")
  }

  @Test func theSampleNotesSlowDecelerationRateIsAnErrorAtItsLine() throws {
    // The real-world sample (notes-format.md) describes the rate with a `.slow` that UIKit lacks.
    let notes = Fixture.scrollViewNotes("""
      // 减速快慢。
      // UIScrollView.DecelerationRate
      // .normal（默认值）：普通速度。
      // .fast：更快停下。
      // .slow：更慢停下。
      var decelerationRate: UIScrollView.DecelerationRate
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)])
    let unknown = Fixture.with("verify.unknownCase", in: report)
    #expect(unknown.count == 1)
    #expect(unknown.first?.location?.line == 16)
    #expect(unknown.first?.message == "'UIScrollView.DecelerationRate' has no case 'slow' in the model")
    #expect(unknown.first?.notes.contains { $0.message.contains(".normal, .fast") } == true)
    #expect(Fixture.with("verify.missingCase", in: report).isEmpty)
    #expect(Fixture.with("verify.defaultMismatch", in: report).isEmpty)
  }

  @Test func aDeclaredEnumWithAMissingAndAMisspeltCaseIsReported() {
    let notes = Fixture.scrollViewNotes("""
      // 索引显示方式。
      // Index display modes.
      // enum IndexDisplayMode
      // case automatic 自动。 / Automatic.
      // case alwaysHiden 隐藏。 / Hidden.
      enum IndexDisplayMode : Int
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)])
    let unknown = Fixture.with("verify.unknownCase", in: report)
    #expect(unknown.count == 1)
    #expect(unknown.first?.location?.line == 16)
    #expect(unknown.first?.notes.first?.message == "did you mean 'alwaysHidden'?")
    let missing = Fixture.with("verify.missingCase", in: report)
    #expect(missing.map(\.message) == ["the notes leave out the case 'alwaysHidden' of 'UIScrollView.IndexDisplayMode'"])
  }

  @Test func allCasesDocumentedGivesNoCaseErrors() {
    let notes = Fixture.scrollViewNotes("""
      // 索引显示方式。
      // Index display modes.
      // enum IndexDisplayMode
      // case automatic 自动。 / Automatic.
      // case alwaysHidden 隐藏。 / Hidden.
      enum IndexDisplayMode : Int
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)])
    #expect(Fixture.with("verify.unknownCase", in: report).isEmpty)
    #expect(Fixture.with("verify.missingCase", in: report).isEmpty)
    #expect(report.counts.enumCasesChecked == 2)
  }

  @Test func anAPITheModelLacksIsAnErrorUnlessMarkedNotModelled() {
    let unmarked = Fixture.scrollViewNotes("""
      // 是否分页。
      // Whether paging is on.
      var isPagingEnabld: Bool { get set }
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", unmarked)])
    let unbound = Fixture.with("verify.unboundAPI", in: report)
    #expect(unbound.count == 1)
    #expect(unbound.first?.notes.first?.message == "did you mean 'UIScrollView.isPagingEnabled'?")

    let marked = Fixture.scrollViewNotes("""
      // 一个模型没有的属性。
      // A property the model does not have.
      // Not modelled: it only exists on visionOS.
      var isPagingEnabld: Bool { get set }
      """)
    #expect(Fixture.with("verify.unboundAPI", in: Fixture.verify([("Content/UIScrollView.md", marked)])).isEmpty)
  }

  @Test func qualifiedNamesAndDelegateMethodsBindToTheirOwners() {
    let view = """
      # UIView

      视图。

      A view.

      # API

      ## Related  相关

      ```swift
      // 安全区域。
      // The safe area.
      // 默认值为 .zero
      var safeAreaInsets: UIEdgeInsets { get }
      ```
      """
    let delegate = """
      # UIScrollViewDelegate

      代理。

      The delegate.

      # API

      ## Scrolling  滚动

      ```swift
      // 偏移改变时调用。
      // Called when the offset changes.
      optional func scrollViewDidScroll(_ scrollView: UIScrollView)
      ```
      """
    let report = Fixture.verify([("Content/UIView.md", view), ("Content/UIScrollViewDelegate.md", delegate)])
    let names = report.bindings.compactMap { $0.entry?.qualifiedName }
    #expect(names.contains("UIView.safeAreaInsets"))
    #expect(names.contains("UIScrollViewDelegate.scrollViewDidScroll(_:)"))
    #expect(Fixture.with("verify.unboundAPI", in: report).isEmpty)
  }

  @Test func aCatalogEntryWithoutANoteIsAWarning() {
    let report = Fixture.verify(
      [("Content/UIScrollView.md", Fixture.scrollViewNotes(Fixture.paging))],
      catalog: Fixture.catalog(["UIScrollView.isPagingEnabled", "UIScrollView.bounces"]))
    let found = Fixture.with("verify.undocumentedAPI", in: report)
    #expect(found.map(\.message) == ["the model's catalog lists 'UIScrollView.bounces' but no note documents it"])
    #expect(found.first?.severity == .warning)
  }
}
