// Auto Layout for the model: a constraint solver and UIKit-shaped anchors (issue 3).
public import ScrollModel
