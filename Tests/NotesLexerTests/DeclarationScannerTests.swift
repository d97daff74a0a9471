import Testing

@testable import NotesLexer

/// One line per scanned item, in a stable form that names the fields a test cares about.
private func scan(_ source: String) -> [String] {
  DeclarationScanner.scan(Array(source.utf8)).map { item in
    switch item {
    case .blank(let line): return "\(line): blank"
    case .comment(let text, let p): return "\(p.line):\(p.column) comment \(text)"
    case .closingBrace(let p): return "\(p.line):\(p.column) }"
    case .other(let text, let p): return "\(p.line):\(p.column) other \(text)"
    case .declaration(let d):
      var parts = ["\(d.position.line):\(d.position.column) \(d.kind.rawValue) \(d.name)"]
      if let type = d.type { parts.append("type=\(type)") }
      if d.accessors != .none { parts.append("access=\(d.accessors.rawValue)") }
      if !d.modifiers.isEmpty { parts.append("modifiers=\(d.modifiers.joined(separator: ","))") }
      if !d.inherits.isEmpty { parts.append("inherits=\(d.inherits.joined(separator: ","))") }
      if let text = d.trailingText { parts.append("trailing=\(text)") }
      if let text = d.trailingComment { parts.append("comment=\(text)") }
      if let value = d.initialValue { parts.append("initial=\(value)") }
      if d.isShortForm { parts.append("short") }
      if !d.isComplete { parts.append("incomplete") }
      if d.opensBody { parts.append("opens") }
      if d.lastLine != d.position.line { parts.append("last=\(d.lastLine)") }
      return parts.joined(separator: " ")
    }
  }
}

@Suite struct DeclarationScannerTests {
  @Test(arguments: [
    ("var contentSize: CGSize { get set }", "0:1 property contentSize type=CGSize access=getSet"),
    ("var adjustedContentInset: UIEdgeInsets { get }", "0:1 property adjustedContentInset type=UIEdgeInsets access=get"),
    ("var alwaysBounceVertical: Bool", "0:1 property alwaysBounceVertical type=Bool"),
    ("weak var delegate: UIScrollViewDelegate? { get set }", "0:6 property delegate type=UIScrollViewDelegate? access=getSet modifiers=weak"),
    ("var keyboardDismissMode: UIScrollView.KeyboardDismissMode", "0:1 property keyboardDismissMode type=UIScrollView.KeyboardDismissMode"),
    ("let panGestureRecognizer: UIPanGestureRecognizer", "0:1 property panGestureRecognizer type=UIPanGestureRecognizer access=get"),
    ("@MainActor class UIScrollView : UIView", "0:12 class UIScrollView modifiers=@MainActor inherits=UIView"),
    ("protocol UIScrollViewDelegate : NSObjectProtocol", "0:1 protocol UIScrollViewDelegate inherits=NSObjectProtocol"),
    ("enum ContentInsetAdjustmentBehavior : Int, @unchecked Sendable {", "0:1 enum ContentInsetAdjustmentBehavior inherits=Int,@unchecked Sendable opens"),
    ("struct DecelerationRate", "0:1 struct DecelerationRate"),
  ])
  func readsPropertiesAndTypes(source: String, expected: String) {
    #expect(scan(source) == [expected])
  }

  @Test(arguments: [
    ("func scrollRectToVisible(CGRect, animated: Bool)", "0:1 method scrollRectToVisible(_:animated:) short"),
    ("func zoom(to: CGRect, animated: Bool)", "0:1 method zoom(to:animated:)"),
    ("func zoom(to rect: CGRect, animated: Bool)", "0:1 method zoom(to:animated:)"),
    ("func touchesShouldBegin(Set<UITouch>, with: UIEvent?, in: UIView) -> Bool", "0:1 method touchesShouldBegin(_:with:in:) type=Bool short"),
    ("func setContentOffset(_ contentOffset: CGPoint, animated: Bool)", "0:1 method setContentOffset(_:animated:)"),
    ("func flashScrollIndicators()", "0:1 method flashScrollIndicators()"),
    ("optional func viewForZooming(in scrollView: UIScrollView) -> UIView?", "0:10 method viewForZooming(in:) type=UIView? modifiers=optional"),
    ("func f(_ g: @escaping (Int, Int) -> Void, h: [String: Int])", "0:1 method f(_:h:)"),
    ("init(frame: CGRect)", "0:1 initializer init(frame:)"),
  ])
  func readsMethodsInFullAndShortForm(source: String, expected: String) {
    #expect(scan(source) == [expected])
  }

  @Test func readsAMethodWrittenOverSeveralLines() {
    #expect(
      scan("func setContentOffset(\n    _ contentOffset: CGPoint,\n    animated: Bool\n)\nvar x: Int")
        == ["0:1 method setContentOffset(_:animated:) last=3", "4:1 property x type=Int"])
  }

  @Test func stopsAnUnclosedParameterListBeforeTheNextDeclaration() {
    #expect(
      scan("func broken(_ a: Int,\n// 下一个\nvar contentInset: UIEdgeInsets { get set }")
        == [
          "0:1 method broken(_:) incomplete", "1:1 comment 下一个",
          "2:1 property contentInset type=UIEdgeInsets access=getSet",
        ])
  }

  @Test func keepsProseAfterACaseNameAsTrailingText() {
    #expect(
      scan("case none 拖动不会收起键盘。\ncase `default`\ncase .onDrag：一开始拖动就收起键盘。\ncase a, b = 2")
        == [
          "0:1 case none trailing=拖动不会收起键盘。", "1:1 case default", "2:1 case onDrag trailing=：一开始拖动就收起键盘。",
          "3:1 case a", "3:1 case b type=2",
        ])
  }

  @Test func classifiesCommentsBlanksBracesAndProse() {
    #expect(
      scan("// 可滚动内容的尺寸。\n//\n\n}\n键盘不会因拖动而被关闭。\nvar a: Int // 尾注")
        == [
          "0:1 comment 可滚动内容的尺寸。", "1:1 comment ", "2: blank", "3:1 }", "4:1 other 键盘不会因拖动而被关闭。",
          "5:1 property a type=Int comment=尾注",
        ])
  }

  @Test func givesAttributesOnTheirOwnLineToTheNextDeclaration() {
    #expect(
      scan("@available(iOS 11.0, *)\nvar adjustedContentInset: UIEdgeInsets { get }\n@objc\n// c")
        == [
          "1:1 property adjustedContentInset type=UIEdgeInsets access=get modifiers=@available(iOS 11.0, *)",
          "2:1 other @objc", "3:1 comment c",
        ])
  }

  @Test func readsAPropertyAfterATypeWithProseInIt() {
    #expect(scan("var zoomScale: CGFloat 当前缩放比例") == ["0:1 property zoomScale type=CGFloat trailing=当前缩放比例"])
  }

  @Test func reportsColumnsInCharacters() {
    #expect(scan("/* 注释 */ var a: Int") == ["0:1 comment 注释"])
    #expect(scan("  \t@objc 中 var a: Int").first == "0:4 other @objc 中 var a: Int")
  }
}
