public import NotesCore
import NotesBook
import ScrollModel

/// One row per inventory API (catalog entry): is it documented in both languages, bound to the
/// model, shown with an example, and is its default verified.
public struct CoverageRow: Hashable, Sendable {
  public var api: String
  public var topicEn: String
  public var topicZh: String
  public var file: String?
  public var line: Int?
  public var hasZh: Bool
  public var hasEn: Bool
  /// `Sources/ScrollModel/ScrollView.swift:42`, or nil.
  public var implementation: String?
  /// Why the model does not execute it, when the notes or the catalog say so.
  public var notModelled: String?
  /// Example ids that show this API (listed on its page).
  public var examples: [String]
  /// nil when the model has no default to verify.
  public var defaultVerified: Bool?
  /// A member marked not modelled counts only when its page says why (a `// 未建模：` line).
  public var notModelledReasonShown = true

  public var isBound: Bool { implementation != nil || notModelled != nil }
  /// An API the model does not execute needs no example.
  public var needsExample: Bool { notModelled == nil }

  public var missingColumns: [String] {
    var missing: [String] = []
    if file == nil { missing.append("a note") }
    if !hasZh { missing.append("Chinese text") }
    if !hasEn { missing.append("English text") }
    if !isBound { missing.append("a model binding") }
    if needsExample && examples.isEmpty { missing.append("an example") }
    if defaultVerified == false { missing.append("a verified default") }
    if !notModelledReasonShown { missing.append("the not-modelled reason on its page") }
    return missing
  }

  public var isComplete: Bool { missingColumns.isEmpty }
}

/// The coverage matrix of the inventory.
public struct CoverageReport: Hashable, Sendable {
  public var rows: [CoverageRow]

  public var completeCount: Int { rows.filter(\.isComplete).count }
  public var incompleteRows: [CoverageRow] { rows.filter { !$0.isComplete } }
  public var isComplete: Bool { incompleteRows.isEmpty }

  /// Whole percent, rounded down so 99.6% never reads as 100.
  public var percentText: String {
    rows.isEmpty ? "100" : String(completeCount * 100 / rows.count)
  }

  static func make(input: VerificationInput, bindings: [BoundDeclaration], defaults: [BindingKey: DefaultStatus]) -> CoverageReport {
    var rows: [CoverageRow] = []
    var boundByAPI: [String: [BoundDeclaration]] = [:]
    for item in bindings { if let name = item.entry?.qualifiedName { boundByAPI[name, default: []].append(item) } }
    var pageForFile: [String: Page] = [:]
    for page in input.book.pages where pageForFile[page.file] == nil { pageForFile[page.file] = page }
    for entry in input.catalog {
      let bound = boundByAPI[entry.qualifiedName] ?? []
      var row = CoverageRow(
        api: entry.qualifiedName, topicEn: entry.topic.titleEn, topicZh: entry.topic.titleZh, file: bound.first?.file,
        line: bound.first?.declaration.location?.line, hasZh: false, hasEn: false, implementation: nil,
        notModelled: entry.notModelledReason, examples: [], defaultVerified: nil)
      for item in bound {
        let texts = descriptions(of: item, on: pageForFile[item.file])
        row.hasZh = row.hasZh || texts.zh
        row.hasEn = row.hasEn || texts.en
        if let reason = item.declaration.notModelled?.text, row.notModelled == nil { row.notModelled = reason }
      }
      // A member's page shows a note's reason; a type page describes its scope in its prose.
      if entry.notModelledReason != nil, !entry.owner.isEmpty {
        row.notModelledReasonShown = bound.contains { $0.declaration.notModelled != nil }
      }
      if let location = input.implementations.location(of: entry.qualifiedName) {
        row.implementation = "\(location.file):\(location.line)"
      }
      let seeAlso = Set(bound.flatMap(\.declaration.seeAlso))
      // An enum's values are shown by examples of the properties of that type.
      let shownThrough = Set([entry.qualifiedName] + ScrollViewCatalog.properties(typed: entry, in: input.catalog))
      row.examples = input.examples.filter { seeAlso.contains($0.id) || $0.apis.contains { shownThrough.contains($0) } }.map(\.id)
      if entry.defaultValue != nil {
        row.defaultVerified = bound.contains { if case .verified = defaults[$0.key] { true } else { false } }
      }
      rows.append(row)
    }
    return CoverageReport(rows: rows)
  }

  /// A page's own type keeps its prose on the `# Type` section, not on the declaration.
  /// `page` is the (first) page of the declaration's file.
  static func descriptions(of bound: BoundDeclaration, on page: Page?) -> (zh: Bool, en: Bool) {
    var zh = bound.declaration.descriptionZh.map { !$0.isEmpty } ?? false
    var en = bound.declaration.descriptionEn.map { !$0.isEmpty } ?? false
    if bound.isPageType, let page,
      let type = page.types.first(where: { $0.declaration == bound.declaration })
    {
      zh = zh || (type.descriptionZh.map { !$0.isEmpty } ?? false)
      en = en || (type.descriptionEn.map { !$0.isEmpty } ?? false)
    }
    return (zh, en)
  }

  /// The JSON the site stores (`coverage.json`) and `verify --json` prints.
  public var json: JSONValue {
    .object([
      "measure": .string("SDK surface: the current UIKit SDK's UIScrollView and UIScrollViewDelegate members and the related APIs"),
      "apis": .number(Double(rows.count)),
      "notModelled": .number(Double(rows.filter { $0.notModelled != nil }.count)),
      "complete": .number(Double(completeCount)),
      "percent": .number(Double(rows.isEmpty ? 100 : completeCount * 100 / rows.count)),
      "rows": .array(rows.map(\.json)),
    ])
  }
}

extension CoverageRow {
  public var json: JSONValue {
    .object([
      "api": .string(api),
      "topic": .object(["en": .string(topicEn), "zh": .string(topicZh)]),
      "file": file.map(JSONValue.string) ?? .null,
      "line": line.map { .number(Double($0)) } ?? .null,
      "zh": .bool(hasZh),
      "en": .bool(hasEn),
      "implementation": implementation.map(JSONValue.string) ?? .null,
      "notModelled": notModelled.map(JSONValue.string) ?? .null,
      "examples": .array(examples.map(JSONValue.string)),
      "defaultVerified": defaultVerified.map(JSONValue.bool) ?? .null,
      "complete": .bool(isComplete),
      "missing": .array(missingColumns.map(JSONValue.string)),
    ])
  }
}
