// Fix hints for the classic scroll-view mistakes the articles describe: the chain of edge
// constraints left open at the bottom (or trailing edge), and a width (or height) bound to the
// content guide, which is the content's own size, instead of the frame guide.
internal import NotesBook
internal import NotesCore
internal import ScrollExamples

enum LabHints {
  static func hints(script: LayoutScript, result: LayoutRunResult, lines: ConstraintLines) -> [LabFinding] {
    var found: [LabFinding] = []
    let active = script.constraints.enumerated().filter { lines.lineOfIndex[$0.offset] != nil }
    let scrollViews = script.views.filter { $0.className.isOneOf("UIScrollView UITableView UICollectionView UITextView") }

    // A size bound to the content guide's size.
    for (index, c) in active {
      guard c.attribute.isOneOf("width height"), c.attribute2 == c.attribute, let other = c.item2 else { continue }
      let guideSide = other.endsWithBytes(".contentLayoutGuide") ? other : c.item.endsWithBytes(".contentLayoutGuide") ? c.item : nil
      guard let guide = guideSide, !(other.endsWithBytes(".contentLayoutGuide") && c.item.endsWithBytes(".contentLayoutGuide")) else { continue }
      let owner = String(decoding: guide.utf8.dropLast(".contentLayoutGuide".utf8.count), as: UTF8.self)
      let line = lines.lineOfIndex[index] ?? 0
      let zhAxis = c.attribute.isOneOf("width") ? "宽度" : "高度"
      var finding = LabFinding(
        id: "lab.size-to-content-guide", severity: "warning", line: line,
        en: fill("this binds a {} to {}.contentLayoutGuide's {}, which is the content {} itself: the content would size itself. Bind it to the frame guide, as the articles do", c.attribute, owner, c.attribute, c.attribute),
        zh: fill("这里把{}绑定到了 {}.contentLayoutGuide 的{}，那正是内容{}本身：内容等于用自己来决定尺寸。请像文章里那样绑定到 frameLayoutGuide", zhAxis, owner, zhAxis, zhAxis))
      finding.fix = LabFix(
        en: fill("use {}.frameLayoutGuide.{}Anchor", owner, c.attribute), zh: fill("改用 {}.frameLayoutGuide.{}Anchor", owner, c.attribute),
        code: fill("{}.frameLayoutGuide.{}Anchor", owner, c.attribute), after: line,
        find: fill("{}.contentLayoutGuide.{}Anchor", owner, c.attribute), replace: fill("{}.frameLayoutGuide.{}Anchor", owner, c.attribute))
      found.append(finding)
    }

    // The chain left open: content size ambiguous on an axis with no edge constraint closing it.
    for scrollView in scrollViews {
      let name = scrollView.name
      for (axis, start, end, endAlias) in [("height", "top", "bottom", "bottom"), ("width", "leading", "trailing", "right")] {
        guard result.ambiguous.contains(fill("{}.contentSize.{}", name, axis)) else { continue }
        // Edges of the content area: the content guide's, or the scroll view's own when the
        // other side is inside it (against views outside they are the frame's).
        let inside = descendants(of: name, script)
        func touches(_ c: AnchorConstraint, _ edge: String, _ alias: String) -> Bool {
          guard let other = c.item2, let otherAttribute = c.attribute2 else { return false }
          for (side, attribute, far) in [(c.item, c.attribute, other), (other, otherAttribute, c.item)]
          where attribute == edge || attribute == alias {
            if side == name + ".contentLayoutGuide" { return true }
            if side == name, inside.containsBytes(far) { return true }
          }
          return false
        }
        let content = [name, name + ".contentLayoutGuide"]
        let startAlias = start == "leading" ? "left" : start
        let opening = active.first { touches($0.element, start, startAlias) && !content.contains($0.element.item) }
        let closes = active.contains { touches($0.element, end, endAlias) }
        let line = opening.flatMap { lines.lineOfIndex[$0.offset] } ?? scrollView.location?.line ?? 0
        let first = opening?.element.item ?? "contentView"
        let zhAxis = axis == "height" ? "高度" : "宽度"
        let zhEdge = end == "bottom" ? "底边" : "尾边"
        if !closes {
          var finding = LabFinding(
            id: fill("lab.missing-{}", end), severity: "warning", line: line,
            en: fill("nothing ties a {} edge to {}.contentLayoutGuide, so the chain of constraints never reaches the content's {} and the content {} is left open. Close it", end, name, end, axis),
            zh: fill("没有约束把视图的{}连到 {}.contentLayoutGuide，约束链到不了内容的{}，内容{}因此无从确定。请把链补完整", zhEdge, name, zhEdge, zhAxis))
          let code = fill("{}.{}Anchor.constraint(equalTo: {}.contentLayoutGuide.{}Anchor)", first, end, name, end)
          finding.fix = LabFix(en: fill("add `{}`", code), zh: fill("加上 `{}`", code), code: code, after: line)
          found.append(finding)
        } else if axis == "width", opening != nil,
          !active.contains(where: { $0.element.item == first && $0.element.attribute == "width" })
        {
          var finding = LabFinding(
            id: "lab.width-from-frame", severity: "warning", line: line,
            en: fill("the content width is left open: make {} as wide as the scroll view's frame (the usual recipe for vertical scrolling)", first),
            zh: fill("内容宽度不确定：让 {} 与滚动视图的 frame 一样宽（纵向滚动的常用写法）", first))
          let code = fill("{}.widthAnchor.constraint(equalTo: {}.frameLayoutGuide.widthAnchor)", first, name)
          finding.fix = LabFix(en: fill("add `{}`", code), zh: fill("加上 `{}`", code), code: code, after: line)
          found.append(finding)
        }
      }
    }
    return found
  }

  /// The views under `name` in the snippet's tree.
  /// A list compared on bytes: a `Set<String>` brought String hashing into the module.
  @inline(never) static func descendants(of name: String, _ script: LayoutScript) -> [String] {
    var found: [String] = []
    var frontier = [name]
    while let parent = frontier.popLast() {
      for link in script.subviews where link.parent.equalsBytes(parent) && !found.containsBytes(link.child) {
        found.append(link.child)
        frontier.append(link.child)
      }
    }
    return found
  }
}
