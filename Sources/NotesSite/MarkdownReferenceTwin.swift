import NotesBook
import NotesHTML

/// The twins of reference pages: a documented type and each of its declarations, with what
/// the HTML page shows from the catalog (the SDK's declaration, availability) and the model
/// (the default's check, the implementation, the model's notes).
extension RenderContext {
  func declarationTwin(_ declaration: Declaration, owner: String, file: String, root: String) -> MarkdownTwin.Parts {
    let facts = facts(for: declaration, owner: owner, file: file, root: root)
    let kind = DeclarationRenderer.kindLabel(declaration)
    var parts = MarkdownTwin.Parts(
      title: MarkdownText.escaped(owner.isEmpty ? declaration.name : SitePlan.apiKey(owner: owner, declaration: declaration)),
      summary: MarkdownTwin.summary(en: declaration.summaryEn ?? kind.en, zh: declaration.summaryZh))
    parts.shared.append(MarkdownText.codeBlock(facts.sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift"))
    var listed: [String] = ["Kind · 类别: " + MarkdownTwin.title(kind)]
    if let typePath = plan.pathForType[owner] { listed.append("Type · 所属类型: [\(MarkdownText.escaped(owner))](\(twinLink(typePath, root: root)))") }
    if let value = declaration.defaultValue { listed.append("Default · 默认值: " + Self.defaultText(value, check: facts.defaultCheck)) }
    if let label = facts.implementationLabel, let href = facts.implementationHref {
      listed.append("Reference implementation · 参考实现: [\(MarkdownText.codeSpan(label))](\(MarkdownText.destination(href)))")
    }
    if let apple = facts.sdk?.appleURL { listed.append("Apple documentation · Apple 文档: <\(MarkdownText.destination(apple))>") }
    parts.shared.append(listed.map { MarkdownText.listItem("-", $0) }.joined(separator: "\n"))
    let examples = examples(for: declaration, key: SitePlan.apiKey(owner: owner, declaration: declaration))
    for language in [BilingualCode.Language.en, .zh] {
      var blocks: [String] = []
      if let sdk = facts.sdk {
        blocks.append((language == .en ? "Availability: " : "可用性：") + MarkdownText.escaped(MarkdownTwin.pick(language, en: sdk.availability.en, zh: sdk.availability.zh) ?? ""))
        if let deprecation = sdk.deprecation, let text = MarkdownTwin.pick(language, en: deprecation.en, zh: deprecation.zh) {
          blocks.append(MarkdownText.escaped(text))
        }
      }
      if let description = MarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
        blocks.append(MarkdownText.paragraph(MarkdownText.escaped(description)))
      }
      blocks += Self.declarationDetails(declaration, language: language)
      if language == .en {
        // The catalog's notes are written in English only.
        blocks.append(MarkdownTwin.list("Model notes", facts.modelNotes.map { MarkdownText.escaped($0.kind + ": " + $0.text) }))
      }
      blocks.append(
        MarkdownTwin.list(
          language == .en ? "Examples" : "示例",
          examples.map { "[\(MarkdownText.escaped(language == .en ? $0.titleEn : $0.titleZh))](\(twinLink(ExampleEmbedding.path(for: $0.id), root: root))) \(MarkdownText.codeSpan($0.id))" }))
      if language == .en { parts.en = blocks } else { parts.zh = blocks }
    }
    return parts
  }

  /// `` `.zero` — verified against the model · 已与模型核对 ``.
  static func defaultText(_ value: DefaultValue, check: DeclarationFacts.DefaultCheck) -> String {
    let shown = MarkdownText.codeSpan(value.normalized ?? value.raw)
    switch check {
    case .verified: return shown + " — verified against the model · 已与模型核对"
    case .mismatch(let model): return shown + " — the model says · 模型给出的是 " + MarkdownText.codeSpan(model)
    case .unchecked: return shown
    }
  }

  /// Parameters, return value, cases and the marked remarks, in one language.
  static func declarationDetails(_ declaration: Declaration, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    func text(_ en: String?, _ zh: String?) -> String? {
      MarkdownTwin.pick(language, en: en.map(DeclarationRenderer.sentence), zh: zh).map(MarkdownText.escaped)
    }
    var blocks: [String] = []
    blocks.append(
      MarkdownTwin.list(
        en ? "Parameters" : "参数",
        declaration.parameterNotes.map { MarkdownText.codeSpan($0.name) + (text($0.descriptionEn, $0.descriptionZh).map { ": " + $0 } ?? "") }))
    if let returns = text(declaration.returnsEn, declaration.returnsZh) {
      blocks.append(MarkdownText.heading(3, en ? "Return Value" : "返回值") + "\n\n" + MarkdownText.paragraph(returns))
    }
    let cases = declaration.describedEnum?.cases ?? declaration.cases
    let enumName = declaration.describedEnum?.name ?? declaration.name
    blocks.append(
      MarkdownTwin.list(
        MarkdownText.escaped(en ? "Cases of \(enumName)" : "\(enumName) 的取值"),
        cases.map { item in
          MarkdownText.codeSpan("." + item.name) + (item.isMarkedDefault ? (en ? " (default)" : "（默认）") : "")
            + (MarkdownTwin.pick(language, en: item.descriptionEn, zh: item.descriptionZh).map { ": " + MarkdownText.escaped($0) } ?? "")
        }))
    let notModelled = declaration.notModelledLines.isEmpty ? declaration.notModelled.map { [$0] } ?? [] : declaration.notModelledLines
    for (title, lines) in [
      (en ? "Pitfalls" : "注意", declaration.pitfalls), (en ? "Observed behaviour" : "观察所得", declaration.observed),
      (en ? "Model assumptions" : "模型假设", declaration.assumptions), (en ? "Not modelled" : "未建模", notModelled),
    ] {
      blocks.append(MarkdownTwin.list(title, MarkdownTwin.lines(lines, language: language)))
    }
    return blocks
  }

  func typeTwin(_ source: Page, typeName: String, root: String) -> MarkdownTwin.Parts {
    let type = source.types.first
    let sdk = type?.declaration.flatMap { verification.entry(file: source.file, declaration: $0) }.map(CatalogFacts.facts)
    var parts = MarkdownTwin.Parts(title: MarkdownText.escaped(typeName), summary: MarkdownTwin.summary(en: type?.summaryEn, zh: type?.summaryZh))
    if let declaration = type?.declaration {
      parts.shared.append(MarkdownText.codeBlock(sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift"))
      var facts = ["Kind · 类别: " + MarkdownTwin.title(DeclarationRenderer.kindLabel(declaration))]
      if let r = sdk?.relationships {
        let names = { (names: [String]) in names.map(MarkdownText.codeSpan).joined(separator: ", ") }
        if let parent = r.inheritsFrom { facts.append("Inherits from · 父类: " + names([parent])) }
        if !r.conformsTo.isEmpty { facts.append("Conforms to · 遵循的协议: " + names(r.conformsTo)) }
        if !r.inheritedBy.isEmpty { facts.append("Inherited by · 子类: " + names(r.inheritedBy)) }
      }
      if let apple = sdk?.appleURL { facts.append("Apple documentation · Apple 文档: <\(MarkdownText.destination(apple))>") }
      parts.shared.append(facts.map { MarkdownText.listItem("-", $0) }.joined(separator: "\n"))
    }
    for language in [BilingualCode.Language.en, .zh] {
      var blocks: [String] = []
      if let sdk, let availability = MarkdownTwin.pick(language, en: sdk.availability.en, zh: sdk.availability.zh) {
        blocks.append((language == .en ? "Availability: " : "可用性：") + MarkdownText.escaped(availability))
      }
      if let description = MarkdownTwin.pick(language, en: type?.descriptionEn, zh: type?.descriptionZh) {
        blocks.append(MarkdownText.paragraph(MarkdownText.escaped(description)))
      }
      let prose = markdownProse(for: source.file, root: root, language: language)
      for topic in source.topics {
        var topicBlocks = [MarkdownText.heading(3, MarkdownText.escaped(MarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? ""))]
        topicBlocks.append(prose.markdown(Self.blocks(topic.prose, language: language)))
        topicBlocks.append(
          topic.declarations.map { declaration in
            let name = MarkdownText.codeSpan(declaration.name)
            let link = plan.pathForAPI[SitePlan.apiKey(owner: typeName, declaration: declaration)].map { "[\(name)](\(twinLink($0, root: root)))" } ?? name
            let deprecated = verification.entry(file: source.file, declaration: declaration)?.availability.isDeprecated == true
            let summary = MarkdownTwin.pick(language, en: declaration.summaryEn, zh: declaration.summaryZh).map { ": " + MarkdownText.escaped($0) } ?? ""
            return MarkdownText.listItem("-", link + (deprecated ? (language == .en ? " (deprecated)" : "（已弃用）") : "") + summary)
          }.joined(separator: "\n"))
        blocks.append(topicBlocks.filter { !$0.isEmpty }.joined(separator: "\n\n"))
      }
      if language == .en { parts.en = blocks } else { parts.zh = blocks }
    }
    return parts
  }

  /// Prose blocks written in one language (a block is Chinese when it holds Han characters),
  /// or all of them when none is.
  static func blocks(_ blocks: [ProseBlock], language: BilingualCode.Language) -> [ProseBlock] {
    let chosen = blocks.filter { DeclarationRenderer.containsHan(ProseRenderer.plainText([$0])) == (language == .zh) }
    return chosen.isEmpty ? blocks : chosen
  }
}
