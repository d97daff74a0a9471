import NotesCore

/// A stable, indented text form of the book for golden tests. Every field that has a value
/// is printed; empty and nil ones are left out, so the dump shows what was extracted.
extension Book {
  public func dump() -> String {
    var writer = DumpWriter()
    for page in pages { page.dump(into: &writer) }
    return writer.text
  }
}

extension Page {
  public func dump() -> String {
    var writer = DumpWriter()
    dump(into: &writer)
    return writer.text
  }

  func dump(into w: inout DumpWriter) {
    w.line("Page \(file)")
    w.indented { w in
      for type in types {
        w.line("Type \(type.name)\(at(type.location))")
        w.indented { w in
          w.field("zh", type.descriptionZh)
          w.field("en", type.descriptionEn)
          type.declaration?.dump(into: &w)
        }
      }
      for topic in topics {
        w.line("Topic\(at(topic.location))\(titles(topic.titleEn, topic.titleZh))")
        w.indented { w in
          for block in topic.prose { block.dump(into: &w) }
          for declaration in topic.declarations { declaration.dump(into: &w) }
        }
      }
      for article in articles { article.dump(into: &w) }
    }
  }
}

extension Declaration {
  func dump(into w: inout DumpWriter) {
    var head = "\(kind.rawValue) \(name)\(at(location))"
    if let type { head += " type: \(type)" }
    if let access { head += " access: \(access.rawValue)" }
    if !modifiers.isEmpty { head += " modifiers: \(modifiers.joined(separator: " "))" }
    if !inherits.isEmpty { head += " inherits: \(inherits.joined(separator: ", "))" }
    if isShortForm { head += " short-form" }
    w.line(head)
    w.indented { w in
      w.field("zh", descriptionZh)
      w.field("en", descriptionEn)
      if let defaultValue {
        w.line("default: \(defaultValue.normalized ?? "<unreadable>") raw: \(quote(defaultValue.raw))\(at(defaultValue.location))")
      }
      if let describedEnum {
        w.line("described enum \(describedEnum.name)\(at(describedEnum.location))")
        w.indented { w in for item in describedEnum.cases { item.dump(into: &w) } }
      }
      for item in cases { item.dump(into: &w) }
      for pitfall in pitfalls { w.line("pitfall: \(quote(pitfall.text))\(at(pitfall.location))") }
      if let notModelled { w.line("not modelled: \(quote(notModelled.text))\(at(notModelled.location))") }
      for note in observed { w.line("observed: \(quote(note.text))\(at(note.location))") }
      for note in assumptions { w.line("assumption: \(quote(note.text))\(at(note.location))") }
      if !seeAlso.isEmpty { w.line("see: \(seeAlso.joined(separator: ", "))") }
    }
  }
}

extension EnumCaseNote {
  func dump(into w: inout DumpWriter) {
    var head = "case \(name)\(at(location))"
    if isMarkedDefault { head += " (default)" }
    w.line(head)
    w.indented { w in
      w.field("zh", descriptionZh)
      w.field("en", descriptionEn)
    }
  }
}

extension Article {
  func dump(into w: inout DumpWriter) {
    w.line("Article\(at(location))\(titles(titleEn, titleZh))")
    w.indented { w in
      for section in sections {
        w.line("Section level \(section.level)\(at(section.location))\(titles(section.titleEn, section.titleZh))")
        w.indented { w in for block in section.blocks { block.dump(into: &w) } }
      }
    }
  }
}

extension ArticleBlock {
  func dump(into w: inout DumpWriter) {
    switch self {
    case .row(let zh, let en):
      w.line("Row")
      w.indented { w in
        if let zh {
          w.line("zh:")
          w.indented { w in zh.dump(into: &w) }
        }
        if let en {
          w.line("en:")
          w.indented { w in en.dump(into: &w) }
        }
      }
    case .code(let sample): sample.dump(into: &w)
    case .example(let id, let location): w.line("Example \(id)\(at(location))")
    case .thematicBreak: w.line("ThematicBreak")
    case .html(let html, let location): w.line("HTML\(at(location)) \(quote(html))")
    }
  }
}

extension ProseBlock {
  func dump(into w: inout DumpWriter) {
    switch self {
    case .paragraph(let inlines, let location):
      w.line("Paragraph\(at(location)) \(Inline.dump(inlines))")
    case .heading(let level, let inlines, let location):
      w.line("Heading level \(level)\(at(location)) \(Inline.dump(inlines))")
    case .list(let ordered, let start, let items, let location):
      w.line((ordered ? "OrderedList start \(start)" : "List") + at(location))
      w.indented { w in
        for item in items {
          w.line("Item")
          w.indented { w in for block in item { block.dump(into: &w) } }
        }
      }
    case .quote(let blocks, let location):
      w.line("Quote\(at(location))")
      w.indented { w in for block in blocks { block.dump(into: &w) } }
    case .code(let sample): sample.dump(into: &w)
    }
  }
}

extension Inline {
  /// Inlines on one line: text quoted, structure in brackets.
  static func dump(_ inlines: [Inline]) -> String {
    inlines.map(\.dumped).joined(separator: " ")
  }

  var dumped: String {
    switch self {
    case .text(let text): quote(text)
    case .code(let code): "code(\(quote(code)))"
    case .emphasis(let children): "em(\(Inline.dump(children)))"
    case .strong(let children): "strong(\(Inline.dump(children)))"
    case .link(let destination, let children): "link(\(quote(destination)) \(Inline.dump(children)))"
    case .image(let source, let alt): "image(\(quote(source)) \(quote(alt)))"
    case .html(let html): "html(\(quote(html)))"
    case .softBreak: "soft-break"
    case .hardBreak: "hard-break"
    case .value(let value): "value(\(value.exampleID)#\(value.path)\(at(value.location)))"
    case .important: "important"
    }
  }
}

extension CodeSample {
  func dump(into w: inout DumpWriter) {
    w.line("Code\(at(location)) info: \(quote(info)) lines: \(code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0))")
    guard let layout else { return }
    w.indented { w in
      w.line("Layout")
      w.indented { w in
        for view in layout.views { w.line("view \(view.name): \(view.className)\(at(view.location))") }
        for link in layout.subviews { w.line("addSubview \(link.parent) <- \(link.child)\(at(link.location))") }
        if !layout.autoresizingDisabled.isEmpty {
          w.line("autoresizing off: \(layout.autoresizingDisabled.joined(separator: ", "))")
        }
        for c in layout.constraints {
          var text = "\(c.item).\(c.attribute) \(c.relation.rawValue) "
          if let item2 = c.item2, let attribute2 = c.attribute2 {
            text += "\(item2).\(attribute2)"
            if c.multiplier != 1 { text += " * \(number(c.multiplier))" }
            if c.constant != 0 { text += (c.constant < 0 ? " - " : " + ") + number(abs(c.constant)) }
          } else {
            text += number(c.constant)
          }
          if c.priority != 1000 { text += " @\(number(c.priority))" }
          if !c.isActivated { text += " (inactive)" }
          w.line("constraint \(text)\(at(c.location))")
        }
      }
    }
  }
}

/// Collects indented lines.
struct DumpWriter {
  var text = ""
  var depth = 0

  mutating func line(_ s: String) {
    if !text.isEmpty { text += "\n" }
    text += String(repeating: "  ", count: depth) + s
  }

  mutating func field(_ name: String, _ value: String?) {
    if let value { line("\(name): \(quote(value))") }
  }

  mutating func indented(_ body: (inout DumpWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}

func at(_ location: SourceLocation?) -> String {
  location.map { " @\($0)" } ?? ""
}

func titles(_ en: String?, _ zh: String?) -> String {
  var out = ""
  if let en { out += " en: \(quote(en))" }
  if let zh { out += " zh: \(quote(zh))" }
  return out
}

func number(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

func quote(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
