public import NotesBook
public import NotesSite

/// One row of a docset's search index: what Dash lists (`contentInset`, Property) and the
/// page it opens, relative to `Contents/Resources/Documents/`.
public struct DocsetEntry: Hashable, Sendable {
  public var name: String
  /// A Dash entry type: Class, Protocol, Property, Method, Enum, Struct, Case, Guide, Sample, …
  public var type: String
  /// `uiscrollview/contentinset/index.html`, or with a fragment.
  public var path: String

  public init(name: String, type: String, path: String) {
    self.name = name
    self.type = type
    self.path = path
  }
}

/// An example page of the site (`examples/<id>/`) with its bilingual title.
public struct DocsetExample: Sendable {
  public var id: String
  public var titleEn: String
  public var titleZh: String
  public init(id: String, titleEn: String, titleZh: String) {
    self.id = id
    self.titleEn = titleEn
    self.titleZh = titleZh
  }
}

/// The index entries of a site, from the site's own plan (the page list the build renders):
/// each type, each member under it (enum cases on their enum's page), each article and
/// notes page (English and Chinese title), each example page (both titles).
public enum DocsetCatalog {
  public static func entries(book: Book, plan: SitePlan, examples: [DocsetExample]) -> [DocsetEntry] {
    var entries: [DocsetEntry] = []
    var seen: Set<DocsetEntry> = []
    func add(_ name: String?, _ type: String, _ folder: String, fragment: String = "") {
      guard let name, !name.isEmpty else { return }
      let entry = DocsetEntry(name: name, type: type, path: folder + "index.html" + fragment)
      if seen.insert(entry).inserted { entries.append(entry) }
    }
    let cases = casePages(book: book, plan: plan)
    for page in plan.pages {
      switch page.role {
      case .type(let index, let typeName):
        let kind = book.pages[index].types.first?.declaration?.kind
        add(typeName, kind.map(dashType) ?? "Class", page.path)
      case .declaration(let index, let topic, let number):
        let declaration = book.pages[index].topics[topic].declarations[number]
        add(swiftName(declaration.name), dashType(declaration.kind), page.path)
        if let shown = cases[page.path] {
          // The cases table's own anchor (DashAnchors names the heading "Cases of <enum>").
          let fragment = "#//apple_ref/cpp/Section/" + DashAnchors.escape("Cases of \(shown.enumName)")
          let owner = String(shown.enumName.split(separator: ".").last ?? Substring(shown.enumName))
          // A struct's named values (`DecelerationRate.fast`) are static constants, not cases.
          let type = shown.isStruct ? "Constant" : "Case"
          for name in shown.names { add(owner + "." + name, type, page.path, fragment: fragment) }
        }
      case .article, .notes:
        add(page.title.en, "Guide", page.path)
        add(page.title.zh, "Guide", page.path)
      }
    }
    for example in examples {
      let folder = "examples/\(example.id)/"
      add(example.titleEn, "Sample", folder)
      add(example.titleZh, "Sample", folder)
    }
    return entries
  }

  /// Page path → the enum cases its table lists, each enum once: on the enum's own page
  /// when it has one, else on the first page that describes it (a property of that type).
  static func casePages(book: Book, plan: SitePlan) -> [String: (enumName: String, names: [String], isStruct: Bool)] {
    var chosen: [String: (path: String, names: [String], onEnumPage: Bool, isStruct: Bool)] = [:]
    for page in plan.pages {
      guard case .declaration(let index, let topic, let number) = page.role else { continue }
      let declaration = book.pages[index].topics[topic].declarations[number]
      let cases = declaration.describedEnum?.cases ?? declaration.cases
      guard !cases.isEmpty else { continue }
      let enumName = declaration.describedEnum?.name ?? declaration.name
      let onEnumPage = declaration.kind == .enum || declaration.kind == .struct
      if let current = chosen[enumName], current.onEnumPage || !onEnumPage { continue }
      chosen[enumName] = (page.path, cases.map(\.name), onEnumPage, declaration.kind == .struct)
    }
    var result: [String: (enumName: String, names: [String], isStruct: Bool)] = [:]
    for (enumName, choice) in chosen { result[choice.path] = (enumName, choice.names, choice.isStruct) }
    return result
  }

  /// A member as Swift spells it where it is declared: `UIView.safeAreaInsets` (a related
  /// type's member written qualified in the notes) is `safeAreaInsets`.
  static func swiftName(_ name: String) -> String {
    let base = name.prefix { $0 != "(" }
    guard let dot = base.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Dash's entry type for a declaration kind.
  static func dashType(_ kind: Declaration.Kind) -> String {
    switch kind {
    case .property: "Property"
    case .method: "Method"
    case .initializer: "Constructor"
    case .subscript: "Method"
    case .protocol: "Protocol"
    case .class, .actor: "Class"
    case .enum: "Enum"
    case .struct: "Struct"
    case .extension: "Extension"
    case .case: "Case"
    case .typealias: "Type"
    }
  }
}
