import NotesBook
import NotesCore
import NotesLexer

/// Turns one code block of API notes into declarations: each declaration takes the comment
/// paragraph above it (description, default, enum description, markers); bare `case` lines
/// and prose that lost its `//` join the enum described above them.
struct APIBlockReader {
  let origin: CodeBlockOrigin
  var diagnostics: DiagnosticCollector
  private(set) var declarations: [Declaration] = []
  private var pending = Pending()
  /// Index of a declared `enum X {` whose body is open.
  private var enumBody: Int?

  /// What the comment lines since the last declaration said.
  private struct Pending {
    var zh: [String] = []
    var en: [String] = []
    var defaultValue: DefaultValue?
    var describedEnum: DescribedEnum?
    var tentativeHeader: (name: String, location: SourceLocation)?
    var pitfalls: [NoteLine] = []
    var notModelled: [NoteLine] = []
    var observed: [NoteLine] = []
    var assumptions: [NoteLine] = []
    var seeAlso: [String] = []
    var parameters: [ParameterNote] = []
    var returnsZh: [String] = []
    var returnsEn: [String] = []
    var availability: [NoteLine] = []
    var first: (text: String, location: SourceLocation)?
    var blankSeen = false
    var isEmpty: Bool { first == nil }
  }

  init(origin: CodeBlockOrigin, diagnostics: DiagnosticCollector) {
    self.origin = origin
    self.diagnostics = diagnostics
  }

  mutating func read() {
    for item in DeclarationScanner.scan(origin.literal) {
      switch item {
      case .blank:
        if !pending.isEmpty { pending.blankSeen = true }
      case .comment(let text, let position):
        let location = origin.location(position)
        startParagraphIfNeeded()
        add(text, at: location)
      case .other(let text, let position):
        let location = origin.location(position)
        startParagraphIfNeeded()
        if case .enumCase = CommentLine.classify(text), pending.describedEnum != nil || pending.tentativeHeader != nil {
          add(text, at: location, bare: true)
        } else {
          diagnostics.emit(ExtractionMessages.missingCommentMarker(text), at: location)
          add(text, at: location)
        }
      case .closingBrace:
        enumBody = nil
      case .declaration(let scanned):
        declare(scanned)
      }
    }
    finish()
  }

  /// A comment after a blank line starts a new paragraph; the old one described nothing,
  /// unless it describes an enum (then the declaration after the blank line takes it).
  private mutating func startParagraphIfNeeded() {
    guard pending.blankSeen else { return }
    pending.blankSeen = false
    if pending.describedEnum == nil, pending.tentativeHeader == nil, let first = pending.first {
      diagnostics.emit(ExtractionMessages.detachedComment(first.text), at: first.location)
      pending = Pending()
    }
  }

  private mutating func add(_ text: String, at location: SourceLocation, bare: Bool = false) {
    guard !text.isEmpty else { return }  // a trailing `//` with nothing after it
    if pending.first == nil { pending.first = (text, location) }
    let line = CommentLine.classify(text)
    if let header = pending.tentativeHeader {
      if case .enumCase = line {
        pending.describedEnum = DescribedEnum(name: header.name, location: header.location)
      } else {
        addText(header.name)
      }
      pending.tentativeHeader = nil
    }
    switch line {
    case .text(let text):
      addText(text)
    case .enumHeader(let name, let isTentative):
      if isTentative {
        pending.tentativeHeader = (name, location)
      } else {
        pending.describedEnum = DescribedEnum(name: name, location: location)
      }
    case .enumCase(let name, let description, let isMarkedDefault, let needsOpenEnum):
      if needsOpenEnum, pending.describedEnum == nil {
        addText(text)
        return
      }
      addCase(name: name, raw: text, description: description, isMarkedDefault: isMarkedDefault, at: location, bare: bare)
    case .defaultValue(let raw):
      let shown = raw.isEmpty ? text : raw
      let normalized = raw.isEmpty ? nil : DefaultPhrase.normalize(raw)
      if normalized == nil { diagnostics.emit(ExtractionMessages.unknownDefault(shown), at: location) }
      if pending.defaultValue == nil {
        pending.defaultValue = DefaultValue(normalized: normalized, raw: shown, location: location)
      }
    case .pitfall(let text): pending.pitfalls.append(NoteLine(text: text, location: location))
    case .notModelled(let text): pending.notModelled.append(NoteLine(text: text, location: location))
    case .observed(let text): pending.observed.append(NoteLine(text: text, location: location))
    case .assumption(let text): pending.assumptions.append(NoteLine(text: text, location: location))
    case .seeAlso(let items): pending.seeAlso.append(contentsOf: items)
    case .parameter(let name, let text): addParameter(name, text, at: location)
    case .returns(let text):
      if Bilingual.containsHan(text) { pending.returnsZh.append(text) } else { pending.returnsEn.append(text) }
    case .availability(let text): pending.availability.append(NoteLine(text: text, location: location))
    }
  }

  /// The Chinese and the English line about one parameter join one note.
  private mutating func addParameter(_ name: String, _ text: String, at location: SourceLocation) {
    let index: Int
    if let existing = pending.parameters.firstIndex(where: { $0.name == name }) {
      index = existing
    } else {
      pending.parameters.append(ParameterNote(name: name, location: location))
      index = pending.parameters.count - 1
    }
    if Bilingual.containsHan(text) {
      pending.parameters[index].descriptionZh = Bilingual.join((pending.parameters[index].descriptionZh.map { [$0] } ?? []) + [text])
    } else {
      pending.parameters[index].descriptionEn = Bilingual.join((pending.parameters[index].descriptionEn.map { [$0] } ?? []) + [text])
    }
  }

  private mutating func addText(_ text: String) {
    let text = Bilingual.trimmed(text)
    guard !text.isEmpty else { return }  // a trailing `//` with nothing after it
    if Bilingual.containsHan(text) { pending.zh.append(text) } else { pending.en.append(text) }
  }

  private mutating func addCase(
    name: String, raw: String, description: String, isMarkedDefault: Bool, at location: SourceLocation, bare: Bool
  ) {
    if pending.describedEnum == nil {
      diagnostics.emit(ExtractionMessages.caseWithoutEnum(name), at: location)
      pending.describedEnum = DescribedEnum(name: "", location: location)
    } else if bare, let enumName = pending.describedEnum?.name {
      diagnostics.emit(ExtractionMessages.bareCaseLine(name, enumName), at: location)
    }
    var item = EnumCaseNote(name: name, raw: Bilingual.trimmed(raw), location: location)
    item.isMarkedDefault = isMarkedDefault
    let description = CommentLine.caseDescription(description)
    if !description.isEmpty {
      // `中文说明 / English description` carries both languages on one line.
      if let slash = description.firstRange(of: " / "),
        Bilingual.containsHan(String(description[..<slash.lowerBound])),
        !Bilingual.containsHan(String(description[slash.upperBound...]))
      {
        item.descriptionZh = Bilingual.trimmed(String(description[..<slash.lowerBound]))
        item.descriptionEn = Bilingual.trimmed(String(description[slash.upperBound...]))
      } else if Bilingual.containsHan(description) {
        item.descriptionZh = description
      } else {
        item.descriptionEn = description
      }
    }
    pending.describedEnum?.cases.append(item)
    if isMarkedDefault, pending.defaultValue == nil {
      pending.defaultValue = DefaultValue(normalized: "." + name, raw: "." + name, location: location)
    }
  }

  private mutating func declare(_ scanned: ScannedDeclaration) {
    let location = origin.location(scanned.position)
    if let comment = scanned.trailingComment { add(comment, at: location) }
    if scanned.kind == .case {
      declareCase(scanned, at: location)
      return
    }
    if let text = scanned.trailingText {
      diagnostics.emit(ExtractionMessages.proseAfterDeclaration(text), at: location)
      addText(text)
    }
    if !scanned.isComplete {
      diagnostics.emit(ExtractionMessages.unterminatedDeclaration(scanned.name), at: location)
    }
    var declaration = Declaration(name: scanned.name, kind: Declaration.Kind(scanned.kind), location: location)
    declaration.type = scanned.type
    declaration.modifiers = scanned.modifiers
    declaration.inherits = scanned.inherits
    declaration.isShortForm = scanned.isShortForm
    declaration.writtenText = writtenText(of: scanned)
    if scanned.kind == .property {
      declaration.access =
        switch scanned.accessors {
        case .none: nil
        case .get: .get
        case .getSet: .getSet
        }
    }
    apply(pending, to: &declaration)
    if var described = declaration.describedEnum, described.name.isEmpty, let type = scanned.type {
      described.name = type
      declaration.describedEnum = described
    }
    pending = Pending()
    declarations.append(declaration)
    if scanned.kind == .enum, scanned.opensBody { enumBody = declarations.count - 1 }
  }

  /// `case` inside a declared enum body, under an enum description, or on its own.
  private mutating func declareCase(_ scanned: ScannedDeclaration, at location: SourceLocation) {
    let raw = "case " + scanned.name + (scanned.trailingText.map { " " + $0 } ?? "")
    let description = scanned.trailingText ?? ""
    if let index = enumBody {
      var item = EnumCaseNote(name: scanned.name, raw: raw, location: location)
      let text = CommentLine.caseDescription(description)
      if !text.isEmpty { addText(text) }
      item.descriptionZh = Bilingual.join(pending.zh)
      item.descriptionEn = Bilingual.join(pending.en)
      declarations[index].cases.append(item)
      pending = Pending()
      return
    }
    pending.blankSeen = false
    if pending.first == nil { pending.first = (raw, location) }
    if let header = pending.tentativeHeader {
      pending.describedEnum = DescribedEnum(name: header.name, location: header.location)
      pending.tentativeHeader = nil
    }
    addCase(name: scanned.name, raw: raw, description: description, isMarkedDefault: false, at: location, bare: true)
  }

  private func apply(_ pending: Pending, to declaration: inout Declaration) {
    declaration.descriptionZh = Bilingual.join(pending.zh)
    declaration.descriptionEn = Bilingual.join(pending.en)
    declaration.defaultValue = pending.defaultValue
    declaration.describedEnum = pending.describedEnum
    declaration.pitfalls = pending.pitfalls
    declaration.notModelled = pending.notModelled.first
    declaration.notModelledLines = pending.notModelled
    declaration.observed = pending.observed
    declaration.assumptions = pending.assumptions
    declaration.seeAlso = pending.seeAlso
    declaration.parameterNotes = pending.parameters
    declaration.returnsZh = Bilingual.join(pending.returnsZh)
    declaration.returnsEn = Bilingual.join(pending.returnsEn)
    declaration.availabilityClaims = pending.availability
  }

  /// The declaration's lines from its keyword on, joined by single spaces, without a trailing
  /// comment or an opening brace.
  private func writtenText(of scanned: ScannedDeclaration) -> String? {
    let lines = origin.literal.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard scanned.position.line < lines.count else { return nil }
    var parts: [String] = []
    for index in scanned.position.line...min(scanned.lastLine, lines.count - 1) {
      var line = Substring(String(decoding: lines[index], as: UTF8.self))
      if index == scanned.position.line { line = line.dropFirst(max(0, scanned.position.column - 1)) }
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = Bilingual.trimmed(String(line))
      if !trimmed.isEmpty { parts.append(trimmed) }
    }
    var text = parts.joined(separator: " ")
    if text.hasSuffix("{") { text = Bilingual.trimmed(String(text.dropLast())) }
    return text.isEmpty ? nil : text
  }

  /// An enum described at the end of a block with no declaration after it stands alone;
  /// other leftover comments describe nothing.
  private mutating func finish() {
    if let header = pending.tentativeHeader {
      addText(header.name)
      pending.tentativeHeader = nil
    }
    if let described = pending.describedEnum {
      var declaration = Declaration(name: described.name, kind: .enum, location: described.location)
      apply(pending, to: &declaration)
      declaration.describedEnum = nil
      declaration.cases = described.cases
      declarations.append(declaration)
    } else if let first = pending.first {
      diagnostics.emit(ExtractionMessages.detachedComment(first.text), at: first.location)
    }
    pending = Pending()
  }
}

extension Declaration.Kind {
  init(_ kind: DeclarationSyntaxKind) {
    switch kind {
    case .property: self = .property
    case .method: self = .method
    case .initializer: self = .initializer
    case .subscript: self = .subscript
    case .protocol: self = .protocol
    case .class: self = .class
    case .struct: self = .struct
    case .enum: self = .enum
    case .actor: self = .actor
    case .extension: self = .extension
    case .case: self = .case
    case .typealias: self = .typealias
    }
  }
}
