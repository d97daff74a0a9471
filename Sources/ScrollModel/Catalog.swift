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
