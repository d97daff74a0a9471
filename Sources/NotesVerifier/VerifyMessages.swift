public import NotesCore

/// Everything `scrollnotes verify` can report. Messages are lowercase without a final period,
/// names in single quotes; the member name is the ID (`verify.defaultMismatch`).
public enum VerifyMessages: DiagnosticCatalog {
  public static let domain = "verify"

  // MARK: Binding

  public static func unboundAPI(_ name: String) -> DiagnosticMessage {
    message(.error, "'\(name)' is documented but the model's catalog has no entry for it; add one or mark the note '// Not modelled: reason'")
  }

  public static func undocumentedAPI(_ name: String) -> DiagnosticMessage {
    message(.warning, "the model's catalog lists '\(name)' but no note documents it")
  }

  public static func missingImplementation(_ name: String) -> DiagnosticMessage {
    message(.warning, "no '/// Models: \(name)' line in the model sources, so '\(name)' has no reference implementation")
  }

  public static func kindMismatch(_ name: String, documented: String, model: String) -> DiagnosticMessage {
    message(.error, "'\(name)' is documented as a \(documented) but the model's catalog has a \(model)")
  }

  // MARK: Values

  public static func defaultMismatch(_ name: String, documented: String, model: String) -> DiagnosticMessage {
    message(.error, "the notes give '\(documented)' as the default of '\(name)' but the model's default is '\(model)'")
  }

  public static func unreadableDefault(_ name: String, raw: String) -> DiagnosticMessage {
    message(.error, "the default '\(raw)' of '\(name)' cannot be read, so it cannot be checked against the model's '\(name)'")
  }

  public static func defaultWithoutModelValue(_ name: String, documented: String) -> DiagnosticMessage {
    message(.warning, "the notes give '\(documented)' as the default of '\(name)' but the model's catalog states no default to check it against")
  }

  public static func undocumentedDefault(_ name: String, model: String) -> DiagnosticMessage {
    message(.warning, "the notes give no default for '\(name)'; the model's default is '\(model)'")
  }

  public static func accessMismatch(_ name: String, documented: String, model: String) -> DiagnosticMessage {
    message(.error, "'\(name)' is documented as '{ \(documented) }' but the model's catalog says '{ \(model) }'")
  }

  // MARK: Enums

  public static func unknownEnum(_ name: String) -> DiagnosticMessage {
    message(.error, "the notes describe the cases of '\(name)', which the model's catalog does not list as an enum")
  }

  public static func unknownCase(_ name: String, enumName: String) -> DiagnosticMessage {
    message(.error, "'\(enumName)' has no case '\(name)' in the model")
  }

  public static func missingCase(_ name: String, enumName: String) -> DiagnosticMessage {
    message(.error, "the notes leave out the case '\(name)' of '\(enumName)'")
  }

  // MARK: Examples and placeholders

  public static func unknownExample(_ id: String) -> DiagnosticMessage {
    message(.error, "no example has the id '\(id)'")
  }

  public static func unknownValuePath(_ path: String, exampleID: String) -> DiagnosticMessage {
    message(.error, "the output of example '\(exampleID)' has no value at '\(path)'")
  }

  public static func nonScalarValue(_ path: String, exampleID: String, kind: String) -> DiagnosticMessage {
    message(.error, "'\(exampleID)#\(path)' is \(kind), not a single value a sentence can show")
  }

  public static func unresolvedSeeAlso(_ item: String) -> DiagnosticMessage {
    message(.error, "'\(item)' in a 'See:' line is neither an example id nor an article")
  }

  public static func missingEmbeddedOutput(_ id: String) -> DiagnosticMessage {
    message(.error, "the site has no stored output for example '\(id)'; run 'scrollnotes build'")
  }

  public static func unreadableEmbeddedOutput(_ id: String, reason: String) -> DiagnosticMessage {
    message(.error, "the stored output of example '\(id)' is not JSON: \(reason)")
  }

  public static func staleExampleOutput(_ id: String) -> DiagnosticMessage {
    message(.error, "the stored output of example '\(id)' differs from a fresh run; run 'scrollnotes build'")
  }

  // MARK: Links

  public static func duplicateType(_ name: String, first: String) -> DiagnosticMessage {
    message(.warning, "'\(name)' is documented again (first at \(first)); its second page gets a '-2' path")
  }

  public static func duplicateMember(_ name: String, owner: String, first: String) -> DiagnosticMessage {
    message(.warning, "'\(name)' of \(owner) is declared again (first at \(first)); its second page gets a '-2' path")
  }

  public static func duplicateArticle(_ title: String, first: String) -> DiagnosticMessage {
    message(.warning, "another article is titled '\(title)' (first at \(first)); this one gets a '-2' path")
  }

  public static func brokenLink(_ destination: String) -> DiagnosticMessage {
    message(.error, "the link '\(destination)' does not lead to a notes file")
  }

  public static func brokenAnchor(_ anchor: String, file: String) -> DiagnosticMessage {
    message(.error, "'\(file)' has no anchor '#\(anchor)'")
  }

  // MARK: The model's citations

  public static func unknownSourceKey(_ key: String, article: String) -> DiagnosticMessage {
    message(.error, "the source key '\(key)' is not in the source table of '\(article)', so a reader of the model cannot look it up; add a row for it or cite a key the table has")
  }

  public static func unknownOpenQuestion(_ number: Int, article: String) -> DiagnosticMessage {
    message(.error, "'open question \(number)' is not one of the open questions of '\(article)'; add it there or cite one it has")
  }

  // MARK: Site and coverage

  public static func staleSiteFile(_ path: String) -> DiagnosticMessage {
    message(.error, "'\(path)' differs from a fresh build; run 'scrollnotes build'")
  }

  public static func missingSiteFile(_ path: String) -> DiagnosticMessage {
    message(.error, "'\(path)' is missing; a fresh build writes it")
  }

  public static func extraSiteFile(_ path: String) -> DiagnosticMessage {
    message(.error, "'\(path)' is not produced by a fresh build")
  }

  public static func incompleteCoverage(_ percent: String, missing: Int) -> DiagnosticMessage {
    message(.error, "SDK coverage is \(percent)%, below the required 100% (\(missing) members of the SDK surface incomplete)")
  }
}

/// Messages of the declaration-shape checks (types, parameters, availability).
extension VerifyMessages {
  public static func typeMismatch(_ name: String, documented: String, sdk: String) -> DiagnosticMessage {
    message(.error, "'\(name)' is declared as '\(documented)' in the notes but UIKit's type is '\(sdk)'")
  }

  public static func parameterTypeMismatch(_ name: String, parameter: String, documented: String, sdk: String) -> DiagnosticMessage {
    message(.error, "parameter '\(parameter)' of '\(name)' is '\(documented)' in the notes but '\(sdk)' in UIKit")
  }

  public static func returnTypeMismatch(_ name: String, documented: String, sdk: String) -> DiagnosticMessage {
    message(.error, "'\(name)' returns '\(documented)' in the notes but '\(sdk)' in UIKit")
  }

  public static func unknownParameter(_ name: String, parameter: String, known: [String]) -> DiagnosticMessage {
    message(.error, "'\(name)' has no parameter '\(parameter)' (its parameters: \(known.joined(separator: ", ")))")
  }

  public static func undocumentedParameters(_ name: String, missing: [String]) -> DiagnosticMessage {
    message(.warning, "the parameters \(missing.map { "'\($0)'" }.joined(separator: ", ")) of '\(name)' are not described ('// 参数 name：…' and '// Parameter name: …')")
  }

  public static func availabilityMismatch(_ name: String, claimed: String, sdk: String) -> DiagnosticMessage {
    message(.error, "the notes say '\(claimed)' for '\(name)' but the SDK has '\(sdk)'")
  }

  public static func unreadableAvailability(_ name: String, text: String) -> DiagnosticMessage {
    message(.error, "the availability '\(text)' of '\(name)' names no platform and version (write 'iOS 11.0+')")
  }
}
