public import NotesBook

/// What the model says about a documented declaration, for the badges on its page.
public struct DeclarationFacts: Sendable {
  public enum DefaultCheck: Sendable, Equatable {
    /// The documented default equals the model's.
    case verified(model: String)
    /// They differ (the verifier reports it as an error).
    case mismatch(model: String)
    /// Nothing to compare (no default documented, or no model binding).
    case unchecked
  }
  public var defaultCheck: DefaultCheck
  /// Link to the reference implementation (`../../model/scrollview/#L42`).
  public var implementationHref: String?
  public var implementationLabel: String?
  /// Notes the model adds (observed behaviour, assumptions), English text.
  public var modelNotes: [(kind: String, text: String)]
  /// What the SDK declares, from the catalog; nil for an API the catalog does not list.
  public var sdk: SDK?

  /// The SDK's side of an API page.
  public struct SDK: Sendable {
    /// The full Swift declaration (`func scrollRectToVisible(_ rect: CGRect, animated: Bool)`).
    public var declaration: String
    /// `iOS 11.0+ · not on tvOS`.
    public var availability: Bilingual
    public var deprecation: Bilingual?
    public var appleURL: String
    public var relationships: Relationships?
    public init(declaration: String, availability: Bilingual, deprecation: Bilingual?, appleURL: String, relationships: Relationships?) {
      self.declaration = declaration
      self.availability = availability
      self.deprecation = deprecation
      self.appleURL = appleURL
      self.relationships = relationships
    }
  }

  /// Superclass, conformances and subclasses of a type.
  public struct Relationships: Sendable {
    public var inheritsFrom: String?
    public var conformsTo: [String]
    public var inheritedBy: [String]
    public init(inheritsFrom: String?, conformsTo: [String], inheritedBy: [String]) {
      self.inheritsFrom = inheritsFrom
      self.conformsTo = conformsTo
      self.inheritedBy = inheritedBy
    }
  }

  public init(
    defaultCheck: DefaultCheck = .unchecked, implementationHref: String? = nil, implementationLabel: String? = nil,
    modelNotes: [(kind: String, text: String)] = [], sdk: SDK? = nil
  ) {
    self.defaultCheck = defaultCheck
    self.implementationHref = implementationHref
    self.implementationLabel = implementationLabel
    self.modelNotes = modelNotes
    self.sdk = sdk
  }
}

/// Renders one declaration: its signature, description, default, cases and remarks.
public enum DeclarationRenderer {
  /// The declaration as Swift, rebuilt from what the notes say (`var contentSize: CGSize { get set }`).
  public static func signature(_ declaration: Declaration) -> String {
    var parts: [String] = declaration.modifiers
    switch declaration.kind {
    case .property:
      parts.append("var")
      var text = parts.joined(separator: " ") + " " + declaration.name
      if let type = declaration.type { text += ": " + type }
      if let access = declaration.access { text += " { \(access.rawValue) }" }
      return text
    case .method, .initializer, .subscript:
      let keyword = declaration.kind == .method ? "func " : ""
      var text = (parts.isEmpty ? "" : parts.joined(separator: " ") + " ") + keyword + declaration.name
      if let type = declaration.type, type != "Void" { text += " -> " + type }
      return text
    case .case:
      return "case " + declaration.name
    default:
      parts.append(declaration.kind.rawValue)
      var text = parts.joined(separator: " ") + " " + declaration.name
      if !declaration.inherits.isEmpty { text += " : " + declaration.inherits.joined(separator: ", ") }
      return text
    }
  }

  /// What kind of symbol this is, as Apple's pages name it ("Instance Property").
  public static func kindLabel(_ declaration: Declaration) -> Bilingual {
    let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
    switch declaration.kind {
    case .property: return isStatic ? Bilingual("Type Property", "类型属性") : Bilingual("Instance Property", "实例属性")
    case .method: return isStatic ? Bilingual("Type Method", "类型方法") : Bilingual("Instance Method", "实例方法")
    case .initializer: return Bilingual("Initializer", "构造器")
    case .subscript: return Bilingual("Subscript", "下标")
    case .protocol: return Bilingual("Protocol", "协议")
    case .class: return Bilingual("Class", "类")
    case .enum: return Bilingual("Enumeration", "枚举")
    case .struct: return Bilingual("Structure", "结构体")
    case .actor: return Bilingual("Actor", "Actor")
    case .extension: return Bilingual("Extension", "扩展")
    case .case: return Bilingual("Enumeration Case", "枚举值")
    case .typealias: return Bilingual("Type Alias", "类型别名")
    }
  }


  /// Small bilingual label helper.
  static func label(_ en: String, _ zh: String) -> String { BilingualMarkup.inline(Bilingual(en, zh)) }

  /// The body of an API page (or a card on a notes page).
  /// `case-never` for the case `never`: lowercase letters, digits, `_` and `-` of its name
  /// (the page script builds the same from a search result).
  public static func caseAnchor(_ name: String) -> String? {
    let kept = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" })
    return kept.isEmpty ? nil : "case-" + kept
  }

  public static func html(_ declaration: Declaration, facts: DeclarationFacts, headingLevel: Int = 2, anchor: String? = nil) -> String {
    var out = ""
    let id = anchor.map { " id=\"\(escapeAttribute($0))\"" } ?? ""
    out += "<section class=\"declaration-card\"\(id)>"
    out += "<p class=\"kind\">\(BilingualMarkup.inline(kindLabel(declaration)))"
    if facts.sdk?.deprecation != nil { out += " <span class=\"badge deprecated\">\(label("Deprecated", "已弃用"))</span>" }
    out += "</p>"
    if headingLevel > 1 {
      out += "<h\(headingLevel) class=\"mono\">\(escapeHTML(declaration.name))</h\(headingLevel)>"
    }
    if let sdk = facts.sdk {
      out += "<p class=\"availability\">\(BilingualMarkup.inline(sdk.availability))</p>"
      if let deprecation = sdk.deprecation { out += "<p class=\"deprecation\">\(BilingualMarkup.inline(deprecation))</p>" }
    }
    // The SDK's full declaration wins over however the note abbreviated it.
    let shown = facts.sdk?.declaration ?? signature(declaration)
    out += "<pre class=\"declaration\"><code class=\"language-swift\">\(SwiftHighlighter.html(shown))</code></pre>"
    out += BilingualMarkup.row(
      enHTML: declaration.descriptionEn.map { "<p>\(escapeHTML($0))</p>" },
      zhHTML: declaration.descriptionZh.map { "<p>\(escapeHTML($0))</p>" })

    if let value = declaration.defaultValue {
      out += "<p class=\"default\"><strong>\(label("Default", "默认值"))</strong> "
      out += "<code>\(escapeHTML(value.normalized ?? value.raw))</code>"
      switch facts.defaultCheck {
      case .verified:
        out += " <span class=\"badge verified\">\(label("verified against the model", "已与模型核对"))</span>"
      case .mismatch(let model):
        out += " <span class=\"badge mismatch\">\(label("the model says", "模型给出的是")) <code>\(escapeHTML(model))</code></span>"
      case .unchecked:
        break
      }
      out += "</p>"
    }

    out += parameters(declaration, headingLevel: headingLevel)
    let cases = declaration.describedEnum?.cases ?? declaration.cases
    if !cases.isEmpty {
      let enumName = declaration.describedEnum?.name ?? declaration.name
      out += "<h\(headingLevel + 1)>\(label("Cases of \(enumName)", "\(enumName) 的取值"))</h\(headingLevel + 1)>"
      out += "<div class=\"table-scroll\"><table class=\"cases\"><tbody>"
      for item in cases {
        // A declaration's own page gives each case an anchor (`#case-never`), which search links to.
        let caseID = anchor == nil ? Self.caseAnchor(item.name).map { " id=\"\($0)\"" } ?? "" : ""
        out += "<tr\(caseID)><td><code>.\(escapeHTML(item.name))</code>"
        if item.isMarkedDefault { out += " <span class=\"badge\">\(label("default", "默认"))</span>" }
        out += "</td><td>"
        out += BilingualMarkup.inlineHTML(en: item.descriptionEn.map { escapeHTML($0) }, zh: item.descriptionZh.map { escapeHTML($0) })
        out += "</td></tr>"
      }
      out += "</tbody></table></div>"
    }

    out += remarks(declaration.pitfalls, cls: "pitfall", title: ("Pitfall", "注意"))
    out += remarks(declaration.observed, cls: "observed", title: ("Observed behaviour", "观察所得"))
    out += remarks(declaration.assumptions, cls: "assumption", title: ("Model assumption", "模型假设"))
    if !declaration.notModelledLines.isEmpty {
      out += remarks(declaration.notModelledLines, cls: "not-modelled", title: ("Not modelled", "未建模"))
    } else if let reason = declaration.notModelled {
      out += remarks([reason], cls: "not-modelled", title: ("Not modelled", "未建模"))
    }
    if let relationships = facts.sdk?.relationships { out += self.relationships(relationships, headingLevel: headingLevel) }
    if let href = facts.implementationHref {
      out += "<p class=\"implementation\"><a href=\"\(escapeAttribute(href))\">\(label("Reference implementation", "参考实现"))</a>"
      if let text = facts.implementationLabel { out += " <code>\(escapeHTML(text))</code>" }
      out += "</p>"
    }
    if let apple = facts.sdk?.appleURL {
      out += "<p class=\"apple-link\"><a href=\"\(escapeAttribute(apple))\" rel=\"noopener\">\(label("View in Apple's documentation", "查看 Apple 的文档"))</a></p>"
    }
    out += "</section>"
    return out
  }

  /// Parameters and Return Value, as Apple's pages title them, from the notes' parameter lines.
  static func parameters(_ declaration: Declaration, headingLevel: Int) -> String {
    var out = ""
    let h = "h\(headingLevel + 1)"
    if !declaration.parameterNotes.isEmpty {
      out += "<\(h)>\(label("Parameters", "参数"))</\(h)><dl class=\"parameters\">"
      for parameter in declaration.parameterNotes {
        out += "<dt><code>\(escapeHTML(parameter.name))</code></dt><dd>"
        out += BilingualMarkup.row(
          enHTML: parameter.descriptionEn.map { "<p>\(escapeHTML(sentence($0)))</p>" },
          zhHTML: parameter.descriptionZh.map { "<p>\(escapeHTML($0))</p>" })
        out += "</dd>"
      }
      out += "</dl>"
    }
    if declaration.returnsEn != nil || declaration.returnsZh != nil {
      out += "<\(h)>\(label("Return Value", "返回值"))</\(h)>"
      out += BilingualMarkup.row(
        enHTML: declaration.returnsEn.map { "<p>\(escapeHTML(sentence($0)))</p>" },
        zhHTML: declaration.returnsZh.map { "<p>\(escapeHTML($0))</p>" })
    }
    return out
  }

  /// Inherits from, Conforms to, Inherited by.
  public static func relationships(_ r: DeclarationFacts.Relationships, headingLevel: Int) -> String {
    let h = "h\(headingLevel + 1)"
    var out = "<\(h)>\(label("Relationships", "继承关系"))</\(h)><dl class=\"relationships\">"
    func row(_ title: (String, String), _ names: [String]) {
      guard !names.isEmpty else { return }
      out += "<dt>\(label(title.0, title.1))</dt><dd>" + names.map { "<code>\(escapeHTML($0))</code>" }.joined(separator: ", ") + "</dd>"
    }
    row(("Inherits From", "父类"), r.inheritsFrom.map { [$0] } ?? [])
    row(("Conforms To", "遵循的协议"), r.conformsTo)
    row(("Inherited By", "子类"), r.inheritedBy)
    return out + "</dl>"
  }

  /// Marked comment lines come in one language each; a Chinese line and the English line
  /// after it form one aligned row.
  static func remarks(_ lines: [NoteLine], cls: String, title: (String, String)) -> String {
    guard !lines.isEmpty else { return "" }
    var out = "<div class=\"remark \(cls)\"><p class=\"remark-title\"><strong>\(label(title.0, title.1))</strong></p>"
    var index = 0
    while index < lines.count {
      let text = lines[index].text
      if containsHan(text) {
        var en: String?
        if index + 1 < lines.count, !containsHan(lines[index + 1].text) {
          en = lines[index + 1].text
          index += 1
        }
        out += BilingualMarkup.row(enHTML: en.map { "<p>\(escapeHTML(sentence($0)))</p>" }, zhHTML: "<p>\(escapeHTML(text))</p>")
      } else {
        out += BilingualMarkup.row(enHTML: "<p>\(escapeHTML(sentence(text)))</p>", zhHTML: nil)
      }
      index += 1
    }
    return out + "</div>"
  }

  /// A remark's English text starts a sentence once its marker (`Observed:`) is removed.
  public static func sentence(_ text: String) -> String {
    guard let first = text.first, first.isASCII, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }

  public static func containsHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { SearchSegmenter.isHan($0) }
  }
}
