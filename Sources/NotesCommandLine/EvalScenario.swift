internal import NotesCore
internal import ScrollModel

/// Reading a scenario's `scrollView` object into a model `ScrollView` (cli-contract.md `eval`).
///
/// Every key except `bounds` is optional and defaults to UIKit's value. Unless
/// `"viewForZooming": null` is given, the delegate returns a zoomable content view the size of
/// `contentSize` (or the given `{"width", "height"}`), so zoom questions work whenever the
/// limits differ. A given `zoomScale` is then applied with `setZoomScale(_:animated: false)`,
/// and `contentOffset` (or `bounds.x`/`bounds.y`, the same thing) is assigned last,
/// unclamped as UIKit's setter does, `.zero` when omitted.
struct EvalScenarioReader {
  var file: String

  func failure(_ path: String, _ message: String) -> EvalFailure {
    EvalFailure("\(file): \(path): \(message)")
  }

  // MARK: Typed fields

  func number(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Double {
    guard let n = value.doubleValue else { throw failure(path, "expected a number, found \(value.kindDescription)") }
    return n
  }

  func bool(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Bool {
    guard let b = value.boolValue else { throw failure(path, "expected true or false, found \(value.kindDescription)") }
    return b
  }

  func string(_ value: JSONValue, _ path: String) throws(EvalFailure) -> String {
    guard let s = value.stringValue else { throw failure(path, "expected a string, found \(value.kindDescription)") }
    return s
  }

  func object(_ value: JSONValue, _ path: String, allowed: [String]) throws(EvalFailure) -> [JSONMember] {
    guard let members = value.objectValue else { throw failure(path, "expected an object, found \(value.kindDescription)") }
    for member in members where !allowed.contains(member.key) {
      throw failure(path + "." + member.key, "unknown key (expected one of: \(allowed.joined(separator: ", ")))")
    }
    return members
  }

  /// An optional numeric member; 0 when absent.
  func number(in members: [JSONMember], _ key: String, _ path: String, default fallback: Double = 0) throws(EvalFailure) -> Double {
    guard let value = members.first(where: { $0.key == key })?.value else { return fallback }
    return try number(value, path + "." + key)
  }

  func required(_ members: [JSONMember], _ key: String, _ path: String) throws(EvalFailure) -> JSONValue {
    guard let value = members.first(where: { $0.key == key })?.value else { throw failure(path + "." + key, "missing") }
    return value
  }

  func size(_ value: JSONValue, _ path: String, requireBoth: Bool) throws(EvalFailure) -> Size {
    let members = try object(value, path, allowed: ["width", "height", "x", "y"])
    if requireBoth {
      _ = try number(required(members, "width", path), path + ".width")
      _ = try number(required(members, "height", path), path + ".height")
    }
    let size = Size(width: try number(in: members, "width", path), height: try number(in: members, "height", path))
    guard size.width >= 0, size.height >= 0 else { throw failure(path, "sizes must not be negative") }
    return size
  }

  func point(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Point {
    let members = try object(value, path, allowed: ["x", "y"])
    return Point(x: try number(in: members, "x", path), y: try number(in: members, "y", path))
  }

  func rect(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Rect {
    let members = try object(value, path, allowed: ["x", "y", "width", "height"])
    return Rect(
      x: try number(in: members, "x", path), y: try number(in: members, "y", path),
      width: try number(in: members, "width", path), height: try number(in: members, "height", path))
  }

  func insets(_ value: JSONValue, _ path: String) throws(EvalFailure) -> EdgeInsets {
    let members = try object(value, path, allowed: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try number(in: members, "top", path), left: try number(in: members, "left", path),
      bottom: try number(in: members, "bottom", path), right: try number(in: members, "right", path))
  }

  func orientation(_ value: JSONValue, _ path: String) throws(EvalFailure) -> Orientation {
    switch try string(value, path) {
    case "portrait": return .portrait
    case "landscape": return .landscape
    case let other: throw failure(path, "unknown orientation \"\(other)\" (expected portrait or landscape)")
    }
  }

  /// `safeAreaInsets`: explicit insets, or `{"device": "iPhone 15", "orientation": ..,
  /// "navigationBar": false}` from the model's device presets.
  func safeArea(_ value: JSONValue, _ path: String) throws(EvalFailure) -> EdgeInsets {
    guard let members = value.objectValue, members.contains(where: { $0.key == "device" }) else {
      return try insets(value, path)
    }
    _ = try object(value, path, allowed: ["device", "orientation", "navigationBar"])
    let name = try string(required(members, "device", path), path + ".device")
    guard let device = DeviceClass(deviceName: name) else {
      throw failure(path + ".device", "unknown device \"\(name)\"")
    }
    var orientation = Orientation.portrait
    if let value = members.first(where: { $0.key == "orientation" })?.value {
      orientation = try self.orientation(value, path + ".orientation")
    }
    var navigationBar = false
    if let value = members.first(where: { $0.key == "navigationBar" })?.value {
      navigationBar = try bool(value, path + ".navigationBar")
    }
    return SafeAreaPreset(device: device, orientation: orientation, hasNavigationBar: navigationBar).insets
  }

  func behavior(_ value: JSONValue, _ path: String) throws(EvalFailure) -> ContentInsetAdjustmentBehavior {
    let name = try string(value, path)
    guard let behavior = ContentInsetAdjustmentBehavior.allCases.first(where: { $0.name == name }) else {
      throw failure(path, "unknown behavior \"\(name)\" (expected automatic, scrollableAxes, never or always)")
    }
    return behavior
  }

  func decelerationRate(_ value: JSONValue, _ path: String) throws(EvalFailure) -> DecelerationRate {
    if let name = value.stringValue {
      switch name {
      case "normal": return .normal
      case "fast": return .fast
      default: throw failure(path, "unknown rate \"\(name)\" (expected \"normal\", \"fast\" or a number; there is no \"slow\")")
      }
    }
    let raw = try number(value, path)
    guard raw > 0, raw < 1 else { throw failure(path, "a deceleration rate must lie between 0 and 1") }
    return DecelerationRate(rawValue: raw)
  }

  // MARK: The scroll view

  static let scrollViewKeys = [
    "bounds", "contentSize", "contentOffset", "contentInset", "safeAreaInsets", "contentInsetAdjustmentBehavior",
    "isScrollEnabled", "bounces", "bouncesHorizontally", "bouncesVertically", "alwaysBounceVertical",
    "alwaysBounceHorizontal", "isPagingEnabled", "isDirectionalLockEnabled", "scrollsToTop", "decelerationRate",
    "zoomScale", "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "viewForZooming",
    "isViewControllerRootInNavigationController", "viewControllerAutomaticallyAdjustsScrollViewInsets", "displayScale",
    "contentAlignmentPoint",
  ]

  func scrollView(_ value: JSONValue, _ path: String) throws(EvalFailure) -> ScrollView {
    let members = try object(value, path, allowed: Self.scrollViewKeys)
    func field(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
    func sub(_ key: String) -> String { path + "." + key }

    let boundsValue = try required(members, "bounds", path)
    let boundsSize = try size(boundsValue, sub("bounds"), requireBoth: true)
    var view = ScrollView(size: boundsSize)
    if let v = field("displayScale") {
      let scale = try number(v, sub("displayScale"))
      guard scale > 0 else { throw failure(sub("displayScale"), "must be positive") }
      view.displayScale = scale
    }
    if let v = field("safeAreaInsets") { view.safeAreaInsets = try safeArea(v, sub("safeAreaInsets")) }
    if let v = field("isViewControllerRootInNavigationController") {
      view.isViewControllerRootInNavigationController = try bool(v, sub("isViewControllerRootInNavigationController"))
    }
    if let v = field("viewControllerAutomaticallyAdjustsScrollViewInsets") {
      view.viewControllerAutomaticallyAdjustsScrollViewInsets = try bool(
        v, sub("viewControllerAutomaticallyAdjustsScrollViewInsets"))
    }
    if let v = field("contentInsetAdjustmentBehavior") {
      view.contentInsetAdjustmentBehavior = try behavior(v, sub("contentInsetAdjustmentBehavior"))
    }
    if let v = field("contentInset") { view.contentInset = try insets(v, sub("contentInset")) }
    if let v = field("contentSize") { view.contentSize = try size(v, sub("contentSize"), requireBoth: false) }
    if let v = field("contentAlignmentPoint") { view.contentAlignmentPoint = try point(v, sub("contentAlignmentPoint")) }
    if let v = field("isScrollEnabled") { view.isScrollEnabled = try bool(v, sub("isScrollEnabled")) }
    if let v = field("bounces") { view.bounces = try bool(v, sub("bounces")) }
    if let v = field("bouncesHorizontally") { view.bouncesHorizontally = try bool(v, sub("bouncesHorizontally")) }
    if let v = field("bouncesVertically") { view.bouncesVertically = try bool(v, sub("bouncesVertically")) }
    if let v = field("alwaysBounceVertical") { view.alwaysBounceVertical = try bool(v, sub("alwaysBounceVertical")) }
    if let v = field("alwaysBounceHorizontal") { view.alwaysBounceHorizontal = try bool(v, sub("alwaysBounceHorizontal")) }
    if let v = field("isPagingEnabled") { view.isPagingEnabled = try bool(v, sub("isPagingEnabled")) }
    if let v = field("isDirectionalLockEnabled") {
      view.isDirectionalLockEnabled = try bool(v, sub("isDirectionalLockEnabled"))
    }
    if let v = field("scrollsToTop") { view.scrollsToTop = try bool(v, sub("scrollsToTop")) }
    if let v = field("decelerationRate") { view.decelerationRate = try decelerationRate(v, sub("decelerationRate")) }
    if let v = field("bouncesZoom") { view.bouncesZoom = try bool(v, sub("bouncesZoom")) }
    if let v = field("minimumZoomScale") { view.minimumZoomScale = try number(v, sub("minimumZoomScale")) }
    if let v = field("maximumZoomScale") { view.maximumZoomScale = try number(v, sub("maximumZoomScale")) }
    guard view.minimumZoomScale > 0, view.maximumZoomScale > 0 else {
      throw failure(path, "zoom scales must be positive")
    }

    // The viewForZooming convenience: a content view the size of contentSize unless told.
    var zoomView: Size? = view.contentSize
    if let v = field("viewForZooming") {
      zoomView = v.isNull ? nil : try size(v, sub("viewForZooming"), requireBoth: true)
    }
    view.delegate = ScrollViewDelegate(viewForZooming: zoomView)
    if let v = field("zoomScale") {
      let scale = try number(v, sub("zoomScale"))
      guard scale > 0 else { throw failure(sub("zoomScale"), "must be positive") }
      if scale != view.zoomScale, case .unavailable(let reason) = view.setZoomScale(scale, animated: false) {
        throw failure(sub("zoomScale"), "cannot apply: \(reason.message)")
      }
    }
    // Assigned last and literally: an omitted offset is UIKit's default `.zero`, whatever the
    // inset changes above did to it.
    var offset = ScrollViewDefaults.contentOffset
    if let origin = boundsValue.objectValue, origin.contains(where: { $0.key == "x" || $0.key == "y" }) {
      offset = Point(x: try number(in: origin, "x", sub("bounds")), y: try number(in: origin, "y", sub("bounds")))
    }
    if let v = field("contentOffset") { offset = try point(v, sub("contentOffset")) }
    view.contentOffset = offset
    view.events.removeAll()
    return view
  }
}
