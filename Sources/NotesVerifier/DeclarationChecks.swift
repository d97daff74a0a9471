import NotesBook
import NotesCore
import ScrollModel

/// Binding, kind, access, default and enum cases of every documented declaration.
extension VerificationState {
  mutating func checkDeclarations(_ bindings: [BoundDeclaration]) {
    for bound in bindings {
      counts.declarations += 1
      if bound.declaration.notModelled != nil { counts.notModelled += 1 }
      guard let entry = bound.entry else {
        reportUnbound(bound)
        continue
      }
      counts.boundDeclarations += 1
      checkImplementation(bound, entry)
      checkKind(bound, entry)
      checkAccess(bound, entry)
      checkDefault(bound, entry)
      checkCases(bound, entry)
      checkShape(bound, entry)
    }
  }

  mutating func reportUnbound(_ bound: BoundDeclaration) {
    // A page's own type (`class UIView`) only names the owner of its members.
    if bound.isPageType || bound.declaration.notModelled != nil { return }
    var notes: [DiagnosticNote] = []
    if let near = NearMiss.note(for: bound.documentedName, among: binder.names) { notes.append(DiagnosticNote(near, at: nil)) }
    emit(VerifyMessages.unboundAPI(bound.documentedName), file: bound.file, at: bound.declaration.location, notes: notes)
  }

  /// An API the model executes needs a `/// Models:` line so its page can link the code.
  mutating func checkImplementation(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    guard input.implementations.location(of: entry.qualifiedName) == nil, entry.notModelledReason == nil,
      bound.declaration.notModelled == nil
    else { return }
    emit(VerifyMessages.missingImplementation(entry.qualifiedName), file: bound.file, at: bound.declaration.location)
  }

  mutating func checkKind(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    let documented: APIKind? =
      switch bound.declaration.kind {
      case .property: .property
      case .method, .initializer, .subscript: .method
      case .protocol: .protocol
      case .class, .actor: .class
      case .enum: .enum
      case .struct: .struct
      default: nil
      }
    guard let documented, entry.kind != .behaviour, documented != entry.kind else { return }
    emit(
      VerifyMessages.kindMismatch(entry.qualifiedName, documented: documented.name, model: entry.kind.name),
      file: bound.file, at: bound.declaration.location)
  }

  mutating func checkAccess(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    guard let documented = bound.declaration.access, let model = entry.access else { return }
    counts.accessChecked += 1
    if documented.rawValue != model.spelling {
      emit(
        VerifyMessages.accessMismatch(entry.qualifiedName, documented: documented.rawValue, model: model.spelling),
        file: bound.file, at: bound.declaration.location, notes: implementationNote(entry))
    }
  }

  mutating func checkDefault(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    let declaration = bound.declaration
    guard let documented = declaration.defaultValue else {
      if let model = entry.defaultValue, declaration.kind == .property {
        emit(VerifyMessages.undocumentedDefault(entry.qualifiedName, model: model), file: bound.file, at: declaration.location)
      }
      return
    }
    let location = documented.location ?? declaration.location
    guard let normalized = documented.normalized else {
      emit(VerifyMessages.unreadableDefault(entry.qualifiedName, raw: documented.raw), file: bound.file, at: location)
      return
    }
    guard let model = entry.defaultValue else {
      emit(VerifyMessages.defaultWithoutModelValue(entry.qualifiedName, documented: normalized), file: bound.file, at: location)
      return
    }
    counts.defaultsChecked += 1
    if DefaultSpelling.same(normalized, model) {
      counts.defaultsVerified += 1
      defaults[bound.key] = .verified(model: model)
    } else {
      defaults[bound.key] = .mismatch(model: model)
      emit(
        VerifyMessages.defaultMismatch(entry.qualifiedName, documented: normalized, model: model), file: bound.file, at: location,
        notes: implementationNote(entry))
    }
  }

  mutating func checkCases(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    let declaration = bound.declaration
    if let described = declaration.describedEnum {
      // An unnamed description (`// case …` lines without a readable header) describes the
      // declaration itself when that is an enum, otherwise the property's type.
      let target: CatalogEntry? =
        if described.name.isEmpty {
          isEnumLike(entry) ? entry : entry.type.flatMap { binder.type(named: $0, owner: bound.owner) }
        } else if isEnumLike(entry), shortName(described.name) == entry.name {
          entry
        } else {
          binder.type(named: described.name, owner: bound.owner)
        }
      let at = described.location ?? declaration.location
      guard let target, isEnumLike(target) else {
        emit(VerifyMessages.unknownEnum(described.name.isEmpty ? (entry.type ?? entry.qualifiedName) : described.name), file: bound.file, at: at)
        return
      }
      compareCases(described.cases, with: target, file: bound.file, at: at)
    }
    if !declaration.cases.isEmpty {
      guard isEnumLike(entry) else {
        emit(VerifyMessages.unknownEnum(entry.qualifiedName), file: bound.file, at: declaration.location)
        return
      }
      compareCases(declaration.cases, with: entry, file: bound.file, at: declaration.location)
    }
  }

  func isEnumLike(_ entry: CatalogEntry) -> Bool { entry.kind == .enum || entry.kind == .struct }

  func shortName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

  mutating func compareCases(_ documented: [EnumCaseNote], with entry: CatalogEntry, file: String, at location: SourceLocation?) {
    let modelNames = entry.cases.map(\.name)
    let listing = DiagnosticNote("the model's cases of '\(entry.qualifiedName)': \(modelNames.map { "." + $0 }.joined(separator: ", "))", at: nil)
    for item in documented {
      counts.enumCasesChecked += 1
      if modelNames.contains(item.name) { continue }
      var notes: [DiagnosticNote] = []
      if let near = NearMiss.note(for: item.name, among: modelNames) { notes.append(DiagnosticNote(near, at: nil)) }
      notes.append(listing)
      emit(VerifyMessages.unknownCase(item.name, enumName: entry.qualifiedName), file: file, at: item.location ?? location, notes: notes)
    }
    let documentedNames = Set(documented.map(\.name))
    for name in modelNames where !documentedNames.contains(name) {
      emit(VerifyMessages.missingCase(name, enumName: entry.qualifiedName), file: file, at: location, notes: [listing])
    }
  }

  /// Catalog entries no declaration of the book (bound as `bindings`) documents.
  mutating func checkUndocumentedEntries(bindings: [BoundDeclaration]) {
    let documented = Set(bindings.compactMap { $0.entry?.qualifiedName })
    // The notes file of a type (`Content/UIView.md`): the first that documents it.
    var fileForType: [String: String] = [:]
    for page in input.book.pages {
      for type in page.types where fileForType[type.name] == nil { fileForType[type.name] = page.file }
    }
    let firstFile = input.book.pages.first?.file ?? "Content"
    for entry in input.catalog where !documented.contains(entry.qualifiedName) {
      let owner = entry.owner.isEmpty ? entry.name : entry.owner
      emit(VerifyMessages.undocumentedAPI(entry.qualifiedName), file: fileForType[owner] ?? firstFile, at: nil)
    }
  }
}
