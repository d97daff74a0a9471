// The view classes the notes' snippets create. For Auto Layout they are plain views (no
// intrinsic content size is modelled); they exist so snippets compile as written and so touch
// examples can tell a control from a view.

/// A view that handles its own touches (a scroll view does not take them away by default).
public class UIControl: UIView {
  override var typeName: String { "UIControl" }
}
public final class UIButton: UIControl {
  override var typeName: String { "UIButton" }
}
public final class UITextField: UIControl {
  override var typeName: String { "UITextField" }
}
public final class UISwitch: UIControl {
  override var typeName: String { "UISwitch" }
}
public final class UILabel: UIView {
  override var typeName: String { "UILabel" }
}
public final class UIImageView: UIView {
  override var typeName: String { "UIImageView" }
}
