import NotesBook
import NotesCore
import NotesExtraction

/// The two forms of `inspect`'s answer: JSON as cli-contract.md specifies, and a short
/// human summary.
enum InspectReport {
  static func json(_ result: ExtractionResult) -> JSONValue {
    let page = result.page
    return .object([
      "file": .string(page.file),
      "types": .array(page.types.map { .string($0.name) }),
      "topics": .array(page.topics.map(topic)),
      "articles": .array(page.articles.map(article)),
      "diagnostics": .array(result.diagnostics.map(\.json)),
    ])
  }

  static func topic(_ topic: TopicGroup) -> JSONValue {
    .object([
      "titleEn": string(topic.titleEn),
      "titleZh": string(topic.titleZh),
      "line": line(topic.location),
      "declarations": .array(topic.declarations.map(declaration)),
    ])
  }

  static func article(_ article: Article) -> JSONValue {
    .object([
      "titleEn": string(article.titleEn),
      "titleZh": string(article.titleZh),
      "line": line(article.location),
    ])
  }

  static func declaration(_ d: Declaration) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "name", value: .string(d.name)),
      JSONMember(key: "kind", value: .string(d.kind.rawValue)),
      JSONMember(key: "type", value: string(d.type)),
      JSONMember(key: "access", value: string(d.access?.rawValue)),
      JSONMember(key: "line", value: line(d.location)),
      JSONMember(key: "column", value: d.location.map { .number(Double($0.column)) } ?? .null),
      JSONMember(key: "descriptionZh", value: string(d.descriptionZh)),
      JSONMember(key: "descriptionEn", value: string(d.descriptionEn)),
      JSONMember(key: "default", value: string(d.defaultValue?.normalized)),
    ]
    if let value = d.defaultValue {
      members.append(JSONMember(key: "defaultRaw", value: .string(value.raw)))
    }
    if let described = d.describedEnum {
      members.append(JSONMember(key: "enum", value: .string(described.name)))
      members.append(JSONMember(key: "cases", value: .array(described.cases.map(enumCase))))
    } else if !d.cases.isEmpty {
      members.append(JSONMember(key: "cases", value: .array(d.cases.map(enumCase))))
    }
    if let reason = d.notModelled {
      members.append(JSONMember(key: "notModelled", value: .string(reason.text)))
    }
    return .object(members)
  }

  static func enumCase(_ item: EnumCaseNote) -> JSONValue {
    .object([
      "name": .string(item.name),
      "descriptionZh": string(item.descriptionZh),
      "descriptionEn": string(item.descriptionEn),
      "line": line(item.location),
    ])
  }

  static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
  static func line(_ location: SourceLocation?) -> JSONValue { location.map { .number(Double($0.line)) } ?? .null }

  /// One line per topic, declaration and article, positions first.
  static func text(_ result: ExtractionResult) -> String {
    let page = result.page
    var out = "\(page.file)\n"
    if !page.types.isEmpty { out += "types: \(page.types.map(\.name).joined(separator: ", "))\n" }
    for topic in page.topics {
      out += "\(position(topic.location)) topic \(title(topic.titleEn, topic.titleZh))\n"
      for d in topic.declarations {
        var line = "  \(position(d.location)) \(d.kind.rawValue) \(d.name)"
        if let type = d.type { line += ": \(type)" }
        if let access = d.access { line += " { \(access.rawValue) }" }
        if let value = d.defaultValue { line += " = \(value.normalized ?? "?\(value.raw)")" }
        if let described = d.describedEnum {
          line += " [\(described.name): \(described.cases.map(\.name).joined(separator: ", "))]"
        }
        out += line + "\n"
      }
    }
    for article in page.articles {
      out += "\(position(article.location)) article \(title(article.titleEn, article.titleZh))\n"
    }
    let counts = Dictionary(grouping: result.diagnostics, by: \.severity)
    let summary = [Severity.error, .warning, .remark].compactMap { severity in
      counts[severity].map { "\($0.count) \(severity.rawValue)\($0.count == 1 ? "" : "s")" }
    }
    out += summary.isEmpty ? "no diagnostics\n" : summary.joined(separator: ", ") + "\n"
    return out
  }

  static func position(_ location: SourceLocation?) -> String {
    location.map { "\($0.line):\($0.column)" } ?? "-"
  }

  static func title(_ en: String?, _ zh: String?) -> String {
    [en, zh].compactMap { $0 }.joined(separator: " / ")
  }
}
