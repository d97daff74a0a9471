// Safe-area presets for iPhone classes and the pre-iOS 11 automatic inset adjustment. Values
// with no published source are the model's stated assumptions (open question 10) and are marked
// so (`DeviceClass.landscapeIsAssumption`).

/// Device orientation.
public enum Orientation: Hashable, Sendable {
  case portrait
  case landscape
}

/// iPhone families that share safe-area insets.
///
/// Models: UIView.safeAreaInsets
public enum DeviceClass: CaseIterable, Hashable, Sendable {
  /// iPhone 6/7/8, SE (2nd, 3rd generation): status bar only.
  case homeButton
  /// iPhone X, XS, 11 Pro (375 × 812).
  case notch
  /// iPhone XR and 11 (414 × 896 @2x), iOS 14 and later.
  case notchLCD
  /// iPhone XS Max, 11 Pro Max (414 × 896 @3x).
  case notchMax
  /// iPhone 12, 12 Pro, 13, 13 Pro, 13 Pro Max, 14, 14 Plus.
  case notch47
  /// iPhone 12 mini, 13 mini.
  case notchMini
  /// iPhones with the Dynamic Island and a 59 pt status area (14 Pro, 15, 16, 16 Plus, …).
  case dynamicIsland
  /// iPhone 16 Pro and 16 Pro Max: Dynamic Island with a 62 pt status area (402 × 874 and
  /// 440 × 956; the preset uses the 16 Pro's screen).
  case dynamicIsland62

  /// Top inset in portrait, no bars ([O] UYL, SBH, QIITA, CSL).
  var portraitTop: Double {
    switch self {
    case .homeButton: 20
    case .notch, .notchMax: 44
    case .notchLCD: 48
    case .notch47: 47
    case .notchMini: 50
    case .dynamicIsland: 59
    case .dynamicIsland62: 62
    }
  }

  /// Height of the home indicator area at the bottom: 34 pt in portrait, 21 pt in landscape.
  var bottom: (portrait: Double, landscape: Double) {
    self == .homeButton ? (0, 0) : (34, 21)
  }

  /// True where no source gives the landscape numbers (open question 10). The model then
  /// assumes left = right = the portrait top inset and bottom 21, the pattern the sourced
  /// classes show.
  public var landscapeIsAssumption: Bool {
    switch self {
    case .notchLCD, .notch47, .notchMini, .dynamicIsland62: true
    case .homeButton, .notch, .notchMax, .dynamicIsland: false
    }
  }

  /// The window's safe-area insets with no bars.
  public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
    switch orientation {
    case .portrait:
      return EdgeInsets(top: portraitTop, left: 0, bottom: bottom.portrait, right: 0)
    case .landscape:
      // Home-button phones hide the status bar in landscape and have no side insets.
      let side = self == .homeButton ? 0 : portraitTop
      return EdgeInsets(top: 0, left: side, bottom: bottom.landscape, right: side)
    }
  }

  /// The screen size in points (portrait), used by device presets.
  public var screenSize: Size {
    switch self {
    case .homeButton: Size(width: 375, height: 667)
    case .notch: Size(width: 375, height: 812)
    case .notchLCD, .notchMax: Size(width: 414, height: 896)
    case .notch47: Size(width: 390, height: 844)
    case .notchMini: Size(width: 375, height: 812)
    case .dynamicIsland: Size(width: 393, height: 852)
    case .dynamicIsland62: Size(width: 402, height: 874)
    }
  }

  /// The device class of a marketing name such as "iPhone 15" or "iPhone 13 mini"; nil when
  /// the name is not one the model knows.
  public init?(deviceName: String) {
    let name = Self.normalized(deviceName)
    for (names, deviceClass) in Self.catalogue where names.contains(name) {
      self = deviceClass
      return
    }
    return nil
  }

  /// Lower-cased, single-spaced, without the "iphone" prefix.
  static func normalized(_ text: String) -> String {
    var words: [String] = []
    for word in text.lowercased().split(separator: " ") where !word.isEmpty { words.append(String(word)) }
    if words.first == "iphone" { words.removeFirst() }
    var result = ""
    for word in words { result += result.isEmpty ? word : " " + word }
    return result
  }

  /// Known names per class (normalised spelling).
  static let catalogue: [([String], DeviceClass)] = [
    (["6", "6s", "7", "8", "se", "se 2", "se 3", "se (2nd generation)", "se (3rd generation)"], .homeButton),
    (["x", "xs", "11 pro"], .notch),
    (["xr", "11"], .notchLCD),
    (["xs max", "11 pro max"], .notchMax),
    (["12", "12 pro", "13", "13 pro", "13 pro max", "14", "14 plus"], .notch47),
    (["12 mini", "13 mini"], .notchMini),
    (["14 pro", "14 pro max", "15", "15 plus", "15 pro", "15 pro max", "16", "16 plus"], .dynamicIsland),
    (["16 pro", "16 pro max"], .dynamicIsland62),
  ]
}

/// The bars a view controller may show above and below its scroll view.
public enum SystemBars {
  /// The status bar on a home-button iPhone in portrait (hidden in landscape).
  public static func statusBarHeight(_ orientation: Orientation) -> Double { orientation == .portrait ? 20 : 0 }
  /// A navigation bar: 44 pt, compact 32 pt in iPhone landscape ([O] UYL).
  public static func navigationBarHeight(_ orientation: Orientation) -> Double { orientation == .portrait ? 44 : 32 }
  /// How far a portrait navigation bar reaches up into the status area on a Dynamic Island
  /// phone: 16/3 pt, so a 14 Pro with a bar reports a top inset of 97.67, not 59 + 44 (measured
  /// on 14 Pro and 14 Pro Max; the model assumes the same overlap on the 62 pt models).
  public static func navigationBarOverlap(_ device: DeviceClass, _ orientation: Orientation) -> Double {
    guard orientation == .portrait else { return 0 }
    switch device {
    case .dynamicIsland, .dynamicIsland62: return 16.0 / 3
    case .homeButton, .notch, .notchLCD, .notchMax, .notch47, .notchMini: return 0
    }
  }
  /// A tab bar: 49 pt (common knowledge, but no source is published here; the model assumes it
  /// for both orientations, open question 10).
  public static let tabBarHeight = 49.0
}

/// What pre-iOS 11 `automaticallyAdjustsScrollViewInsets` did on a home-button iPhone: it wrote
/// the bar heights into `contentInset` and shifted `contentOffset` by the top amount
/// ([O] ZK, UYL, MOKA). Since iOS 11 this is `adjustedContentInset`'s job instead.
///
/// Models: UIViewController.automaticallyAdjustsScrollViewInsets
public struct LegacyInsetAdjustment: Hashable, Sendable {
  public var orientation: Orientation
  public var navigationBarHidden: Bool
  public var hasTabBar: Bool
  /// Bars must be translucent with content under them; an opaque bar adds nothing ([O] MOKA).
  public var barsAreTranslucent: Bool

  public init(orientation: Orientation, navigationBarHidden: Bool = false, hasTabBar: Bool = false, barsAreTranslucent: Bool = true) {
    self.orientation = orientation
    self.navigationBarHidden = navigationBarHidden
    self.hasTabBar = hasTabBar
    self.barsAreTranslucent = barsAreTranslucent
  }

  /// The inset added to the scroll view's `contentInset`.
  public var insets: EdgeInsets {
    guard barsAreTranslucent else { return .zero }
    let top = SystemBars.statusBarHeight(orientation) + (navigationBarHidden ? 0 : SystemBars.navigationBarHeight(orientation))
    return EdgeInsets(top: top, left: 0, bottom: hasTabBar ? SystemBars.tabBarHeight : 0, right: 0)
  }

  /// The content offset the adjustment leaves behind: shifted up by the top inset.
  public var contentOffset: Point { Point(x: 0, y: -insets.top) }
}

/// A device preset's safe area, optionally with a navigation bar below the status area.
public struct SafeAreaPreset: Hashable, Sendable {
  public var device: DeviceClass
  public var orientation: Orientation
  public var hasNavigationBar: Bool

  public init(device: DeviceClass, orientation: Orientation, hasNavigationBar: Bool = false) {
    self.device = device
    self.orientation = orientation
    self.hasNavigationBar = hasNavigationBar
  }

  /// The insets a full-screen scroll view sees: the window's safe area plus a navigation bar.
  public var insets: EdgeInsets {
    var insets = device.safeAreaInsets(orientation)
    if hasNavigationBar {
      insets.top += SystemBars.navigationBarHeight(orientation) - SystemBars.navigationBarOverlap(device, orientation)
    }
    return insets
  }

  /// The screen size in this orientation.
  public var screenSize: Size {
    let portrait = device.screenSize
    return orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
  }
}
