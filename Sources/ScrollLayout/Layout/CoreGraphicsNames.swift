// UIKit spellings of the model's geometry, so code written like the notes' snippets compiles.
public import ScrollModel

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias UIEdgeInsets = EdgeInsets
/// The refresh control is a value in the model (`scrollView.refreshControl?.endRefreshing()`
/// writes it back), where UIKit's is an object.
public typealias UIRefreshControl = RefreshControl

/// Numbers in descriptions: integral values without a fractional part ("400", "187.5").
func formatNumber(_ value: Double) -> String {
  if value == value.rounded() && value.magnitude < 1e15 {
    let integer = Int(value)
    return integer == 0 ? "0" : "\(integer)"
  }
  return "\(value)"
}
