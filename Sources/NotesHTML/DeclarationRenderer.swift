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


  /// A bilingual label, escaped, into `out`.
  static func label(_ en: String, _ zh: String, to out: inout HTMLOutput) { BilingualMarkup.writeInline(Bilingual(en, zh), to: &out) }

  /// `<p>text</p>`, escaped, as one side of a bilingual row.
  public static func paragraph(_ text: String?) -> ((inout HTMLOutput) -> Void)? {
    text.map { text in
      { out in
        out.raw("<p>")
        out.text(text)
        out.raw("</p>")
      }
    }
  }

  /// `case-never` for the case `never`: lowercase letters, digits, `_` and `-` of its name
  /// (the page script builds the same from a search result).
  public static func caseAnchor(_ name: String) -> String? {
    let kept = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" })
    return kept.isEmpty ? nil : "case-" + kept
  }

  /// The body of an API page (or a card on a notes page).
  public static func html(_ declaration: Declaration, facts: DeclarationFacts, headingLevel: Int = 2, anchor: String? = nil) -> String {
    var out = HTMLOutput()
    write(declaration, facts: facts, headingLevel: headingLevel, anchor: anchor, to: &out)
    return out.string
  }

  /// `html`, written into `out`.
  public static func write(
    _ declaration: Declaration, facts: DeclarationFacts, headingLevel: Int = 2, anchor: String? = nil, to out: inout HTMLOutput
  ) {
    out.raw("<section class=\"declaration-card\"")
    if let anchor {
      out.raw(" id=\"")
      out.attribute(anchor)
      out.raw("\"")
    }
    out.raw("><p class=\"kind\">")
    BilingualMarkup.writeInline(kindLabel(declaration), to: &out)
    if facts.sdk?.deprecation != nil {
      out.raw(" <span class=\"badge deprecated\">")
      label("Deprecated", "已弃用", to: &out)
      out.raw("</span>")
    }
    out.raw("</p>")
    if headingLevel > 1 {
      out.raw("<h")
      out.number(headingLevel)
      out.raw(" class=\"mono\">")
      out.text(declaration.name)
      out.raw("</h")
      out.number(headingLevel)
      out.raw(">")
    }
    if let sdk = facts.sdk {
      out.raw("<p class=\"availability\">")
      BilingualMarkup.writeInline(sdk.availability, to: &out)
      out.raw("</p>")
      if let deprecation = sdk.deprecation {
        out.raw("<p class=\"deprecation\">")
        BilingualMarkup.writeInline(deprecation, to: &out)
        out.raw("</p>")
      }
    }
    // The SDK's full declaration wins over however the note abbreviated it.
    writeDeclarationCode(facts.sdk?.declaration ?? signature(declaration), to: &out)
    BilingualMarkup.writeRow(en: paragraph(declaration.descriptionEn), zh: paragraph(declaration.descriptionZh), to: &out)

    if let value = declaration.defaultValue {
      out.raw("<p class=\"default\"><strong>")
      label("Default", "默认值", to: &out)
      out.raw("</strong> <code>")
      out.text(value.normalized ?? value.raw)
      out.raw("</code>")
      switch facts.defaultCheck {
      case .verified:
        out.raw(" <span class=\"badge verified\">")
        label("verified against the model", "已与模型核对", to: &out)
        out.raw("</span>")
      case .mismatch(let model):
        out.raw(" <span class=\"badge mismatch\">")
        label("the model says", "模型给出的是", to: &out)
        out.raw(" <code>")
        out.text(model)
        out.raw("</code></span>")
      case .unchecked:
        break
      }
      out.raw("</p>")
    }

    writeParameters(declaration, headingLevel: headingLevel, to: &out)
    let cases = declaration.describedEnum?.cases ?? declaration.cases
    if !cases.isEmpty {
      let enumName = declaration.describedEnum?.name ?? declaration.name
      heading(headingLevel + 1, Bilingual("Cases of \(enumName)", "\(enumName) 的取值"), to: &out)
      out.raw("<div class=\"table-scroll\"><table class=\"cases\"><tbody>")
      for item in cases {
        out.raw("<tr")
        // A declaration's own page gives each case an anchor (`#case-never`), which search links to.
        if anchor == nil, let caseID = Self.caseAnchor(item.name) {
          out.raw(" id=\"")
          out.raw(caseID)
          out.raw("\"")
        }
        out.raw("><td><code>.")
        out.text(item.name)
        out.raw("</code>")
        if item.isMarkedDefault {
          out.raw(" <span class=\"badge\">")
          label("default", "默认", to: &out)
          out.raw("</span>")
        }
        out.raw("</td><td>")
        BilingualMarkup.writeInline(Bilingual(en: item.descriptionEn, zh: item.descriptionZh), to: &out)
        out.raw("</td></tr>")
      }
      out.raw("</tbody></table></div>")
    }

    writeRemarks(declaration.pitfalls, cls: "pitfall", title: ("Pitfall", "注意"), to: &out)
    writeRemarks(declaration.observed, cls: "observed", title: ("Observed behaviour", "观察所得"), to: &out)
    writeRemarks(declaration.assumptions, cls: "assumption", title: ("Model assumption", "模型假设"), to: &out)
    if !declaration.notModelledLines.isEmpty {
      writeRemarks(declaration.notModelledLines, cls: "not-modelled", title: ("Not modelled", "未建模"), to: &out)
    } else if let reason = declaration.notModelled {
      writeRemarks([reason], cls: "not-modelled", title: ("Not modelled", "未建模"), to: &out)
    }
    if let relationships = facts.sdk?.relationships { writeRelationships(relationships, headingLevel: headingLevel, to: &out) }
    if let href = facts.implementationHref {
      out.raw("<p class=\"implementation\"><a href=\"")
      out.attribute(href)
      out.raw("\">")
      label("Reference implementation", "参考实现", to: &out)
      out.raw("</a>")
      if let text = facts.implementationLabel {
        out.raw(" <code>")
        out.text(text)
        out.raw("</code>")
      }
      out.raw("</p>")
    }
    if let apple = facts.sdk?.appleURL { writeAppleLink(apple, to: &out) }
    out.raw("</section>")
  }

  /// `<pre class="declaration">` with the Swift highlighted.
  public static func writeDeclarationCode(_ swift: String, to out: inout HTMLOutput) {
    out.raw("<pre class=\"declaration\"><code class=\"language-swift\">")
    out.raw(SwiftHighlighter.html(swift))
    out.raw("</code></pre>")
  }

  /// The link to Apple's page for the same symbol.
  public static func writeAppleLink(_ url: String, to out: inout HTMLOutput) {
    out.raw("<p class=\"apple-link\"><a href=\"")
    out.attribute(url)
    out.raw("\" rel=\"noopener\">")
    label("View in Apple's documentation", "查看 Apple 的文档", to: &out)
    out.raw("</a></p>")
  }

  /// `<hN>title</hN>`.
  static func heading(_ level: Int, _ title: Bilingual, to out: inout HTMLOutput) {
    out.raw("<h")
    out.number(level)
    out.raw(">")
    BilingualMarkup.writeInline(title, to: &out)
    out.raw("</h")
    out.number(level)
    out.raw(">")
  }

  /// Parameters and Return Value, as Apple's pages title them, from the notes' parameter lines.
  static func writeParameters(_ declaration: Declaration, headingLevel: Int, to out: inout HTMLOutput) {
    if !declaration.parameterNotes.isEmpty {
      heading(headingLevel + 1, Bilingual("Parameters", "参数"), to: &out)
      out.raw("<dl class=\"parameters\">")
      for parameter in declaration.parameterNotes {
        out.raw("<dt><code>")
        out.text(parameter.name)
        out.raw("</code></dt><dd>")
        BilingualMarkup.writeRow(en: paragraph(parameter.descriptionEn.map(sentence)), zh: paragraph(parameter.descriptionZh), to: &out)
        out.raw("</dd>")
      }
      out.raw("</dl>")
    }
    if declaration.returnsEn != nil || declaration.returnsZh != nil {
      heading(headingLevel + 1, Bilingual("Return Value", "返回值"), to: &out)
      BilingualMarkup.writeRow(en: paragraph(declaration.returnsEn.map(sentence)), zh: paragraph(declaration.returnsZh), to: &out)
    }
  }

  /// Inherits from, Conforms to, Inherited by.
  public static func writeRelationships(_ r: DeclarationFacts.Relationships, headingLevel: Int, to out: inout HTMLOutput) {
    heading(headingLevel + 1, Bilingual("Relationships", "继承关系"), to: &out)
    out.raw("<dl class=\"relationships\">")
    func row(_ title: (String, String), _ names: [String]) {
      guard !names.isEmpty else { return }
      out.raw("<dt>")
      label(title.0, title.1, to: &out)
      out.raw("</dt><dd>")
      for (i, name) in names.enumerated() {
        out.raw(i == 0 ? "<code>" : ", <code>")
        out.text(name)
        out.raw("</code>")
      }
      out.raw("</dd>")
    }
    row(("Inherits From", "父类"), r.inheritsFrom.map { [$0] } ?? [])
    row(("Conforms To", "遵循的协议"), r.conformsTo)
    row(("Inherited By", "子类"), r.inheritedBy)
    out.raw("</dl>")
  }

  /// Marked comment lines come in one language each; a Chinese line and the English line
  /// after it form one aligned row.
  static func writeRemarks(_ lines: [NoteLine], cls: String, title: (String, String), to out: inout HTMLOutput) {
    guard !lines.isEmpty else { return }
    out.raw("<div class=\"remark ")
    out.raw(cls)
    out.raw("\"><p class=\"remark-title\"><strong>")
    label(title.0, title.1, to: &out)
    out.raw("</strong></p>")
    var index = 0
    while index < lines.count {
      let text = lines[index].text
      if containsHan(text) {
        var en: String?
        if index + 1 < lines.count, !containsHan(lines[index + 1].text) {
          en = lines[index + 1].text
          index += 1
        }
        BilingualMarkup.writeRow(en: paragraph(en.map(sentence)), zh: paragraph(text), to: &out)
      } else {
        BilingualMarkup.writeRow(en: paragraph(sentence(text)), zh: nil, to: &out)
      }
      index += 1
    }
    out.raw("</div>")
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
