import Testing

@testable import NotesExtraction

/// docs/conventions.md §3: a typed constant (`struct DecelerationRate`) is described like an
/// enum, and one case line may carry both languages separated by ` / `.
@Suite struct TypedConstantDescriptions {
  @Test func readsAStructDescribedInCommentsWithBilingualCaseLines() {
    let notes = ##"""
      # API

      ## Scrolling State  滚动状态

      ```swift
      // 减速率。
      // struct DecelerationRate
      // case normal 标准减速率。 / The standard rate.
      // case fast 更快停下。 / Stops sooner.
      var decelerationRate: UIScrollView.DecelerationRate { get set }
      ```
      """##
    #expect(
      dumpOfNotes(notes, file: "rate.md") == ##"""
        Page rate.md
          Topic @3:1 en: "Scrolling State" zh: "滚动状态"
            property decelerationRate @10:1 type: UIScrollView.DecelerationRate access: get set
              zh: "减速率。"
              described enum DecelerationRate @7:1
                case normal @8:1
                  zh: "标准减速率。"
                  en: "The standard rate."
                case fast @9:1
                  zh: "更快停下。"
                  en: "Stops sooner."
        """##)
    #expect(diagnosticsOfNotes(notes, file: "rate.md") == [])
  }
}
