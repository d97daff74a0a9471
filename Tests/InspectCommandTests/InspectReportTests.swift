import NotesCore
import NotesExtraction
import Testing

@testable import NotesCommandLine

/// `inspect --json` as cli-contract.md specifies it.
@Suite struct InspectReportTests {
  static let notes = """
    # UIScrollView

    ```swift
    @MainActor class UIScrollView : UIView
    ```

    # API

    ## Zooming  缩放

    ```swift
    // 拖动开始时如何收起键盘。
    // Dismisses the keyboard when dragging begins.
    // enum KeyboardDismissMode
    // 默认 none
    // case none 不收起。
    // case onDrag: dismisses on drag
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get set }

    func zoom(to: CGRect, animated: Bool)
    ```

    # 笔记

    一段话。
    """

  @Test func printsTheContractsFieldsInOrder() {
    let result = NotesExtractor.extract(text: Self.notes, file: "Content/UIScrollView.md")
    #expect(
      InspectReport.json(result).serialized(pretty: true) == #"""
        {
          "file": "Content/UIScrollView.md",
          "types": [
            "UIScrollView"
          ],
          "topics": [
            {
              "titleEn": "Zooming",
              "titleZh": "缩放",
              "line": 9,
              "declarations": [
                {
                  "name": "keyboardDismissMode",
                  "kind": "property",
                  "type": "UIScrollView.KeyboardDismissMode",
                  "access": "get set",
                  "line": 18,
                  "column": 1,
                  "descriptionZh": "拖动开始时如何收起键盘。",
                  "descriptionEn": "Dismisses the keyboard when dragging begins.",
                  "default": ".none",
                  "defaultRaw": "none",
                  "enum": "KeyboardDismissMode",
                  "cases": [
                    {
                      "name": "none",
                      "descriptionZh": "不收起。",
                      "descriptionEn": null,
                      "line": 16
                    },
                    {
                      "name": "onDrag",
                      "descriptionZh": null,
                      "descriptionEn": "dismisses on drag",
                      "line": 17
                    }
                  ]
                },
                {
                  "name": "zoom(to:animated:)",
                  "kind": "method",
                  "type": null,
                  "access": null,
                  "line": 20,
                  "column": 1,
                  "descriptionZh": null,
                  "descriptionEn": null,
                  "default": null
                }
              ]
            }
          ],
          "articles": [
            {
              "titleEn": null,
              "titleZh": "笔记",
              "line": 23
            }
          ],
          "diagnostics": []
        }
        """#)
  }

  @Test func summarisesForPeopleWithoutJSON() {
    let result = NotesExtractor.extract(text: Self.notes, file: "Content/UIScrollView.md")
    #expect(
      InspectReport.text(result) == """
        Content/UIScrollView.md
        types: UIScrollView
        9:1 topic Zooming / 缩放
          18:1 property keyboardDismissMode: UIScrollView.KeyboardDismissMode { get set } = .none [KeyboardDismissMode: none, onDrag]
          20:1 method zoom(to:animated:)
        23:1 article 笔记
        no diagnostics

        """)
  }
}
