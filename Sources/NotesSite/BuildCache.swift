import NotesCore

/// What one build remembers for the next, so a rebuild after a one-page edit renders only
/// the pages whose inputs changed.
///
/// Keys (128-bit, stable across runs and machines, see `StableHasher`):
/// - the *site key* covers everything every page depends on: the cache format and tool
///   version, the model sources (declaration facts and implementation links), the asset
///   hashes, and the plan's fingerprint (every page's path, role and titles: navigation and
///   link titles on every page come from them). When it changes, nothing is reused.
/// - a *page key* covers the site key, the page's own source bytes, and the bytes of every
///   file the page pulls in (examples it references, layout scripts).
///
/// An entry stores what the rest of the build needs from a rendered page without rendering
/// it again: its headings and body text (for the search index) and the size of its HTML
/// file, which stays in the previous output folder and is hard-linked from there
/// (`SiteTree.reuse`). Pages that produced diagnostics are not cached, so their warnings
/// are reported on every build.
///
/// The cache lives next to the output folder, `<parent>/.<name>.buildcache.json`, outside
/// the folder that is served and swapped.
public struct BuildCache: Sendable, Equatable {
  public static let formatVersion = 1

  public struct Entry: Sendable, Equatable {
    public var key: String
    public var headings: [String]
    public var bodyText: String
    public var htmlSize: Int

    public init(key: String, headings: [String], bodyText: String, htmlSize: Int) {
      self.key = key
      self.headings = headings
      self.bodyText = bodyText
      self.htmlSize = htmlSize
    }
  }

  public var siteKey: String
  /// Site-relative HTML path (`p00001-x/index.html`) → entry.
  public private(set) var entries: [String: Entry] = [:]

  public init(siteKey: String) { self.siteKey = siteKey }

  /// Where the cache for `output` is kept.
  public static func path(forOutput output: String) -> String {
    let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
    let parent = SiteWriter.parentFolder(of: trimmed)
    return "\(parent)/.\(SiteWriter.baseName(of: trimmed)).buildcache.json"
  }

  // MARK: Keys

  public static func siteKey(
    toolVersion: String, modelSources: [(file: String, text: String)], assetPaths: [String],
    plan: [(path: String, role: String, titleEn: String?, titleZh: String?)]
  ) -> String {
    var h = StableHasher()
    h.combine(Self.formatVersion)
    h.combine(toolVersion)
    h.combine(modelSources.count)
    for source in modelSources {
      h.combine(source.file)
      h.combine(source.text)
    }
    h.combine(assetPaths.count)
    for path in assetPaths { h.combine(path) }
    h.combine(plan.count)
    for page in plan {
      h.combine(page.path)
      h.combine(page.role)
      h.combine(page.titleEn)
      h.combine(page.titleZh)
    }
    return h.hex()
  }

  public static func pageKey(siteKey: String, source: [UInt8], referenced: [(file: String, bytes: [UInt8])]) -> String {
    var h = StableHasher()
    h.combine(siteKey)
    h.combine(source)
    h.combine(referenced.count)
    for file in referenced {
      h.combine(file.file)
      h.combine(file.bytes)
    }
    return h.hex()
  }

  // MARK: Use

  /// The entry for `path` when it was made from inputs with this `key`.
  public func reusable(_ path: String, key: String) -> Entry? {
    guard let entry = entries[path], entry.key == key else { return nil }
    return entry
  }

  public mutating func record(_ path: String, _ entry: Entry) { entries[path] = entry }

  /// The entries that are valid for a build whose site key is `siteKey` (none if it changed).
  public func matching(siteKey: String) -> BuildCache {
    siteKey == self.siteKey ? self : BuildCache(siteKey: siteKey)
  }

  // MARK: Storage (JSON, paths sorted, so equal caches are equal bytes)

  public func serialized() -> String {
    let pages = entries.keys.sorted().map { path -> JSONMember in
      let e = entries[path]!
      return JSONMember(key: path, value: .object([
        JSONMember(key: "key", value: .string(e.key)),
        JSONMember(key: "size", value: .number(Double(e.htmlSize))),
        JSONMember(key: "headings", value: .array(e.headings.map { .string($0) })),
        JSONMember(key: "text", value: .string(e.bodyText)),
      ]))
    }
    return JSONValue.object([
      JSONMember(key: "version", value: .number(Double(Self.formatVersion))),
      JSONMember(key: "site", value: .string(siteKey)),
      JSONMember(key: "pages", value: .object(pages)),
    ]).serialized()
  }

  /// Reads a cache; nil for another format version or anything malformed (then the build
  /// simply renders everything).
  public static func parse(_ text: String) -> BuildCache? {
    guard let value = try? JSONValue.parse(text), value["version"]?.doubleValue == Double(formatVersion),
      let site = value["site"]?.stringValue, let pages = value["pages"]?.objectValue
    else { return nil }
    var cache = BuildCache(siteKey: site)
    for member in pages {
      guard let key = member.value["key"]?.stringValue, let size = member.value["size"]?.doubleValue,
        let headings = member.value["headings"]?.arrayValue, let text = member.value["text"]?.stringValue
      else { return nil }
      let titles = headings.compactMap(\.stringValue)
      guard titles.count == headings.count else { return nil }
      cache.entries[member.key] = Entry(key: key, headings: titles, bodyText: text, htmlSize: Int(size))
    }
    return cache
  }
}

/// FNV-1a run twice with different seeds (128 bits), with length-prefixed fields so that
/// ("ab", "c") and ("a", "bc") differ. Stable across runs and platforms, unlike `Hasher`;
/// meant for change detection, not for adversarial input.
public struct StableHasher: Sendable {
  private var a: UInt64 = 0xcbf2_9ce4_8422_2325
  private var b: UInt64 = 0x6c62_272e_07bb_0142

  public init() {}

  public mutating func combine(_ bytes: some Collection<UInt8>) {
    combineRaw(UInt64(bytes.count))
    for byte in bytes {
      a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
      b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
      b ^= b >> 31
    }
  }

  public mutating func combine(_ text: String) { combine(text.utf8) }

  public mutating func combine(_ text: String?) {
    if let text {
      combineRaw(1)
      combine(text)
    } else {
      combineRaw(0)
    }
  }

  public mutating func combine(_ value: Int) { combineRaw(UInt64(bitPattern: Int64(value))) }

  private mutating func combineRaw(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      let byte = UInt64(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      a = (a ^ byte) &* 0x100_0000_01b3
      b = (b ^ byte) &* 0x100_0000_01b3
      b ^= b >> 31
    }
  }

  /// 32 lowercase hex digits.
  public func hex() -> String {
    func hex16(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex16(a) + hex16(b)
  }
}
