// The catalog: one entry per row of the API inventory (api-inventory.md), naming the API, its
// kind, type, access and default as the model spells it, enum cases with raw values, and notes
// the site shows (observed behaviour, model assumptions, reasons an API is not executed). The
// verifier checks the notes against it, and the site links each entry to its implementation.

/// What kind of API an entry describes (spelled like `scrollnotes inspect` kinds).
public enum APIKind: Hashable, Sendable {
  case `class`
  case property
  case method
  case `protocol`
  case `enum`
  case `struct`
  /// A behaviour that is not a single declaration (e.g. state restoration).
  case behaviour

  public var name: String {
    switch self {
    case .class: "class"
    case .property: "property"
    case .method: "method"
    case .protocol: "protocol"
    case .enum: "enum"
    case .struct: "struct"
    case .behaviour: "behaviour"
    }
  }
}

/// Whether a property can be written.
public enum Access: Hashable, Sendable {
  case get
  case getSet

  /// `get` or `get set`, as the notes write it.
  public var spelling: String { self == .get ? "get" : "get set" }
}

/// A remark the site shows next to an entry.
public struct CatalogNote: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Behaviour taken from measurements or reimplementations, not Apple's documentation.
    case observed
    /// An open question answered by a stated model choice.
    case assumption
    /// The model does not execute this API; the text says why.
    case notModelled
    /// A common mistake about this API.
    case pitfall
  }
  public var kind: Kind
  public var text: String
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// One case of an enum (or named constant of a typed struct) with its raw value.
public struct EnumCaseEntry: Hashable, Sendable {
  public var name: String
  /// The raw value as Swift spells it (`0`, `0.998`).
  public var rawValue: String
  public init(name: String, rawValue: String) {
    self.name = name
    self.rawValue = rawValue
  }
}

/// One API of the inventory.
public struct CatalogEntry: Hashable, Sendable {
  /// The type that declares it: `UIScrollView`, `UIScrollViewDelegate`, `UIView`, …
  public var owner: String
  /// The member name as the notes write it: `contentInset`, `setContentOffset(_:animated:)`.
  public var name: String
  public var kind: APIKind
  /// UIKit's type (`UIEdgeInsets`, `Bool`); nil for methods and protocols.
  public var type: String?
  /// The model's type for it (`EdgeInsets`).
  public var modelType: String?
  public var access: Access?
  /// The default in the model's spelling (`.zero`, `true`, `nil`); nil when there is none.
  public var defaultValue: String?
  public var cases: [EnumCaseEntry]
  /// The inventory topic this API is listed under.
  public var topic: CatalogTopic
  public var notes: [CatalogNote]
  /// The full Swift declaration as the current SDK writes it
  /// (`func scrollRectToVisible(_ rect: CGRect, animated: Bool)`), whatever the notes abbreviate.
  public var declaration: String
  public var availability: Availability
  /// Superclass, conformances and subclasses, for class and protocol entries.
  public var relationships: TypeRelationships?
  /// The path of Apple's page under `https://developer.apple.com/documentation/uikit/`.
  public var appleDocumentationPath: String

  /// Apple's documentation page for this API (built from the catalog, never fetched).
  public var appleDocumentationURL: String { "https://developer.apple.com/documentation/uikit/" + appleDocumentationPath }

  /// The method's parameters and result, read from `declaration`; nil for other kinds.
  public var methodSignature: MethodSignature? { kind == .method ? MethodSignature(declaration) : nil }

  /// `owner.name`, the form used in `/// Models:` lines (`UIScrollView.contentInset`); a type
  /// entry is just its name.
  public var qualifiedName: String { owner.isEmpty ? name : owner + "." + name }

  /// Why the model does not execute this API, when it does not.
  public var notModelledReason: String? { notes.first { $0.kind == .notModelled }?.text }
}

/// A topic group of the inventory, with its bilingual title.
public struct CatalogTopic: Hashable, Sendable {
  public var titleEn: String
  public var titleZh: String
  public init(_ titleEn: String, _ titleZh: String) {
    self.titleEn = titleEn
    self.titleZh = titleZh
  }
}

/// An enum whose cases the catalog lists with their raw values.
public protocol CatalogEnum: CaseIterable, ModelSpellable {
  var name: String { get }
  var rawValue: Int { get }
}

extension ContentInsetAdjustmentBehavior: CatalogEnum {}
extension IndicatorStyle: CatalogEnum {}
extension KeyboardDismissMode: CatalogEnum {}
extension IndexDisplayMode: CatalogEnum {}

// MARK: Declarations, availability, relationships

/// A platform Apple's availability lines name.
public enum Platform: Hashable, Sendable, CaseIterable {
  case iOS
  case tvOS
  case visionOS

  public var name: String {
    switch self {
    case .iOS: "iOS"
    case .tvOS: "tvOS"
    case .visionOS: "visionOS"
    }
  }
}

/// A platform and a version on it (`iOS 11.0`).
public struct PlatformVersion: Hashable, Sendable {
  public var platform: Platform
  public var version: String
  public init(_ platform: Platform, _ version: String) {
    self.platform = platform
    self.version = version
  }
}

/// Where an API exists and since when, as the SDK header declares it. Platforms not named
/// follow iOS (iPadOS and Mac Catalyst always do; tvOS and visionOS unless `unavailable`).
public struct Availability: Hashable, Sendable {
  /// First version per platform; iOS first when the API exists there.
  public var introduced: [PlatformVersion]
  /// The version that deprecated it, per platform.
  public var deprecated: [PlatformVersion]
  /// Platforms that do not have it at all.
  public var unavailable: [Platform]
  /// What exactly is deprecated when it is not the whole API (English, Chinese).
  public var deprecatedPart: (en: String, zh: String)?

  public init(
    introduced: [PlatformVersion], deprecated: [PlatformVersion] = [], unavailable: [Platform] = [],
    deprecatedPart: (en: String, zh: String)? = nil
  ) {
    self.introduced = introduced
    self.deprecated = deprecated
    self.unavailable = unavailable
    self.deprecatedPart = deprecatedPart
  }

  /// On iOS since `version`; `alsoOn` lists platforms that got it at a different version.
  public static func iOS(
    _ version: String, deprecated: String? = nil, notOn unavailable: [Platform] = [], alsoOn: [PlatformVersion] = [],
    deprecatedPart: (en: String, zh: String)? = nil
  ) -> Availability {
    Availability(
      introduced: [PlatformVersion(.iOS, version)] + alsoOn, deprecated: deprecated.map { [PlatformVersion(.iOS, $0)] } ?? [],
      unavailable: unavailable, deprecatedPart: deprecatedPart)
  }

  /// Only on tvOS.
  public static func tvOSOnly(_ version: String, deprecated: String? = nil) -> Availability {
    Availability(
      introduced: [PlatformVersion(.tvOS, version)], deprecated: deprecated.map { [PlatformVersion(.tvOS, $0)] } ?? [],
      unavailable: [.iOS, .visionOS])
  }

  public var isDeprecated: Bool { !deprecated.isEmpty }
  /// The iOS version it arrived in, nil for tvOS-only APIs.
  public var iOSVersion: String? { introduced.first { $0.platform == .iOS }?.version }

  public static func == (a: Availability, b: Availability) -> Bool {
    a.introduced == b.introduced && a.deprecated == b.deprecated && a.unavailable == b.unavailable
      && a.deprecatedPart?.en == b.deprecatedPart?.en && a.deprecatedPart?.zh == b.deprecatedPart?.zh
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(introduced)
    hasher.combine(deprecated)
    hasher.combine(unavailable)
    hasher.combine(deprecatedPart?.en)
  }
}

/// One parameter of a method as the SDK declares it: `withVelocity velocity: CGPoint`.
public struct SignatureParameter: Hashable, Sendable {
  /// The argument label; nil for `_`.
  public var label: String?
  public var name: String
  public var type: String
  public init(label: String?, name: String, type: String) {
    self.label = label
    self.name = name
    self.type = type
  }
}

/// A method's full Swift declaration, read from its one-line form
/// (`optional func scrollViewDidScroll(_ scrollView: UIScrollView)`).
public struct MethodSignature: Hashable, Sendable {
  /// Everything before the base name: `func`, `optional func`, `@MainActor func`.
  public var prefix: String
  public var baseName: String
  public var parameters: [SignatureParameter]
  /// nil for `Void`.
  public var returnType: String?

  /// The selector-style name the notes use: `scrollRectToVisible(_:animated:)`.
  public var name: String {
    baseName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  public var declaration: String {
    let list = parameters.map { p in
      let head = p.label == p.name ? p.name : (p.label ?? "_") + " " + p.name
      return head + ": " + p.type
    }
    return prefix + " " + baseName + "(" + list.joined(separator: ", ") + ")" + (returnType.map { " -> " + $0 } ?? "")
  }

  /// Reads `prefix name(label name: Type, …) -> Result`; nil when the text is not of that shape.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return nil }
    let head = Self.trimmed(bytes[..<open])
    guard let space = head.lastIndex(of: UInt8(ascii: " ")) else { return nil }
    prefix = String(decoding: head[..<space], as: UTF8.self)
    baseName = String(decoding: head[(space + 1)...], as: UTF8.self)
    // The parameter list ends at the parenthesis that closes the first one.
    var depth = 0
    var close: Int?
    var pieces: [ArraySlice<UInt8>] = []
    var pieceStart = open + 1
    for index in open..<bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")") where depth == 1:
        close = index
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where index > 0 && bytes[index - 1] != UInt8(ascii: "-"): depth -= 1
      case UInt8(ascii: ",") where depth == 1:
        pieces.append(bytes[pieceStart..<index])
        pieceStart = index + 1
      default: break
      }
      if close != nil { break }
    }
    guard let close else { return nil }
    if !Self.trimmed(bytes[pieceStart..<close]).isEmpty { pieces.append(bytes[pieceStart..<close]) }
    var parameters: [SignatureParameter] = []
    for piece in pieces {
      let item = Self.trimmed(piece)
      guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let names = item[..<colon].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
      let type = String(decoding: Self.trimmed(item[(colon + 1)...]), as: UTF8.self)
      switch names.count {
      case 1: parameters.append(SignatureParameter(label: names[0], name: names[0], type: type))
      case 2: parameters.append(SignatureParameter(label: names[0] == "_" ? nil : names[0], name: names[1], type: type))
      default: return nil
      }
    }
    self.parameters = parameters
    let rest = Self.trimmed(bytes[(close + 1)...])
    if rest.starts(with: Array("->".utf8)) {
      returnType = String(decoding: Self.trimmed(rest.dropFirst(2)), as: UTF8.self)
    } else if rest.isEmpty {
      returnType = nil
    } else {
      return nil
    }
  }

  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == UInt8(ascii: " ") { slice = slice.dropFirst() }
    while let last = slice.last, last == UInt8(ascii: " ") { slice = slice.dropLast() }
    return slice
  }
}

/// Where a type sits in UIKit's hierarchy, as Apple's Relationships section lists it.
public struct TypeRelationships: Hashable, Sendable {
  public var inheritsFrom: String?
  public var conformsTo: [String]
  public var inheritedBy: [String]
  public init(inheritsFrom: String? = nil, conformsTo: [String] = [], inheritedBy: [String] = []) {
    self.inheritsFrom = inheritsFrom
    self.conformsTo = conformsTo
    self.inheritedBy = inheritedBy
  }
}
