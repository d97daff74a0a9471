// Which playgrounds go on which pages, and the files they need (module, script, styles) under
// content-hashed names.

public struct PlaygroundSiteAssets: Sendable {
  public let module: [UInt8]
  /// The module as a script (`ModuleScript`), which loads from disk as well as from a server.
  public let moduleScript: [UInt8]
  public let modulePath: String
  /// The lab module's script (`LabSiteAssets.modulePath`), where the layout playgrounds run;
  /// without it (a build without the lab) those playgrounds are left out.
  public let labModulePath: String?
  public let scriptPath: String
  public let stylePath: String
  /// Output values for each placement's default inputs, computed once per build.
  let precomputed: [String: [String: Double]]

  /// Playgrounds of an API page, by declaration name (any owner).
  static let declarationPlacements: [String: [Placement]] = [
    "contentInset": [Placement(.insets)], "adjustedContentInset": [Placement(.insets)],
    "contentInsetAdjustmentBehavior": [Placement(.insets)], "safeAreaInsets": [Placement(.insets)],
    "decelerationRate": [Placement(.physics), Placement(.simulator)], "zoomScale": [Placement(.zoom)],
    "isPagingEnabled": [Placement(.simulator, ["paging": 1])],
  ]
  /// Playgrounds of an article, by the notes file's name.
  static let articlePlacements: [String: [Placement]] = [
    "03-content-inset-adjustment.md": [Placement(.insets)],
    "05-scrolling-physics.md": [Placement(.physics), Placement(.simulator)],
    "06-zooming.md": [Placement(.zoom)],
    "02-auto-layout-in-a-scroll-view.md": [Placement(.stacked)],
    "08-floating-header.md": [Placement(.floatingHeader)],
    "15-centring-zoomed-content.md": [Placement(.centring)],
  ]

  struct Placement: Sendable {
    var kind: PlaygroundKind
    var overrides: [String: Double]
    init(_ kind: PlaygroundKind, _ overrides: [String: Double] = [:]) {
      self.kind = kind
      self.overrides = overrides
    }
    var spec: PlaygroundSpec { PlaygroundSpec.spec(kind).with(overrides) }
    var key: String { kind.rawValue + overrides.keys.sorted().map { "-\($0)\(overrides[$0]!)" }.joined() }
  }

  public init(module: [UInt8], labModulePath: String? = nil) {
    self.module = module
    self.labModulePath = labModulePath
    moduleScript = ModuleScript.script(for: module)
    modulePath = "assets/scrollmodel.\(fnv1a(moduleScript)).js"
    scriptPath = "assets/playground.\(fnv1a(Array(PlaygroundAssets.script.utf8))).js"
    stylePath = "assets/playground.\(fnv1a(Array(PlaygroundAssets.stylesheet.utf8))).css"
    var table: [String: [String: Double]] = [:]
    for placement in Array(Self.declarationPlacements.values.joined()) + Array(Self.articlePlacements.values.joined()) {
      if placement.kind.runsInLabModule, labModulePath == nil { continue }
      if table[placement.key] == nil { table[placement.key] = PlaygroundCompute.outputs(placement.kind, placement.spec.defaultValues) }
    }
    precomputed = table
  }

  /// (path, bytes) of the files every playground page uses.
  public var files: [(String, [UInt8])] {
    [(modulePath, moduleScript), (scriptPath, Array(PlaygroundAssets.script.utf8)), (stylePath, Array(PlaygroundAssets.stylesheet.utf8))]
  }

  public func markup(forDeclaration name: String, root: String) -> String {
    markup(Self.declarationPlacements[name] ?? [], root: root)
  }

  public func markup(forArticleFile file: String, root: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return markup(Self.articlePlacements[name] ?? [], root: root)
  }

  func markup(_ placements: [Placement], root: String) -> String {
    let placements = placements.filter { !$0.kind.runsInLabModule || labModulePath != nil }
    guard !placements.isEmpty else { return "" }
    var html = "<link rel=\"stylesheet\" href=\"\(escapeAttribute(root + stylePath))\">"
    for (i, placement) in placements.enumerated() {
      html += PlaygroundMarkup.section(
        placement.spec, id: "pg-\(placement.kind.rawValue)-\(i + 1)", values: precomputed[placement.key] ?? [:],
        moduleHref: root + (placement.kind.runsInLabModule ? labModulePath ?? "" : modulePath),
        moduleGlobal: placement.kind.runsInLabModule ? LabSiteAssets.moduleGlobal : ModuleScript.global)
    }
    return html + "<script defer src=\"\(escapeAttribute(root + scriptPath))\"></script>"
  }
}

/// FNV-1a 64 over bytes, as 8 hex digits: stable across runs and platforms.
func fnv1a(_ bytes: [UInt8]) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(8))
}
