import NotesBook
import NotesHTML

/// The twins of reference pages: a documented type and each of its declarations, with what
/// the HTML page shows from the catalog (the SDK's declaration, availability) and the model
/// (the default's check, the implementation, the model's notes).
extension RenderContext {
  func declarationTwin(_ declaration: Declaration, owner: String, file: String, root: String) -> [UInt8] {
    let facts = facts(for: declaration, owner: owner, file: file, root: root)
    let kind = DeclarationRenderer.kindLabel(declaration)
    var out = MarkdownTwin.start(
      title: MarkdownText.escaped(owner.isEmpty ? declaration.name : SitePlan.apiKey(owner: owner, declaration: declaration)),
      summary: MarkdownTwin.summary(en: declaration.summaryEn ?? kind.en, zh: declaration.summaryZh))
    out.block { $0.codeBlock(facts.sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift") }
    out.block { out in
      out.listItem {
        $0.raw("Kind · 类别: ")
        MarkdownTwin.writeTitle(kind, to: &$0)
      }
      if let typePath = plan.pathForType[owner] {
        out.raw("\n")
        out.listItem {
          $0.raw("Type · 所属类型: [")
          $0.escaped(owner)
          $0.raw("](")
          writeTwinLink(typePath, root: root, to: &$0)
          $0.raw(")")
        }
      }
      if let value = declaration.defaultValue {
        out.raw("\n")
        out.listItem {
          $0.raw("Default · 默认值: ")
          Self.writeDefault(value, check: facts.defaultCheck, to: &$0)
        }
      }
      if let label = facts.implementationLabel, let href = facts.implementationHref {
        out.raw("\n")
        out.listItem {
          $0.raw("Reference implementation · 参考实现: [")
          $0.codeSpan(label)
          $0.raw("](")
          $0.destination(href.utf8)
          $0.raw(")")
        }
      }
      if let apple = facts.sdk?.appleURL {
        out.raw("\n")
        out.listItem {
          $0.raw("Apple documentation · Apple 文档: <")
          $0.destination(apple.utf8)
          $0.raw(">")
        }
      }
    }
    let examples = examples(for: declaration, key: SitePlan.apiKey(owner: owner, declaration: declaration))
    for language in [BilingualCode.Language.en, .zh] {
      // Each language has blocks (its list of examples, even empty), so its heading.
      out.block(language == .en ? "## English" : "## 中文")
      if let sdk = facts.sdk {
        out.block {
          $0.raw(language == .en ? "Availability: " : "可用性：")
          $0.escaped(MarkdownTwin.pick(language, en: sdk.availability.en, zh: sdk.availability.zh) ?? "")
        }
        if let deprecation = sdk.deprecation, let text = MarkdownTwin.pick(language, en: deprecation.en, zh: deprecation.zh) {
          out.block { $0.escaped(text) }
        }
      }
      if let description = MarkdownTwin.pick(language, en: declaration.descriptionEn, zh: declaration.descriptionZh) {
        out.block { out in out.paragraph { $0.escaped(description) } }
      }
      Self.writeDeclarationDetails(declaration, language: language, to: &out)
      if language == .en {
        // The catalog's notes are written in English only.
        MarkdownTwin.list("Model notes", facts.modelNotes, to: &out) { note, out in
          out.escaped(note.kind)
          out.raw(": ")
          out.escaped(note.text)
        }
      }
      MarkdownTwin.list(language == .en ? "Examples" : "示例", examples, to: &out) { example, out in
        out.raw("[")
        out.escaped(language == .en ? example.titleEn : example.titleZh)
        out.raw("](")
        writeTwinLink(ExampleEmbedding.path(for: example.id), root: root, to: &out)
        out.raw(") ")
        out.codeSpan(example.id)
      }
    }
    return MarkdownTwin.finish(out)
  }

  /// `` `.zero` — verified against the model · 已与模型核对 ``.
  static func writeDefault(_ value: DefaultValue, check: DeclarationFacts.DefaultCheck, to out: inout MarkdownOutput) {
    out.codeSpan(value.normalized ?? value.raw)
    switch check {
    case .verified: out.raw(" — verified against the model · 已与模型核对")
    case .mismatch(let model):
      out.raw(" — the model says · 模型给出的是 ")
      out.codeSpan(model)
    case .unchecked: break
    }
  }

  /// Parameters, return value, cases and the marked remarks, in one language: blocks of `out`.
  static func writeDeclarationDetails(_ declaration: Declaration, language: BilingualCode.Language, to out: inout MarkdownOutput) {
    let en = language == .en
    func text(_ en: String?, _ zh: String?) -> String? {
      MarkdownTwin.pick(language, en: en.map(DeclarationRenderer.sentence), zh: zh)
    }
    MarkdownTwin.list(en ? "Parameters" : "参数", declaration.parameterNotes, to: &out) { parameter, out in
      out.codeSpan(parameter.name)
      if let description = text(parameter.descriptionEn, parameter.descriptionZh) {
        out.raw(": ")
        out.escaped(description)
      }
    }
    if let returns = text(declaration.returnsEn, declaration.returnsZh) {
      out.block { out in
        out.heading(3)
        out.raw(en ? "Return Value" : "返回值")
        out.raw("\n\n")
        out.paragraph { $0.escaped(returns) }
      }
    }
    let cases = declaration.describedEnum?.cases ?? declaration.cases
    let enumName = declaration.describedEnum?.name ?? declaration.name
    MarkdownTwin.list(
      { out in
        if en { out.raw("Cases of ") }
        out.escaped(enumName)
        if !en { out.raw(" 的取值") }
      }, cases, to: &out
    ) { item, out in
      out.codeSpan(item.name, prefix: ".")
      if item.isMarkedDefault { out.raw(en ? " (default)" : "（默认）") }
      if let description = MarkdownTwin.pick(language, en: item.descriptionEn, zh: item.descriptionZh) {
        out.raw(": ")
        out.escaped(description)
      }
    }
    let notModelled = declaration.notModelledLines.isEmpty ? declaration.notModelled.map { [$0] } ?? [] : declaration.notModelledLines
    for (title, lines) in [
      (en ? "Pitfalls" : "注意", declaration.pitfalls), (en ? "Observed behaviour" : "观察所得", declaration.observed),
      (en ? "Model assumptions" : "模型假设", declaration.assumptions), (en ? "Not modelled" : "未建模", notModelled),
    ] {
      MarkdownTwin.lines(title, lines, language: language, to: &out)
    }
  }

  func typeTwin(_ source: Page, typeName: String, root: String) -> [UInt8] {
    let type = source.types.first
    let sdk = type?.declaration.flatMap { verification.entry(file: source.file, declaration: $0) }.map(CatalogFacts.facts)
    var out = MarkdownTwin.start(title: MarkdownText.escaped(typeName), summary: MarkdownTwin.summary(en: type?.summaryEn, zh: type?.summaryZh))
    if let declaration = type?.declaration {
      out.block { $0.codeBlock(sdk?.declaration ?? DeclarationRenderer.signature(declaration), language: "swift") }
      out.block { out in
        out.listItem {
          $0.raw("Kind · 类别: ")
          MarkdownTwin.writeTitle(DeclarationRenderer.kindLabel(declaration), to: &$0)
        }
        func names(_ label: StaticString, _ names: [String]) {
          out.raw("\n")
          out.listItem { out in
            out.raw(label)
            for (number, name) in names.enumerated() {
              if number > 0 { out.raw(", ") }
              out.codeSpan(name)
            }
          }
        }
        if let r = sdk?.relationships {
          if let parent = r.inheritsFrom { names("Inherits from · 父类: ", [parent]) }
          if !r.conformsTo.isEmpty { names("Conforms to · 遵循的协议: ", r.conformsTo) }
          if !r.inheritedBy.isEmpty { names("Inherited by · 子类: ", r.inheritedBy) }
        }
        if let apple = sdk?.appleURL {
          out.raw("\n")
          out.listItem {
            $0.raw("Apple documentation · Apple 文档: <")
            $0.destination(apple.utf8)
            $0.raw(">")
          }
        }
      }
    }
    for language in [BilingualCode.Language.en, .zh] {
      let availability = sdk.flatMap { MarkdownTwin.pick(language, en: $0.availability.en, zh: $0.availability.zh) }
      let description = MarkdownTwin.pick(language, en: type?.descriptionEn, zh: type?.descriptionZh)
      // The language's heading when it has blocks.
      guard availability != nil || description != nil || !source.topics.isEmpty else { continue }
      out.block(language == .en ? "## English" : "## 中文")
      if let availability {
        out.block {
          $0.raw(language == .en ? "Availability: " : "可用性：")
          $0.escaped(availability)
        }
      }
      if let description { out.block { out in out.paragraph { $0.escaped(description) } } }
      let prose = markdownProse(for: source.file, root: root, language: language)
      for topic in source.topics {
        out.block {
          $0.heading(3)
          $0.escaped(MarkdownTwin.pick(language, en: topic.titleEn, zh: topic.titleZh) ?? "")
        }
        prose.write(Self.blocks(topic.prose, language: language), to: &out)
        out.block { out in
          for (number, declaration) in topic.declarations.enumerated() {
            if number > 0 { out.raw("\n") }
            out.listItem { out in
              if let path = plan.pathForAPI[SitePlan.apiKey(owner: typeName, declaration: declaration)] {
                out.raw("[")
                out.codeSpan(declaration.name)
                out.raw("](")
                writeTwinLink(path, root: root, to: &out)
                out.raw(")")
              } else {
                out.codeSpan(declaration.name)
              }
              if verification.entry(file: source.file, declaration: declaration)?.availability.isDeprecated == true {
                out.raw(language == .en ? " (deprecated)" : "（已弃用）")
              }
              if let summary = MarkdownTwin.pick(language, en: declaration.summaryEn, zh: declaration.summaryZh) {
                out.raw(": ")
                out.escaped(summary)
              }
            }
          }
        }
      }
    }
    return MarkdownTwin.finish(out)
  }

  /// Prose blocks written in one language (a block is Chinese when it holds Han characters),
  /// or all of them when none is.
  static func blocks(_ blocks: [ProseBlock], language: BilingualCode.Language) -> [ProseBlock] {
    let chosen = blocks.filter { DeclarationRenderer.containsHan(ProseRenderer.plainText([$0])) == (language == .zh) }
    return chosen.isEmpty ? blocks : chosen
  }
}
