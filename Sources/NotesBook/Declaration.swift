public import NotesCore

/// One declaration of the notes with what its comment lines say about it.
public struct Declaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case property, method, initializer, `subscript`, `protocol`, `class`, `enum`, `struct`, actor, `extension`,
      `case`, `typealias`
  }

  /// What the notes say about settability: `get`, `get set`; nil when they do not say.
  public enum Access: String, Hashable, Sendable {
    case get = "get"
    case getSet = "get set"
  }

  /// `contentSize`, `setContentOffset(_:animated:)`, `UIScrollView`.
  public var name: String
  public var kind: Kind
  /// Property type or method return type, as written.
  public var type: String?
  public var access: Access?
  /// `@MainActor`, `weak`, `static`, … as written.
  public var modifiers: [String] = []
  /// Supertypes of a type declaration.
  public var inherits: [String] = []
  /// Whether a method was written in the documentation's short form.
  public var isShortForm = false
  public var descriptionZh: String?
  public var descriptionEn: String?
  public var defaultValue: DefaultValue?
  /// An enum described in the comment lines above the declaration (`// enum X`, `// case a …`).
  public var describedEnum: DescribedEnum?
  /// Cases of a declared `enum X { case … }`.
  public var cases: [EnumCaseNote] = []
  public var pitfalls: [NoteLine] = []
  /// Why the model deliberately does not execute this API (`// 未建模：…`).
  public var notModelled: NoteLine?
  /// Every not-modelled line, usually the Chinese reason and its English counterpart.
  public var notModelledLines: [NoteLine] = []
  public var observed: [NoteLine] = []
  public var assumptions: [NoteLine] = []
  /// Example ids or article slugs from `// 参见：` lines.
  public var seeAlso: [String] = []
  /// `// 参数 name：…` / `// Parameter name: …`, one entry per name, in the order written.
  public var parameterNotes: [ParameterNote] = []
  /// `// 返回值：…` / `// Returns: …`.
  public var returnsZh: String?
  public var returnsEn: String?
  /// `// 可用性：…` / `// Availability: …` lines, each checked against the catalog.
  public var availabilityClaims: [NoteLine] = []
  /// The declaration as written, on one line (`func zoom(to rect: CGRect, animated: Bool)`),
  /// so parameter names and types can be checked; nil for enum cases and described enums.
  public var writtenText: String?
  /// Where the introducing keyword is (`var`, `func`).
  public var location: SourceLocation?

  public init(name: String, kind: Kind, location: SourceLocation?) {
    self.name = name
    self.kind = kind
    self.location = location
  }
}

/// A default value read from the notes, normalised to the model's vocabulary.
public struct DefaultValue: Hashable, Sendable {
  /// `true`, `false`, `.zero`, `.automatic`, `1.0`, `nil`; nil when the text was not readable.
  public var normalized: String?
  /// The value as written (`CGSizeZero`, `YES`, `UIScrollView.ContentInsetAdjustmentBehavior.automatic`).
  public var raw: String
  public var location: SourceLocation?

  public init(normalized: String?, raw: String, location: SourceLocation?) {
    self.normalized = normalized
    self.raw = raw
    self.location = location
  }
}

/// An enum documented only in comments, or by bare `case …` lines under such a comment.
public struct DescribedEnum: Hashable, Sendable {
  /// As written: `KeyboardDismissMode`, `UIScrollView.DecelerationRate`.
  public var name: String
  public var location: SourceLocation?
  public var cases: [EnumCaseNote] = []

  public init(name: String, location: SourceLocation?) {
    self.name = name
    self.location = location
  }
}

/// One case as the notes describe it. Cases that do not exist are kept: the verifier
/// reports them against the model.
public struct EnumCaseNote: Hashable, Sendable {
  /// Without dot or backticks: `automatic`, `default`.
  public var name: String
  /// The whole line as written, without `//`.
  public var raw: String
  public var descriptionZh: String?
  public var descriptionEn: String?
  /// The line marks this case as the default (`.normal（默认值）`).
  public var isMarkedDefault = false
  public var location: SourceLocation?

  public init(name: String, raw: String, location: SourceLocation?) {
    self.name = name
    self.raw = raw
    self.location = location
  }
}

/// What the notes say about one parameter, in either language.
public struct ParameterNote: Hashable, Sendable {
  public var name: String
  public var descriptionZh: String?
  public var descriptionEn: String?
  /// Where the first line about it is.
  public var location: SourceLocation?

  public init(name: String, location: SourceLocation?) {
    self.name = name
    self.location = location
  }
}

/// A marked comment line (pitfall, observation, …), text without its marker.
public struct NoteLine: Hashable, Sendable {
  public var text: String
  public var location: SourceLocation?

  public init(text: String, location: SourceLocation?) {
    self.text = text
    self.location = location
  }
}
