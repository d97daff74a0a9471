import NotesBook
import NotesCore
import ScrollModel

/// What a note's declaration says about types, parameters and availability, checked against
/// the catalog's full SDK declaration: `var contentSize: CGPoint` is an error at its line.
extension VerificationState {
  mutating func checkShape(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    checkPropertyType(bound, entry)
    checkParameters(bound, entry)
    checkAvailability(bound, entry)
  }

  mutating func checkPropertyType(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    let declaration = bound.declaration
    guard declaration.kind == .property, entry.kind == .property, let documented = declaration.type, let sdk = entry.type
    else { return }
    if SwiftTypeSpelling.same(documented, sdk) { return }
    emit(VerifyMessages.typeMismatch(entry.qualifiedName, documented: documented, sdk: sdk), file: bound.file, at: declaration.location)
  }

  /// Parameter and result types of a method written with names (the short form has none to
  /// check), and every `// 参数 name：` line naming a parameter the method has.
  mutating func checkParameters(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    guard let sdk = entry.methodSignature else { return }
    let declaration = bound.declaration
    let written = declaration.isShortForm ? nil : declaration.writtenText.flatMap(MethodSignature.init)
    if let written, written.parameters.count == sdk.parameters.count {
      for (mine, theirs) in zip(written.parameters, sdk.parameters) where !SwiftTypeSpelling.same(mine.type, theirs.type) {
        emit(
          VerifyMessages.parameterTypeMismatch(entry.qualifiedName, parameter: theirs.name, documented: mine.type, sdk: theirs.type),
          file: bound.file, at: declaration.location)
      }
      if !SwiftTypeSpelling.same(written.returnType ?? "Void", sdk.returnType ?? "Void") {
        emit(
          VerifyMessages.returnTypeMismatch(entry.qualifiedName, documented: written.returnType ?? "Void", sdk: sdk.returnType ?? "Void"),
          file: bound.file, at: declaration.location)
      }
    }
    // A note may use the SDK's parameter names or the ones its own declaration writes.
    let known = sdk.parameters.map(\.name)
    let accepted = Set(known + (written?.parameters.map(\.name) ?? []))
    for note in declaration.parameterNotes where !accepted.contains(note.name) {
      emit(
        VerifyMessages.unknownParameter(entry.qualifiedName, parameter: note.name, known: known), file: bound.file,
        at: note.location ?? declaration.location)
    }
    let described = Set(declaration.parameterNotes.filter { $0.descriptionZh != nil && $0.descriptionEn != nil }.map(\.name))
    let missing = zip(sdk.parameters, written?.parameters ?? sdk.parameters).filter {
      !described.contains($0.0.name) && !described.contains($0.1.name)
    }.map(\.0.name)
    if !missing.isEmpty {
      emit(VerifyMessages.undocumentedParameters(entry.qualifiedName, missing: missing), file: bound.file, at: declaration.location)
    }
  }

  /// `// 可用性：iOS 11.0+` and `// Availability: iOS 7.0–11.0, deprecated`: every platform and
  /// version a line names must be the SDK's.
  mutating func checkAvailability(_ bound: BoundDeclaration, _ entry: CatalogEntry) {
    for claim in bound.declaration.availabilityClaims {
      let at = claim.location ?? bound.declaration.location
      let stated = AvailabilityClaim.read(claim.text)
      if stated.isEmpty {
        emit(VerifyMessages.unreadableAvailability(entry.qualifiedName, text: claim.text), file: bound.file, at: at)
        continue
      }
      for item in stated {
        let expected = AvailabilityClaim.expected(item.platform, in: entry.availability)
        if expected.introduced != item.introduced || (item.deprecated != nil && item.deprecated != expected.deprecated) {
          emit(
            VerifyMessages.availabilityMismatch(entry.qualifiedName, claimed: item.text, sdk: expected.description),
            file: bound.file, at: at)
        }
      }
    }
  }
}

/// Type spellings that mean the same type: `(any UIScrollViewDelegate)?` and
/// `UIScrollViewDelegate?`, `UIScrollView.ContentInsetAdjustmentBehavior` and
/// `ContentInsetAdjustmentBehavior` (the notes are inside UIScrollView's scope).
public enum SwiftTypeSpelling {
  public static func same(_ a: String, _ b: String) -> Bool { canonical(a) == canonical(b) }

  static func canonical(_ type: String) -> String {
    var text = type.replacing("any ", with: "").filter { $0 != " " }
    if text.hasPrefix("("), text.hasSuffix(")?") { text = String(text.dropFirst().dropLast(2)) + "?" }
    text = text.replacing("UIScrollView.", with: "")
    if text == "()" { text = "Void" }
    return text
  }
}

/// The SDK's versions of an API on one platform.
struct ExpectedAvailability {
  var platform: Platform
  /// nil when the platform does not have the API.
  var introduced: String?
  var deprecated: String?

  var description: String {
    guard let introduced else { return "not available on \(platform.name)" }
    return "\(platform.name) \(introduced)" + (deprecated.map { "–\($0), deprecated" } ?? "+")
  }
}

/// One platform and version range a note's availability line states.
struct AvailabilityClaim: Equatable {
  var platform: Platform
  var introduced: String
  var deprecated: String?
  /// The words as written (`iOS 7.0–11.0`).
  var text: String

  /// Every `iOS 11.0`, `tvOS 10.2+`, `iOS 7.0–11.0` in `line`.
  static func read(_ line: String) -> [AvailabilityClaim] {
    var claims: [AvailabilityClaim] = []
    let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "，" || $0 == "、" || $0 == "；" || $0 == ";" })
    for (index, word) in words.enumerated() {
      guard let platform = Platform.allCases.first(where: { $0.name.lowercased() == word.lowercased() }),
        index + 1 < words.count
      else { continue }
      let range = words[index + 1].filter { $0 != "+" }
      let bounds = range.split(whereSeparator: { $0 == "–" || $0 == "-" || $0 == "—" }).map(String.init)
      guard let first = bounds.first, isVersion(first) else { continue }
      let last = bounds.count > 1 && isVersion(bounds[1]) ? bounds[1] : nil
      claims.append(AvailabilityClaim(platform: platform, introduced: first, deprecated: last, text: "\(word) \(words[index + 1])"))
    }
    return claims
  }

  static func isVersion(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isNumber || $0 == "." } && text.first!.isNumber
  }

  /// The SDK's version on `platform`: the catalog's own when it names one, otherwise iOS's
  /// (tvOS started at 9.0, visionOS at 1.0); "unavailable" when the platform lacks it.
  static func expected(_ platform: Platform, in availability: Availability) -> ExpectedAvailability {
    let deprecated = availability.deprecated.first { $0.platform == platform }?.version
    let introduced: String?
    if availability.unavailable.contains(platform) {
      introduced = nil
    } else if let own = availability.introduced.first(where: { $0.platform == platform }) {
      introduced = own.version
    } else if let iOS = availability.iOSVersion {
      switch platform {
      case .iOS: introduced = iOS
      case .tvOS: introduced = compare(iOS, "9.0") < 0 ? "9.0" : iOS
      case .visionOS: introduced = "1.0"
      }
    } else {
      introduced = nil
    }
    return ExpectedAvailability(platform: platform, introduced: introduced, deprecated: deprecated)
  }

  /// Compares dotted versions numerically.
  static func compare(_ a: String, _ b: String) -> Int {
    let x = a.split(separator: ".").map { Int($0) ?? 0 }
    let y = b.split(separator: ".").map { Int($0) ?? 0 }
    for i in 0..<max(x.count, y.count) {
      let l = i < x.count ? x[i] : 0
      let r = i < y.count ? y[i] : 0
      if l != r { return l < r ? -1 : 1 }
    }
    return 0
  }
}
