// A header that sticks below a banner once the banner scrolls away (article 08): C's top
// constraint constant is updated in scrollViewDidScroll.
import NotesCore
import ScrollLayout
import ScrollModel

enum HeaderExamples {
  static let all: [Example] = [floatingHeader]

  static let floatingHeader = Example(
    id: "header.floating-header", en: "A header that floats", zh: "吸顶悬浮条",
    apis: ["UIScrollView.contentOffset", "UIScrollViewDelegate.scrollViewDidScroll(_:)", "UIScrollView.frameLayoutGuide",
           "UIScrollView.contentLayoutGuide"]
  ) { out in
    // example: header.floating-header
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    // A 是顶部大图，B 是正文，C 是悬浮条。
    // A is the banner, B the body, C the floating header.
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for v in [scrollView, a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(scrollView)
    scrollView.addSubview(a)
    scrollView.addSubview(b)
    // C 最后加入，盖在 B 上面。
    // C is added last, so it covers B.
    scrollView.addSubview(c)
    // 这条约束的 constant 在滚动时更新。
    // This constraint's constant is updated while scrolling.
    let headerTop = c.topAnchor.constraint(equalTo: a.bottomAnchor)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      a.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      a.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      a.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      a.heightAnchor.constraint(equalToConstant: 150),
      // 给 C 留出位置。
      // Room for C.
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 50),
      b.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      b.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      b.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      b.heightAnchor.constraint(equalToConstant: 1400),
      headerTop,
      c.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      c.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      c.heightAnchor.constraint(equalToConstant: 50),
    ])
    view.layoutIfNeeded()

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      // 150 是 A 的高度。
      // 150 is A's height.
      headerTop.constant = max(0, scrollView.contentOffset.y - 150)
    }

    var samples: [JSONValue] = []
    for y in [0.0, 100, 150, 300, 600] {
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      scrollViewDidScroll(scrollView)
      view.layoutIfNeeded()
      samples.append(object(["contentOffset": scrollView.contentOffset, "headerFrame": c.frame]))
    }
    // end example
    out.record("contentSize", scrollView.contentSize)
    out.record("contentOffsetRange", scrollView.contentOffsetRange)
    out.record("samples", samples)
    // The figure shows the offset-0 state, so C's constraint is updated for it first (after
    // the loop it still holds the last sample's constant).
    scrollView.contentOffset = .zero
    scrollViewDidScroll(scrollView)
    view.layoutIfNeeded()
    out.record("figure", LayoutReadout.figure(scrollView, ["a": a, "b": b, "c": c]))
  }
}
