import ScrollModel
import Testing

@Suite struct DeviceAndLegacyInsetTests {
  @Test(arguments: [
    (Orientation.portrait, false, false, EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
    (Orientation.portrait, true, false, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    (Orientation.landscape, false, false, EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
    (Orientation.landscape, true, false, EdgeInsets.zero),
    (Orientation.portrait, false, true, EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)),
  ])
  func matchesTheLegacyTable(orientation: Orientation, navigationBarHidden: Bool, tabBar: Bool, expected: EdgeInsets) {
    let legacy = LegacyInsetAdjustment(orientation: orientation, navigationBarHidden: navigationBarHidden, hasTabBar: tabBar)
    #expect(legacy.insets == expected)
    #expect(legacy.contentOffset.y == -expected.top)
  }

  @Test func opaqueBarsAddNothing() {
    #expect(LegacyInsetAdjustment(orientation: .portrait, barsAreTranslucent: false).insets == .zero)
  }

  @Test(arguments: [
    ("iPhone 8", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), EdgeInsets.zero),
    ("iPhone X", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
    ("iPhone XS Max", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
    ("iPhone 11", EdgeInsets(top: 48, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)),
    ("iPhone 13", EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    ("iPhone 12 mini", EdgeInsets(top: 50, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
    ("iPhone 15", EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
  ])
  func presetsTheDeviceSafeArea(name: String, portrait: EdgeInsets, landscape: EdgeInsets) throws {
    let device = try #require(DeviceClass(deviceName: name))
    #expect(device.safeAreaInsets(.portrait) == portrait)
    #expect(device.safeAreaInsets(.landscape) == landscape)
  }

  @Test func marksUnsourcedLandscapeInsetsAsAssumptions() {
    let assumed = DeviceClass.allCases.filter(\.landscapeIsAssumption)
    #expect(Set(assumed) == [.notchLCD, .notch47, .notchMini, .dynamicIsland62])
  }

  @Test func rejectsUnknownDeviceNames() {
    #expect(DeviceClass(deviceName: "Pixel 8") == nil)
    #expect(DeviceClass(deviceName: "  iphone   15  ") == .dynamicIsland)
  }

  @Test func navigationBarAddsFortyFourPointsBelowANotch() {
    #expect(SafeAreaPreset(device: .notch, orientation: .portrait, hasNavigationBar: true).insets.top == 88)
    #expect(SafeAreaPreset(device: .homeButton, orientation: .portrait, hasNavigationBar: true).insets.top == 64)
  }

  @Test func navigationBarOverlapsTheDynamicIslandsStatusArea() {
    let top = SafeAreaPreset(device: .dynamicIsland, orientation: .portrait, hasNavigationBar: true).insets.top
    #expect((top - 97.67).magnitude < 0.01)
    #expect(SafeAreaPreset(device: .dynamicIsland, orientation: .landscape, hasNavigationBar: true).insets.top == 32)
  }

  @Test func theSixteenProModelsHaveA62PointStatusArea() throws {
    for name in ["iPhone 16 Pro", "iPhone 16 Pro Max"] {
      let device = try #require(DeviceClass(deviceName: name))
      #expect(device.safeAreaInsets(.portrait) == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }
    #expect(DeviceClass(deviceName: "iPhone 16 Plus") == .dynamicIsland)
    #expect(DeviceClass.dynamicIsland62.screenSize == Size(width: 402, height: 874))
  }
}
