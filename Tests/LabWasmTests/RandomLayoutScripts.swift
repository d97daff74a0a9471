// Seeded random layout scripts in the notes' dialect, for the lab's parity test: views and
// scroll views in a tree, anchors of every kind against views and the three guides, constants,
// multipliers, priorities, both ways of activating, and some lines the lab does not read or
// cannot map (unknown names, baselines, properties), so every path of the lab is exercised.

struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum RandomLayoutScripts {
  struct Case {
    var code: String
    var device: Int
    var landscape: Bool
  }

  static func make(count: Int, seed: UInt64) -> [Case] {
    var g = SeededGenerator(state: seed)
    return (0..<count).map { _ in one(&g) }
  }

  static func one(_ g: inout SeededGenerator) -> Case {
    var lines: [String] = []
    let viewCount = Int.random(in: 1...6, using: &g)
    var names: [String] = []
    var scrolls: [String] = []
    var parents: [String: String] = [:]
    for i in 0..<viewCount {
      let scroll = i == 0 ? Bool.random(using: &g) || true : Int.random(in: 0..<5, using: &g) == 0
      let name = scroll ? "scroll\(i)" : ["box", "card", "label", "header", "footer", "content"][i % 6] + "\(i)"
      let className = scroll ? "UIScrollView" : ["UIView", "UIView", "UILabel", "UIImageView"][Int.random(in: 0..<4, using: &g)]
      lines.append("let \(name) = \(className)()")
      names.append(name)
      if scroll { scrolls.append(name) }
    }
    for name in names {
      let candidates = ["view"] + names.filter { $0 != name && parents[$0] != name && names.firstIndex(of: $0)! < names.firstIndex(of: name)! }
      let parent = candidates[Int.random(in: 0..<candidates.count, using: &g)]
      parents[name] = parent
      lines.append("\(parent).addSubview(\(name))")
      if Int.random(in: 0..<8, using: &g) != 0 { lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false") }
    }
    // Anchor owners: views, the root, guides.
    var owners = ["view", "view.safeAreaLayoutGuide"] + names
    for s in scrolls { owners += ["\(s).contentLayoutGuide", "\(s).frameLayoutGuide"] }
    let xs = ["leading", "trailing", "centerX", "left", "right"], ys = ["top", "bottom", "centerY"], ds = ["width", "height"]
    var constraints: [String] = []
    var extra: [String] = []
    let count = Int.random(in: 1...14, using: &g)
    for k in 0..<count {
      let a = names[Int.random(in: 0..<names.count, using: &g)]
      let b = owners[Int.random(in: 0..<owners.count, using: &g)]
      let kind = Int.random(in: 0..<3, using: &g)
      let relation = ["equalTo", "equalTo", "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"][Int.random(in: 0..<5, using: &g)]
      let constant = constantText(&g)
      var text: String
      switch kind {
      case 0:
        let attribute = xs[Int.random(in: 0..<xs.count, using: &g)]
        text = "\(a).\(attribute)Anchor.constraint(\(relation): \(b).\(attribute)Anchor\(constant.isEmpty ? "" : ", constant: \(constant)"))"
      case 1:
        let attribute = ys[Int.random(in: 0..<ys.count, using: &g)]
        let other = Int.random(in: 0..<4, using: &g) == 0 ? ys[Int.random(in: 0..<ys.count, using: &g)] : attribute
        text = "\(a).\(attribute)Anchor.constraint(\(relation): \(b).\(other)Anchor\(constant.isEmpty ? "" : ", constant: \(constant)"))"
      default:
        let attribute = ds[Int.random(in: 0..<2, using: &g)]
        if Bool.random(using: &g) {
          text = "\(a).\(attribute)Anchor.constraint(\(relation)Constant: \(constantText(&g, nonEmpty: true)))"
        } else {
          let multiplier = ["", ", multiplier: 0.5", ", multiplier: 2", ", multiplier: 1.5", ", multiplier: 0.25"][Int.random(in: 0..<5, using: &g)]
          text = "\(a).\(attribute)Anchor.constraint(\(relation): \(b).\(ds[Int.random(in: 0..<2, using: &g)])Anchor\(multiplier)\(constant.isEmpty ? "" : ", constant: \(constant)"))"
        }
      }
      switch Int.random(in: 0..<10, using: &g) {
      case 0:
        extra.append("let c\(k) = \(text)")
        extra.append("c\(k).priority = " + [".defaultHigh", ".defaultLow", "UILayoutPriority(999)", "UILayoutPriority(500)"][Int.random(in: 0..<4, using: &g)])
        constraints.append("c\(k)")
      case 1:
        extra.append("\(text).isActive = true")
      case 2:
        extra.append(text)  // never activated
      default:
        constraints.append(text)
      }
    }
    // What the lab does not read, or cannot map.
    switch Int.random(in: 0..<8, using: &g) {
    case 0: extra.append("\(names[0]).backgroundColor = .systemBlue")
    case 1: extra.append("\(names[0]).firstBaselineAnchor.constraint(equalTo: view.topAnchor).isActive = true")
    case 2: extra.append("ghost.topAnchor.constraint(equalTo: view.topAnchor).isActive = true")
    case 3: extra.append("\(names[0]).topAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1).isActive = true")
    case 4: extra.append("if flag {\n  \(names[0]).heightAnchor.constraint(equalToConstant: 44).isActive = true\n}")
    default: break
    }
    lines += extra
    if !constraints.isEmpty {
      lines.append("NSLayoutConstraint.activate([")
      for c in constraints { lines.append("  \(c),") }
      lines.append("])")
    }
    if Bool.random(using: &g) { lines.append("view.layoutIfNeeded()") }
    return Case(code: lines.joined(separator: "\n"), device: Int.random(in: 0..<8, using: &g), landscape: Int.random(in: 0..<4, using: &g) == 0)
  }

  static func constantText(_ g: inout SeededGenerator, nonEmpty: Bool = false) -> String {
    switch Int.random(in: 0..<6, using: &g) {
    case 0 where !nonEmpty: return ""
    case 1: return "-\(Int.random(in: 1...60, using: &g))"
    case 2: return "\(Int.random(in: 0...400, using: &g)).5"
    case 3: return "\(Int.random(in: 0...20, using: &g)).25"
    default: return "\(Int.random(in: 0...1200, using: &g))"
    }
  }
}
