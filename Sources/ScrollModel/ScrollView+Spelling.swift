// Reads a property of a live scroll view by its UIKit name and spells it like the catalog
// does, so a test (and the verifier) can compare any scroll view against catalog defaults.

extension ScrollView {
  /// The current value of the UIKit property `name` (as the catalog names it, with its owner,
  /// e.g. `UIScrollView.contentInset`), spelled in the model's vocabulary; nil for names the
  /// scroll view value does not hold.
  public func spelledValue(ofProperty qualifiedName: String) -> String? {
    switch qualifiedName {
    case "UIScrollView.delegate": delegate.modelSpelling
    case "UIScrollView.contentSize": contentSize.modelSpelling
    case "UIScrollView.contentOffset": contentOffset.modelSpelling
    case "UIScrollView.contentInset": contentInset.modelSpelling
    case "UIScrollView.contentInsetAdjustmentBehavior": contentInsetAdjustmentBehavior.modelSpelling
    case "UIScrollView.isScrollEnabled": isScrollEnabled.modelSpelling
    case "UIScrollView.isDirectionalLockEnabled": isDirectionalLockEnabled.modelSpelling
    case "UIScrollView.isPagingEnabled": isPagingEnabled.modelSpelling
    case "UIScrollView.scrollsToTop": scrollsToTop.modelSpelling
    case "UIScrollView.bounces": bounces.modelSpelling
    case "UIScrollView.bouncesHorizontally": bouncesHorizontally.modelSpelling
    case "UIScrollView.bouncesVertically": bouncesVertically.modelSpelling
    case "UIScrollView.alwaysBounceVertical": alwaysBounceVertical.modelSpelling
    case "UIScrollView.alwaysBounceHorizontal": alwaysBounceHorizontal.modelSpelling
    case "UIScrollView.isTracking": isTracking.modelSpelling
    case "UIScrollView.isDragging": isDragging.modelSpelling
    case "UIScrollView.isDecelerating": isDecelerating.modelSpelling
    case "UIScrollView.isScrollAnimating": isScrollAnimating.modelSpelling
    case "UIScrollView.isZoomAnimating": isZoomAnimating.modelSpelling
    case "UIScrollView.contentAlignmentPoint": contentAlignmentPoint.modelSpelling
    case "UIScrollView.transfersHorizontalScrollingToParent": transfersHorizontalScrollingToParent.modelSpelling
    case "UIScrollView.transfersVerticalScrollingToParent": transfersVerticalScrollingToParent.modelSpelling
    case "UIScrollView.allowsKeyboardScrolling": allowsKeyboardScrolling.modelSpelling
    case "UIScrollView.decelerationRate": decelerationRate.modelSpelling
    case "UIScrollView.indicatorStyle": indicatorStyle.modelSpelling
    case "UIScrollView.showsHorizontalScrollIndicator": showsHorizontalScrollIndicator.modelSpelling
    case "UIScrollView.showsVerticalScrollIndicator": showsVerticalScrollIndicator.modelSpelling
    case "UIScrollView.horizontalScrollIndicatorInsets": horizontalScrollIndicatorInsets.modelSpelling
    case "UIScrollView.verticalScrollIndicatorInsets": verticalScrollIndicatorInsets.modelSpelling
    case "UIScrollView.scrollIndicatorInsets": scrollIndicatorInsets.modelSpelling
    case "UIScrollView.automaticallyAdjustsScrollIndicatorInsets": automaticallyAdjustsScrollIndicatorInsets.modelSpelling
    case "UIScrollView.refreshControl": refreshControl.modelSpelling
    case "UIView.restorationIdentifier": ScrollViewDefaults.spell(restorationIdentifier)
    case "UIScrollView.canCancelContentTouches": canCancelContentTouches.modelSpelling
    case "UIScrollView.delaysContentTouches": delaysContentTouches.modelSpelling
    case "UIScrollView.pinchGestureRecognizer": pinchGestureRecognizer.modelSpelling
    case "UIScrollView.zoomScale": zoomScale.modelSpelling
    case "UIScrollView.maximumZoomScale": maximumZoomScale.modelSpelling
    case "UIScrollView.minimumZoomScale": minimumZoomScale.modelSpelling
    case "UIScrollView.isZoomBouncing": isZoomBouncing.modelSpelling
    case "UIScrollView.isZooming": isZooming.modelSpelling
    case "UIScrollView.bouncesZoom": bouncesZoom.modelSpelling
    case "UIScrollView.keyboardDismissMode": keyboardDismissMode.modelSpelling
    case "UIScrollView.indexDisplayMode": indexDisplayMode.modelSpelling
    case "UIView.safeAreaInsets": safeAreaInsets.modelSpelling
    default: nil
    }
  }
}
