public import NotesBook
public import ScrollModel

/// A declaration of the notes with the catalog entry it documents.
public struct BoundDeclaration: Sendable {
  public var file: String
  /// The page's documented type (`UIScrollView`), or empty for a page without one.
  public var owner: String
  public var declaration: Declaration
  /// The catalog entry, nil when the model has none.
  public var entry: CatalogEntry?
  /// The `# Type` declaration of a page (`class UIScrollView`), as opposed to a topic's.
  public var isPageType: Bool

  /// The name the notes mean: `UIScrollView.contentInset`, `UIView.safeAreaInsets`.
  public var documentedName: String {
    if declaration.name.contains(".") || owner.isEmpty || isPageType { return declaration.name }
    return owner + "." + declaration.name
  }

  /// A key that tells declarations apart across the book (file and position).
  public var key: BindingKey { BindingKey(file: file, declaration: declaration) }
}

/// Identifies one declaration of the book: its file, name and position.
public struct BindingKey: Hashable, Sendable {
  public var file: String
  public var name: String
  public var line: Int
  public var column: Int
  public init(file: String, declaration: Declaration) {
    self.file = file
    self.name = declaration.name
    self.line = declaration.location?.line ?? 0
    self.column = declaration.location?.column ?? 0
  }
}

/// Finds the catalog entry each declaration documents.
///
/// Members take their owner from the page's `# Type` (`contentInset` on `UIScrollView.md` is
/// `UIScrollView.contentInset`) unless written qualified (`UIView.safeAreaInsets`). Types are
/// found by name, nested in the owner first (`UIScrollView.DecelerationRate`), then top level
/// (`UIScrollViewDelegate`).
public struct APIBinder: Sendable {
  let byName: [String: CatalogEntry]
  /// Types (enums, structs, protocols, classes) by their last name component.
  let typesByShortName: [String: [CatalogEntry]]

  public init(catalog: [CatalogEntry]) {
    var byName: [String: CatalogEntry] = [:]
    var types: [String: [CatalogEntry]] = [:]
    for entry in catalog {
      if byName[entry.qualifiedName] == nil { byName[entry.qualifiedName] = entry }
      if APIBinder.isType(entry.kind) { types[entry.name, default: []].append(entry) }
    }
    self.byName = byName
    self.typesByShortName = types
    self.names = byName.keys.sorted()
  }

  static func isType(_ kind: APIKind) -> Bool {
    switch kind {
    case .class, .enum, .struct, .protocol: true
    case .property, .method, .behaviour: false
    }
  }

  static func isType(_ kind: Declaration.Kind) -> Bool {
    switch kind {
    case .class, .enum, .struct, .protocol, .actor: true
    default: false
    }
  }

  /// Every declaration of the book that stands for an API (enum cases, extensions and type
  /// aliases are parts of other APIs), bound to its entry where the catalog has one.
  public func bind(_ book: Book) -> [BoundDeclaration] {
    book.pages.flatMap(bind)
  }

  /// The declarations of one page that stand for an API, in order: its types, then its topics'.
  public func bind(_ page: Page) -> [BoundDeclaration] {
    var result: [BoundDeclaration] = []
    let owner = page.types.first?.name ?? ""
    for type in page.types {
      guard let declaration = type.declaration else { continue }
      result.append(BoundDeclaration(
        file: page.file, owner: "", declaration: declaration, entry: entry(for: declaration, owner: ""), isPageType: true))
    }
    for topic in page.topics {
      for declaration in topic.declarations where APIBinder.standsForAPI(declaration.kind) {
        result.append(BoundDeclaration(
          file: page.file, owner: owner, declaration: declaration, entry: entry(for: declaration, owner: owner),
          isPageType: false))
      }
    }
    return result
  }

  static func standsForAPI(_ kind: Declaration.Kind) -> Bool {
    switch kind {
    case .case, .extension, .typealias: false
    default: true
    }
  }

  /// The entry a declaration documents, or nil.
  public func entry(for declaration: Declaration, owner: String) -> CatalogEntry? {
    let name = declaration.name
    if name.contains(".") { return byName[name] ?? (APIBinder.isType(declaration.kind) ? type(named: name, owner: owner) : nil) }
    if APIBinder.isType(declaration.kind) { return type(named: name, owner: owner) }
    return owner.isEmpty ? byName[name] : byName[owner + "." + name]
  }

  /// A type by name as the notes write it: `DecelerationRate`, `UIScrollView.DecelerationRate`,
  /// `UIScrollViewDelegate`.
  public func type(named written: String, owner: String) -> CatalogEntry? {
    if let exact = byName[written], APIBinder.isType(exact.kind) { return exact }
    if !owner.isEmpty, let nested = byName[owner + "." + written], APIBinder.isType(nested.kind) { return nested }
    let short = written.split(separator: ".").last.map(String.init) ?? written
    let candidates = typesByShortName[short] ?? []
    if candidates.count == 1 { return candidates[0] }
    return candidates.first { $0.owner == owner } ?? candidates.first { $0.owner == "UIScrollView" }
  }

  /// Qualified names, sorted, for near-miss suggestions.
  public let names: [String]
}
