import ScrollLayout
import ScrollModel
import Testing

/// The UIKit-shaped scroll view keeps the layout engine and the model value it owns in step.
@Suite struct FacadeTests {
  /// A full-screen scroll view with a 100 × 1000 box pinned to its content edges and a badge
  /// pinned to the top of its frame.
  final class Scene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    let box = UIView()
    let badge = UIView()

    init() {
      for v in [scrollView, box, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
      view.addSubview(scrollView)
      scrollView.addSubview(box)
      scrollView.addSubview(badge)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        box.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        box.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 1000),
        badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
        badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 10),
        badge.heightAnchor.constraint(equalToConstant: 10),
      ])
      view.layoutIfNeeded()
    }
  }

  @Test func aLayoutPassWritesTheFrameSizeAndContentSizeIntoTheModel() {
    let scene = Scene()
    #expect(scene.scrollView.model.bounds.size == Size(width: 375, height: 667))
    #expect(scene.scrollView.model.contentSize == Size(width: 100, height: 1000))
    #expect(scene.scrollView.model.contentOffsetRange.maximum.y == 333)
  }

  @Test func scrollingThroughTheModelMovesFrameBoundContent() {
    let scene = Scene()
    scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
    scene.view.layoutIfNeeded()
    #expect(scene.scrollView.contentOffset.y == 333)
    #expect(scene.badge.frame.minY == 333 + 8)
    #expect(scene.box.frame.minY == 0)
  }

  @Test func repeatedLayoutPassesDoNotPullAnOffsetBackIntoRange() {
    let scene = Scene()
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 900)  // past the end, as a pull would
    scene.view.layoutIfNeeded()
    scene.view.layoutIfNeeded()
    #expect(scene.scrollView.contentOffset.y == 900)
    #expect(scene.badge.frame.minY == 908)
  }

  @Test func aChangedContentSizeDoesPullTheOffsetBackIntoRange() {
    let scene = Scene()
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    scene.view.layoutIfNeeded()
    scene.box.removeFromSuperview()  // no content edges any more: nothing decides contentSize now
    scene.scrollView.contentSize = CGSize(width: 100, height: 700)
    #expect(scene.scrollView.contentOffset.y == 33)
  }

  @Test func theViewsSafeAreaReachesTheAdjustedInsetAndMovesTheRestingOffset() {
    let scene = Scene()
    scene.scrollView.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(scene.scrollView.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(scene.scrollView.contentOffset.y == -59)
    #expect(scene.scrollView.delegateEvents.contains(.didChangeAdjustedContentInset))
  }

  @Test func theKeyboardGuideRestsOnTheSafeAreaBottomAndFollowsADockedKeyboard() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let field = UIView()
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
    view.layoutIfNeeded()
    #expect(field.frame.maxY == 852 - 34)
    view.simulateKeyboard(dockedHeight: 336)
    view.layoutIfNeeded()
    #expect(field.frame.maxY == 852 - 336)
    view.simulateKeyboard(dockedHeight: nil)
    view.layoutIfNeeded()
    #expect(field.frame.maxY == 852 - 34)
  }

  @Test func zoomRequestsTheModelRefusesAreAnswered() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scrollView.setZoomScale(2, animated: false) == .unavailable(.noViewForZooming))
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.maximumZoomScale = 2
    #expect(scrollView.setZoomScale(2, animated: false) == .zoomed(scale: 2))
    #expect(scrollView.contentSize == Size(width: 750, height: 1334))
  }
}
