// Auto Layout deciding contentSize (article 02 and 09): the articles' constraint snippets, run
// in a 375 × 667 root view with the scroll view pinned to its edges.
import NotesCore
import ScrollLayout
import ScrollModel

enum ContentSizeExamples {
  static let all: [Example] = [
    tallBox, tallBoxNoBottom, pinnedToOuterView, stackedViews, centeredFields, centeredFieldsContentGuide,
    beforeAndAfterLayout,
  ]

  static let tallBox = Example(
    id: "contentsize.tall-box", en: "Content view and one box", zh: "内容视图加一个方块",
    apis: ["UIScrollView.contentLayoutGuide", "UIScrollView.frameLayoutGuide", "UIScrollView.contentSize"]
  ) { out in
    // example: contentsize.tall-box
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let contentView = UIView()
    let box = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1000),
      // 约束链的最后一环。
      // The last link of the chain.
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    view.layoutIfNeeded()
    // end example
    let views: KeyValuePairs<String, UIView> = ["scrollView": scrollView, "contentView": contentView, "box": box]
    out.record("contentSize", scrollView.contentSize)
    out.record("ambiguous", LayoutReadout.ambiguous(views))
    LayoutReadout.record(["contentView": contentView, "box": box], in: scrollView, into: &out)
  }

  static let tallBoxNoBottom = Example(
    id: "contentsize.tall-box-no-bottom", en: "The chain is broken", zh: "约束链断开",
    apis: ["UIScrollView.contentLayoutGuide", "UIScrollView.contentSize"]
  ) { out in
    // example: contentsize.tall-box-no-bottom
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let contentView = UIView()
    let box = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1000),
      // 没有 box.bottomAnchor 的约束：没有任何约束决定内容高度。
      // No box.bottomAnchor constraint: nothing decides the content height.
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    // The height above is whatever the solver picked; the diagnostics say so.
    out.record("contentSizeHeightIsArbitrary", scrollView.undeterminedContentSizeValues.contains("height"))
    out.record("ambiguous", LayoutReadout.ambiguous(["scrollView": scrollView, "contentView": contentView, "box": box]))
    out.record("diagnostics", LayoutReadout.diagnostics(view))
  }

  static let pinnedToOuterView = Example(
    id: "contentsize.pinned-to-outer-view", en: "Content view pinned to the outer view", zh: "内容视图连到外部视图",
    apis: ["UIScrollView.contentLayoutGuide", "UIScrollView.contentSize"]
  ) { out in
    // example: contentsize.pinned-to-outer-view
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let contentView = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      // 连到滚动视图外面的视图。
      // Tied to a view outside the scroll view.
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    out.record("ambiguous", LayoutReadout.ambiguous(["scrollView": scrollView, "contentView": contentView]))
    out.record("diagnostics", LayoutReadout.diagnostics(view))
    // The content view's width follows the screen; the content area's width is tied to nothing.
    out.record("frames", LayoutReadout.frames(["contentView": contentView]))
  }

  static let stackedViews = Example(
    id: "contentsize.stacked-views", en: "Two stacked views", zh: "上下排列的两个视图",
    apis: ["UIScrollView.contentSize", "UIScrollView.contentLayoutGuide"]
  ) { out in
    // example: contentsize.stacked-views
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let a = UIView()
    let b = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    a.translatesAutoresizingMaskIntoConstraints = false
    b.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(a)
    scrollView.addSubview(b)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      a.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 50),
      a.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 50),
      a.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -50),
      a.widthAnchor.constraint(equalToConstant: 400),
      a.heightAnchor.constraint(equalToConstant: 500),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 100),
      b.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 50),
      b.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -50),
      b.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -50),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      // 屏幕的高度。
      // The screen's height.
      b.heightAnchor.constraint(equalTo: view.heightAnchor),
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    LayoutReadout.record(["a": a, "b": b], in: scrollView, into: &out)
  }

  static let centeredFields = Example(
    id: "contentsize.centered-fields", en: "Centre bound to the frame", zh: "中心约束连到 frame",
    apis: ["UIScrollView.contentSize", "UIScrollView.frameLayoutGuide"]
  ) { out in
    // example: contentsize.centered-fields
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let field1 = UITextField()
    let field2 = UITextField()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    field1.translatesAutoresizingMaskIntoConstraints = false
    field2.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(field1)
    scrollView.addSubview(field2)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      field1.widthAnchor.constraint(equalToConstant: 100),
      field1.heightAnchor.constraint(equalToConstant: 30),
      // 中心约束：量的是 frame。
      // A centre constraint: it measures the frame.
      field1.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
      // 边约束：量的是内容区域。
      // An edge constraint: it measures the content area.
      field1.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -131),
      field1.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 163),
      field2.widthAnchor.constraint(equalToConstant: 100),
      field2.heightAnchor.constraint(equalToConstant: 30),
      field2.topAnchor.constraint(equalTo: field1.bottomAnchor, constant: 20),
      field2.leadingAnchor.constraint(equalTo: field1.leadingAnchor),
      field2.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    LayoutReadout.record(["field1": field1, "field2": field2], in: scrollView, into: &out)
  }

  static let centeredFieldsContentGuide = Example(
    id: "contentsize.centered-fields-content-guide", en: "Centre bound to the content guide",
    zh: "中心约束连到内容布局指南", apis: ["UIScrollView.contentLayoutGuide", "UIScrollView.contentSize"]
  ) { out in
    // example: contentsize.centered-fields-content-guide
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let field1 = UITextField()
    let field2 = UITextField()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    field1.translatesAutoresizingMaskIntoConstraints = false
    field2.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(field1)
    scrollView.addSubview(field2)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      field1.widthAnchor.constraint(equalToConstant: 100),
      field1.heightAnchor.constraint(equalToConstant: 30),
      // 内容区域的中心。
      // The content area's centre.
      field1.centerXAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerXAnchor),
      field1.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -131),
      field1.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 163),
      field2.widthAnchor.constraint(equalToConstant: 100),
      field2.heightAnchor.constraint(equalToConstant: 30),
      field2.topAnchor.constraint(equalTo: field1.bottomAnchor, constant: 20),
      field2.leadingAnchor.constraint(equalTo: field1.leadingAnchor),
      field2.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    LayoutReadout.record(["field1": field1, "field2": field2], in: scrollView, into: &out)
  }

  static let beforeAndAfterLayout = Example(
    id: "contentsize.before-and-after-layout", en: "contentSize before and after layout", zh: "布局前后的 contentSize",
    apis: ["UIScrollView.contentSize", "UIScrollView.contentLayoutGuide"]
  ) { out in
    // example: contentsize.before-and-after-layout
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let contentView = UIView()
    let box = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1000),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    // viewDidLoad 中读到的值。
    // What viewDidLoad sees.
    let before = scrollView.contentSize
    view.layoutIfNeeded()
    // 布局之后读到的值。
    // What is there after layout.
    let after = scrollView.contentSize
    // end example
    out.record("beforeLayout", object(["contentSize": before]))
    out.record("afterLayout", object(["contentSize": after]))
  }
}
