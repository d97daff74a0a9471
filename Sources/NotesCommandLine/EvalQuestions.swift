internal import NotesCore
internal import ScrollModel

/// Answers to the question types of `eval` (cli-contract.md). Each question is asked of a
/// fresh copy of the scenario's scroll view, so questions never influence each other.
struct EvalQuestionAnswerer {
  var reader: EvalScenarioReader
  var scrollView: ScrollView

  static let questionNames = [
    "adjustedContentInset", "contentOffsetRange", "rubberBand", "decelerationTarget", "pagingTarget",
    "setZoomScale", "zoomTo", "scrollRectToVisible", "scrollToTop", "legacyAutomaticInsets",
  ]

  /// The answer object for the question at `path`, `{"name": result}` or `{"error": reason}`.
  /// Malformed questions throw (exit 2); questions the model refuses answer an error (exit 1).
  func answer(_ question: JSONValue, _ path: String) throws(EvalFailure) -> (JSONValue, failed: Bool) {
    guard let members = question.objectValue, members.count == 1, let member = members.first else {
      throw reader.failure(path, "expected an object with exactly one question name")
    }
    let name = member.key
    let argumentsPath = path + "." + name
    var view = scrollView
    let result: Result<JSONValue, ModelRefusal>
    switch name {
    case "adjustedContentInset":
      _ = try reader.object(member.value, argumentsPath, allowed: [])
      result = .success(Self.json(view.adjustedContentInset))
    case "contentOffsetRange":
      _ = try reader.object(member.value, argumentsPath, allowed: [])
      let range = view.contentOffsetRange
      result = .success(.object(["minimum": Self.json(range.minimum), "maximum": Self.json(range.maximum)]))
    case "rubberBand":
      let arguments = try reader.object(member.value, argumentsPath, allowed: ["axis", "offset"])
      let axis = try self.axis(reader.required(arguments, "axis", argumentsPath), argumentsPath + ".axis")
      let offset = try reader.number(reader.required(arguments, "offset", argumentsPath), argumentsPath + ".offset")
      result = .success(.object(["offset": .number(view.rubberBandedOffset(offset, along: axis))]))
    case "decelerationTarget":
      let velocity = try self.velocity(member.value, argumentsPath)
      result = .success(Self.json(view.decelerationTarget(velocity: velocity)))
    case "pagingTarget":
      let velocity = try self.velocity(member.value, argumentsPath)
      result = .success(Self.json(view.pagingTarget(velocity: velocity)))
    case "setZoomScale":
      let arguments = try reader.object(member.value, argumentsPath, allowed: ["scale", "animated"])
      let scale = try reader.number(reader.required(arguments, "scale", argumentsPath), argumentsPath + ".scale")
      switch view.setZoomScale(scale, animated: false) {
      case .zoomed(let applied): result = .success(.object(["zoomScale": .number(applied)]))
      case .unavailable(let reason): result = .failure(ModelRefusal(reason.message))
      }
    case "zoomTo":
      let arguments = try reader.object(member.value, argumentsPath, allowed: ["rect", "animated"])
      let rect = try reader.rect(reader.required(arguments, "rect", argumentsPath), argumentsPath + ".rect")
      switch view.zoom(to: rect, animated: false) {
      case .zoomed(let applied):
        result = .success(.object(["zoomScale": .number(applied), "contentOffset": Self.json(view.contentOffset)]))
      case .unavailable(let reason): result = .failure(ModelRefusal(reason.message))
      }
    case "scrollRectToVisible":
      let arguments = try reader.object(member.value, argumentsPath, allowed: ["rect", "animated"])
      let rect = try reader.rect(reader.required(arguments, "rect", argumentsPath), argumentsPath + ".rect")
      view.scrollRectToVisible(rect, animated: false)
      result = .success(.object(["contentOffset": Self.json(view.contentOffset)]))
    case "scrollToTop":
      let arguments = try reader.object(member.value, argumentsPath, allowed: ["otherScrollViewsWithScrollsToTop"])
      let others = try reader.number(in: arguments, "otherScrollViewsWithScrollsToTop", argumentsPath)
      if let refusal = view.tapStatusBar(otherCandidates: Int(others)) {
        result = .failure(ModelRefusal(Self.message(refusal)))
      } else {
        view.settle()
        result = .success(.object(["contentOffset": Self.json(view.contentOffset)]))
      }
    case "legacyAutomaticInsets":
      let arguments = try reader.object(
        member.value, argumentsPath, allowed: ["orientation", "navigationBarHidden", "tabBar", "translucentBars"])
      var adjustment = LegacyInsetAdjustment(orientation: .portrait)
      if let v = arguments.first(where: { $0.key == "orientation" })?.value {
        adjustment.orientation = try reader.orientation(v, argumentsPath + ".orientation")
      }
      if let v = arguments.first(where: { $0.key == "navigationBarHidden" })?.value {
        adjustment.navigationBarHidden = try reader.bool(v, argumentsPath + ".navigationBarHidden")
      }
      if let v = arguments.first(where: { $0.key == "tabBar" })?.value {
        adjustment.hasTabBar = try reader.bool(v, argumentsPath + ".tabBar")
      }
      if let v = arguments.first(where: { $0.key == "translucentBars" })?.value {
        adjustment.barsAreTranslucent = try reader.bool(v, argumentsPath + ".translucentBars")
      }
      result = .success(Self.json(adjustment.insets))
    default:
      throw reader.failure(
        path, "unknown question \"\(name)\" (expected one of: \(Self.questionNames.joined(separator: ", ")))")
    }
    switch result {
    case .success(let value): return (.object([JSONMember(key: name, value: value)]), false)
    case .failure(let refusal): return (.object(["error": .string(refusal.message)]), true)
    }
  }

  func axis(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Axis {
    switch try reader.string(value, path) {
    case "x": return .horizontal
    case "y": return .vertical
    case let other: throw reader.failure(path, "unknown axis \"\(other)\" (expected \"x\" or \"y\")")
    }
  }

  /// `{"velocity": {"x": .., "y": ..}}` in pt/ms; a missing velocity is zero.
  func velocity(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Point {
    let arguments = try reader.object(value, path, allowed: ["velocity"])
    guard let velocity = arguments.first(where: { $0.key == "velocity" })?.value else { return .zero }
    return try reader.point(velocity, path + ".velocity")
  }

  static func message(_ refusal: ScrollToTopRefusal) -> String {
    switch refusal {
    case .scrollsToTopDisabled: "scrollsToTop is false"
    case .severalCandidates: "more than one on-screen scroll view has scrollsToTop == true"
    case .delegateDeclined: "the delegate's scrollViewShouldScrollToTop(_:) returned false"
    }
  }

  static func json(_ point: Point) -> JSONValue { .object(["x": .number(point.x), "y": .number(point.y)]) }

  static func json(_ insets: EdgeInsets) -> JSONValue {
    .object(["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)])
  }
}

/// A question the model understood but cannot answer for this scroll view.
struct ModelRefusal: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
