public import NotesCore

/// What the search results show of one page, as `search-index.json` lists it: enough to
/// draw a result a reader can choose from (the symbol name as code, its kind, its parent,
/// a one-line summary in each language, a Deprecated badge) without opening the page.
///
/// In the page list (keys short, absent when empty, always in this order):
/// `{"p": path, "k": kind, "n": name, "o": parent, "e": title, "z": 标题, "d": 1,
/// "c": [case, …], "a": page, "l": length}`. The summaries, which are most of a record's bytes
/// and only needed for the results shown, are kept apart (`summaryJSON`):
/// `[summary, 摘要]`, or `[summary, 摘要, [[case summary, 摘要], …]]` when the page has cases.
public struct SearchRecord: Sendable, Equatable {
  public var path: String
  /// `property`, `method`, `enum`, … (`Declaration.Kind`), or `article`, `example`, `notes`, `page`.
  public var kind: String
  /// The symbol name as code (`contentInset`, `setContentOffset(_:animated:)`, an example's id).
  public var name: String?
  /// The type it belongs to (`UIScrollView`), or what an example demonstrates.
  public var parent: String?
  /// A title that is not the name (articles, examples, notes pages).
  public var title: Bilingual
  /// One sentence in each language.
  public var summary: Bilingual
  public var deprecated: Bool
  /// Enum cases on the page, each a result of its own kind when a query names it (`.never`).
  public var cases: [Case]
  /// Another page that is the same symbol and the one results show (a protocol declared
  /// inside a type's notes and documented on its own page): this page's matches count there.
  public var alias: Int?
  /// Number of terms on the page, for length normalisation when ranking.
  public var length: Int

  public struct Case: Sendable, Equatable {
    public var name: String
    public var summary: Bilingual
    public init(name: String, summary: Bilingual) {
      self.name = name
      self.summary = summary
    }
  }

  public init(
    path: String, kind: String, name: String? = nil, parent: String? = nil, title: Bilingual = Bilingual(en: nil, zh: nil),
    summary: Bilingual = Bilingual(en: nil, zh: nil), deprecated: Bool = false, cases: [Case] = [], alias: Int? = nil, length: Int = 0
  ) {
    self.path = path
    self.kind = kind
    self.name = name
    self.parent = parent
    self.title = title
    self.summary = summary
    self.deprecated = deprecated
    self.cases = cases
    self.alias = alias
    self.length = length
  }

  /// Summaries longer than this are cut at a character and end in `…`: results show one line.
  public static let summaryLimit = 160

  /// The first sentence of `text` (`SummarySentence`), whitespace collapsed, cut to `summaryLimit`.
  public static func oneLine(_ text: String?) -> String? {
    guard var text else { return nil }
    return text.withUTF8 { oneLine(utf8: $0) }
  }

  /// `oneLine` on valid UTF-8: whitespace runs (Unicode's White_Space) become one space
  /// between words and go at the ends; the cut counts characters only when the line has
  /// more scalars than the limit (a character is at least one scalar). On bytes: reading
  /// `unicodeScalars` and their properties cost about 900 instructions a scalar.
  static func oneLine(utf8 s: UnsafeBufferPointer<UInt8>) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(s.count)
    var space = false
    var scalars = 0
    var i = 0
    while i < s.count {
      let lead = s[i]
      let (value, length) = lead < 0x80 ? (UInt32(lead), 1) : SearchSegmenter.scalar(at: i, in: s)
      if isWhiteSpace(value) {
        space = !out.isEmpty
        i += length
        continue
      }
      if space {
        out.append(UInt8(ascii: " "))
        scalars += 1
      }
      space = false
      out.append(contentsOf: UnsafeBufferPointer(rebasing: s[i..<(i + length)]))
      scalars += 1
      i += length
    }
    guard !out.isEmpty else { return nil }
    let line = String(decoding: out, as: UTF8.self)
    guard scalars > summaryLimit, line.count > summaryLimit else { return line }
    return String(line.prefix(summaryLimit - 1)) + "…"
  }

  /// Unicode's White_Space property (`Unicode.Scalar.Properties.isWhitespace`), which has
  /// held these scalars since Unicode 6.3.
  @inline(__always)
  static func isWhiteSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The record as the page list holds it (without summaries).
  public var json: JSONValue {
    var members: [JSONMember] = [JSONMember(key: "p", value: .string(path)), JSONMember(key: "k", value: .string(kind))]
    func add(_ key: String, _ value: String?) {
      if let value, !value.isEmpty { members.append(JSONMember(key: key, value: .string(value))) }
    }
    add("n", name)
    add("o", parent)
    add("e", title.en)
    add("z", title.zh == title.en ? nil : title.zh)
    if deprecated { members.append(JSONMember(key: "d", value: .number(1))) }
    if !cases.isEmpty { members.append(JSONMember(key: "c", value: .array(cases.map { .string($0.name) }))) }
    if let alias { members.append(JSONMember(key: "a", value: .number(Double(alias)))) }
    members.append(JSONMember(key: "l", value: .number(Double(length))))
    return .object(members)
  }

  /// `json.serialized()`, written straight into `out` (no value tree per record: the page
  /// list of a 5,000-page site is written on every build, a rebuild's included).
  public func writeJSON(into out: inout [UInt8]) {
    func member(_ key: StaticString, _ first: Bool = false) {
      if !first { out.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
      out.append(UInt8(ascii: "\""))
      key.withUTF8Buffer { out.append(contentsOf: $0) }
      out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }
    func text(_ key: StaticString, _ value: String?) {
      guard let value, !value.isEmpty else { return }
      member(key)
      JSONValue.writeString(value, into: &out)
    }
    out.append(UInt8(ascii: "{"))
    member("p", true)
    JSONValue.writeString(path, into: &out)
    member("k")
    JSONValue.writeString(kind, into: &out)
    text("n", name)
    text("o", parent)
    text("e", title.en)
    text("z", title.zh == title.en ? nil : title.zh)
    if deprecated {
      member("d")
      out.append(UInt8(ascii: "1"))
    }
    if !cases.isEmpty {
      member("c")
      out.append(UInt8(ascii: "["))
      for (i, item) in cases.enumerated() {
        if i > 0 { out.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
        JSONValue.writeString(item.name, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    if let alias {
      member("a")
      JSONValue.writeNumber(Double(alias), into: &out)
    }
    member("l")
    JSONValue.writeNumber(Double(length), into: &out)
    out.append(UInt8(ascii: "}"))
  }

  /// The record's summaries: `[summary, 摘要]`, with `[[case summary, 摘要], …]` after them when
  /// the page has cases; a missing summary is "".
  public var summaryJSON: JSONValue {
    var parts: [JSONValue] = [.string(summary.en ?? ""), .string(summary.zh ?? "")]
    if !cases.isEmpty { parts.append(.array(cases.map { .array([.string($0.summary.en ?? ""), .string($0.summary.zh ?? "")]) })) }
    return .array(parts)
  }

  /// Reads a record back (the inverse of `json` and `summaryJSON`), for an incremental build
  /// that keeps the records of the pages it does not render; nil when the values are not such
  /// a record.
  public init?(json: JSONValue, summary: JSONValue) {
    guard let members = json.objectValue, let path = json["p"]?.stringValue, let kind = json["k"]?.stringValue,
      let summaries = summary.arrayValue, summaries.count >= 2, let en = summaries[0].stringValue, let zh = summaries[1].stringValue
    else { return nil }
    self.init(path: path, kind: kind)
    self.summary = Bilingual(en: en.isEmpty ? nil : en, zh: zh.isEmpty ? nil : zh)
    for member in members {
      switch member.key {
      case "n": name = member.value.stringValue
      case "o": parent = member.value.stringValue
      case "e": title.en = member.value.stringValue
      case "z": title.zh = member.value.stringValue
      case "d": deprecated = member.value.doubleValue == 1
      case "c":
        let names = member.value.arrayValue ?? []
        let caseSummaries = summaries.count == 3 ? summaries[2].arrayValue ?? [] : []
        guard names.count == caseSummaries.count else { return nil }
        for (item, texts) in zip(names, caseSummaries) {
          guard let name = item.stringValue, let parts = texts.arrayValue, parts.count == 2 else { return nil }
          let en = parts[0].stringValue ?? ""
          let zh = parts[1].stringValue ?? ""
          cases.append(Case(name: name, summary: Bilingual(en: en.isEmpty ? nil : en, zh: zh.isEmpty ? nil : zh)))
        }
      case "a": alias = member.value.doubleValue.map(Int.init)
      case "l": length = member.value.doubleValue.map(Int.init) ?? 0
      default: break
      }
    }
  }
}
