import Testing

@testable import NotesExtraction

/// One fixture per rule group of notes-format.md and docs/conventions.md, each asserting
/// the whole extracted page.
@Suite struct ExtractionRulesTests {
  /// The TOC comments and the list between them are navigation: nothing of them is extracted or reported.
  @Test func skipsEditorTableOfContentsAndReadsTheTopicAfterIt() {
    let notes = ##"""
      <!-- TOC depthFrom:1 -->

      - [API](#api)
        - [Zooming 缩放](#zooming-%E7%BC%A9%E6%94%BE)

      <!-- /TOC -->

      # API

      ## Zooming 缩放

      ```swift
      var zoomScale: CGFloat { get set }
      ```
      """##
    #expect(
      dumpOfNotes(notes, file: "toc.md") == ##"""
        Page toc.md
          Topic @10:1 en: "Zooming" zh: "缩放"
            property zoomScale @13:1 type: CGFloat access: get set
        """##)
    #expect(
      diagnosticsOfNotes(notes, file: "toc.md") == [

      ])
  }

  /// Properties with and without accessors, weak, short-form methods, an enum described in comments with every case spelling, markers, a declared enum, prose that lost its marker.
  @Test func readsDeclarationsInEveryFormTheFormatAllows() {
    let notes = ##"""
      # UIScrollViewDelegate

      The delegate of a scroll view.

      ```swift
      protocol UIScrollViewDelegate : NSObjectProtocol
      ```

      # API

      ## Responding to Scrolling  响应滚动

      ```
      // 滚动时调用。
      // Tells the delegate when the user scrolls the content view.
      optional func scrollViewDidScroll(_ scrollView: UIScrollView)

      // 缩放。
      func zoom(to: CGRect, animated: Bool)
      func touchesShouldBegin(Set<UITouch>, with: UIEvent?, in: UIView) -> Bool
      weak var delegate: UIScrollViewDelegate? { get set }
      var adjustedContentInset: UIEdgeInsets { get }
      //
      ```

      ## Managing Insets

      ```swift
      // 内容如何随安全区域调整。
      // enum ContentInsetAdjustmentBehavior
      // case automatic 自动调整滚动视图嵌入。
      // case .scrollableAxes 只在可滚动方向上调整。
      // case `never`: never adjust
      // 此属性的默认值为UIScrollView.ContentInsetAdjustmentBehavior.automatic。
      // 注意：iOS 11 之前没有这个属性。
      // 未建模：依赖视图控制器层级。
      // 观察所得：旋转时会重新计算。
      // 模型假设：导航栏不透明。
      // 参见：inset.tall-automatic, insets
      var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }

      // 这一段什么也不描述。

      // Pitfall: setting it during a drag has no effect
      // Defaults to NO
      var bouncesZoom: Bool { get set }
      enum IndicatorStyle : Int {
        // 默认样式。
        case `default`
        case black = 1
      }
      键盘不会因拖动而被关闭。
      var indicatorStyle: UIScrollView.IndicatorStyle
      ```
      """##
    #expect(
      dumpOfNotes(notes, file: "decl.md") == ##"""
        Page decl.md
          Type UIScrollViewDelegate @1:1
            en: "The delegate of a scroll view."
            protocol UIScrollViewDelegate @6:1 inherits: NSObjectProtocol
          Topic @11:1 en: "Responding to Scrolling" zh: "响应滚动"
            method scrollViewDidScroll(_:) @16:10 modifiers: optional
              zh: "滚动时调用。"
              en: "Tells the delegate when the user scrolls the content view."
            method zoom(to:animated:) @19:1
              zh: "缩放。"
            method touchesShouldBegin(_:with:in:) @20:1 type: Bool short-form
            property delegate @21:6 type: UIScrollViewDelegate? access: get set modifiers: weak
            property adjustedContentInset @22:1 type: UIEdgeInsets access: get
          Topic @26:1 en: "Managing Insets"
            property contentInsetAdjustmentBehavior @40:1 type: UIScrollView.ContentInsetAdjustmentBehavior access: get set
              zh: "内容如何随安全区域调整。"
              default: .automatic raw: "UIScrollView.ContentInsetAdjustmentBehavior.automatic" @34:1
              described enum ContentInsetAdjustmentBehavior @30:1
                case automatic @31:1
                  zh: "自动调整滚动视图嵌入。"
                case scrollableAxes @32:1
                  zh: "只在可滚动方向上调整。"
                case never @33:1
                  en: "never adjust"
              pitfall: "iOS 11 之前没有这个属性。" @35:1
              not modelled: "依赖视图控制器层级。" @36:1
              observed: "旋转时会重新计算。" @37:1
              assumption: "导航栏不透明。" @38:1
              see: inset.tall-automatic, insets
            property bouncesZoom @46:1 type: Bool access: get set
              default: false raw: "NO" @45:1
              pitfall: "setting it during a drag has no effect" @44:1
            enum IndicatorStyle @47:1 inherits: Int
              case default @49:3
                zh: "默认样式。"
              case black @50:3
            property indicatorStyle @53:1 type: UIScrollView.IndicatorStyle
              zh: "键盘不会因拖动而被关闭。"
        """##)
    #expect(
      diagnosticsOfNotes(notes, file: "decl.md") == [
        ##"decl.md:42:1: remark: [extraction.detachedComment] comment '这一段什么也不描述。' is followed by a blank line and another comment, so it describes nothing"##,
        ##"decl.md:52:1: remark: [extraction.missingCommentMarker] line '键盘不会因拖动而被关闭。' in a code block declares nothing; read as a comment"##,
      ])
  }

  /// Rows, placeholders, an example, language-neutral blocks, and layout code as data.
  @Test func pairsChineseAndEnglishProseIntoRowsAndReadsPlaceholdersAndLayout() {
    let notes = ##"""
      # Content Size  内容尺寸

      开头的中文段落，值为 {{= contentsize.stacked-views#contentSize.height}}。

      The opening English paragraph, {{= physics.rubber-band#overshoot[2]}} points.

      ## Stacking Views  堆叠视图

      - 第一条
      - 第二条

      - first
      - second

      {{example contentsize.stacked-views}}

      只有中文的一段。

      ---

      ```objc
      - (void)scrollViewDidScroll:(UIScrollView *)scrollView { }
      ```

      ```swift
      let stack = UIStackView()
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
      stack.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: height)
      ```

      ### Details 细节

      English only, **strong** and *em* and [a link](#x).
      """##
    #expect(
      dumpOfNotes(notes, file: "article.md") == ##"""
        Page article.md
          Article @1:1 en: "Content Size" zh: "内容尺寸"
            Section level 1
              Row
                zh:
                  Paragraph @3:1 "开头的中文段落，值为 " value(contentsize.stacked-views#contentSize.height @3:12) "。"
                en:
                  Paragraph @5:1 "The opening English paragraph, " value(physics.rubber-band#overshoot[2] @5:32) " points."
            Section level 2 @7:1 en: "Stacking Views" zh: "堆叠视图"
              Row
                zh:
                  List @9:1
                    Item
                      Paragraph @9:3 "第一条"
                    Item
                      Paragraph @10:3 "第二条"
                    Item
                      Paragraph @12:3 "first"
                    Item
                      Paragraph @13:3 "second"
              Example contentsize.stacked-views @15:1
              Row
                zh:
                  Paragraph @17:1 "只有中文的一段。"
              ThematicBreak
              Code @21:1 info: "objc" lines: 1
              Code @25:1 info: "swift" lines: 4
                Layout
                  view stack: UIStackView @26:5
                  constraint stack.top == view.safeAreaLayoutGuide.top + 8 @27:1
                  constraint stack.width == view.width * 0.5 (inactive) @28:1
            Section level 3 @32:1 en: "Details" zh: "细节"
              Row
                en:
                  Paragraph @34:1 "English only, " strong("strong") " and " em("em") " and " link("#x" "a link") "."
        """##)
    #expect(
      diagnosticsOfNotes(notes, file: "article.md") == [
        ##"article.md:29:1: warning: [extraction.unreadableConstraint] cannot read the layout constraint 'stack.heightAnchor.constraint(greaterThanOrEqualToConstant: height)'; it is left out of the layout script"##,
      ])
  }

  /// Constraints kept in variables get their priority and activation from later statements;
  /// an anchor without a receiver belongs to `self`; pseudo-code is left alone.
  @Test func readsConstraintPrioritiesAndActivationThroughVariables() {
    let notes = ##"""
      # Priorities  优先级

      ```swift
      let label = UILabel()
      let height = label.heightAnchor.constraint(equalToConstant: 44)
      height.priority = .defaultHigh
      let width = label.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.8, constant: -32)
      width.priority = UILayoutPriority(999)
      let top = label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
      NSLayoutConstraint.activate([height, width])
      top.isActive = true
      topAnchor.constraint(equalTo: label.bottomAnchor)
      ```

      ```
      imageView.top = Top Layout Guide.bottom
      ```
      """##
    #expect(
      dumpOfNotes(notes, file: "layout.md") == ##"""
        Page layout.md
          Article @1:1 en: "Priorities" zh: "优先级"
            Section level 1
              Code @3:1 info: "swift" lines: 9
                Layout
                  view label: UILabel @4:5
                  constraint label.height == 44 @750 @5:14
                  constraint label.width <= view.width * 0.8 - 32 @999 @7:13
                  constraint label.top == scrollView.contentLayoutGuide.top @9:11
                  constraint self.top == label.bottom (inactive) @12:1
              Code @15:1 info: "" lines: 1
        """##)
    #expect(diagnosticsOfNotes(notes, file: "layout.md") == [])
  }
}

extension ExtractionRulesTests {
  /// `# API` and `# TypeName` keep their meaning with a Chinese title beside them; a single
  /// word heading in a file without an API part is an article.
  @Test(arguments: [
    ("# UIScrollView  滚动视图\n\n# API  接口\n\n## Zooming\n", "Page notes.md\n  Type UIScrollView @1:1\n  Topic @5:1 en: \"Zooming\""),
    ("# Paging\n\n## Pages  分页\n", "Page notes.md\n  Article @1:1 en: \"Paging\"\n    Section level 2 @3:1 en: \"Pages\" zh: \"分页\""),
  ])
  func recognisesTypeAndAPIHeadingsWithChineseTitles(notes: String, expected: String) {
    #expect(dumpOfNotes(notes) == expected)
  }
}
