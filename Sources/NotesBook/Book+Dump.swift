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

  /// The page as the rest of a site sees it: the dump without prose wording, prose
  /// positions or description wording (descriptions only as present or not), but with
  /// everything that other pages, the plan or whole-book checks read: types, topic and
  /// section titles, declarations with their positions and notes, link destinations,
  /// computed-value placeholders, example embeds and layout scripts. An incremental build
  /// re-renders only a page's own files while this stays the same.
  public func interfaceDump() -> String {
    String(decoding: interfaceDumpBytes(), as: UTF8.self)
  }

  /// `interfaceDump()`'s UTF-8 bytes, as they are written (a build fingerprints them).
  public func interfaceDumpBytes() -> [UInt8] {
    var writer = DumpWriter()
    writer.interfaceOnly = true
    dump(into: &writer)
    return writer.bytes
  }

  func dump(into w: inout DumpWriter) {
    w.startLine()
    w.append("Page ")
    w.append(file)
    w.indented { w in
      for type in types {
        w.line("Type \(type.name)\(at(type.location))")
        w.indented { w in
          w.description("zh", type.descriptionZh)
          w.description("en", type.descriptionEn)
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
      w.description("zh", descriptionZh)
      w.description("en", descriptionEn)
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
      w.description("zh", descriptionZh)
      w.description("en", descriptionEn)
    }
  }
}

extension Article {
  func dump(into w: inout DumpWriter) {
    w.startLine()
    w.append("Article")
    w.appendAt(location)
    w.appendTitles(titleEn, titleZh)
    w.indented { w in
      for section in sections {
        w.startLine()
        w.append("Section level ")
        w.appendNumber(section.level)
        w.appendAt(section.location)
        w.appendTitles(section.titleEn, section.titleZh)
        w.indented { w in for block in section.blocks { block.dump(into: &w) } }
      }
    }
  }
}

extension ArticleBlock {
  func dump(into w: inout DumpWriter) {
    switch self {
    case .row(let zh, let en) where w.interfaceOnly:
      // Rows are layout; only what their prose points to is interface.
      zh?.dump(into: &w)
      en?.dump(into: &w)
    case .thematicBreak where w.interfaceOnly: break
    case .code(let sample) where w.interfaceOnly && sample.layout == nil: break
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
    case .example(let id, let location): w.line("Example \(id)\(w.at(location))")
    case .thematicBreak: w.line("ThematicBreak")
    case .html(let html, let location): w.line("HTML\(w.at(location)) \(quote(html))")
    case .table(let table) where w.interfaceOnly:
      // A row's first cell names its anchor; links in cells point elsewhere.
      for row in table.rows { w.line("TableRow \(Inline.dump(row.cells.first?.inlines ?? []))") }
      for block in table.cellParagraphs { block.dump(into: &w) }
    case .table(let table):
      w.line("Table\(w.at(table.location)) \(table.languages.map { "\($0)" }.joined(separator: " "))")
      w.indented { w in
        for row in [table.header] + table.rows {
          w.line("TableRow\(w.at(row.location))")
          w.indented { w in
            for cell in row.cells {
              w.line("Cell \(Inline.dump(cell.inlines))" + (cell.zh.map { " zh: \(Inline.dump($0))" } ?? ""))
            }
          }
        }
      }
    }
  }
}

extension ProseBlock {
  func dump(into w: inout DumpWriter) {
    switch self {
    case .paragraph(let inlines, _) where w.interfaceOnly:
      // Most prose points nowhere and has no line.
      guard inlines.contains(where: { $0.pointsElsewhere }) else { break }
      w.startLine()
      w.append("Paragraph ")
      Inline.appendInterfaceDump(inlines, to: &w)
    case .paragraph(let inlines, let location):
      w.line("Paragraph\(at(location)) \(Inline.dump(inlines))")
    case .heading(let level, let inlines, let location):
      w.line("Heading level \(level)\(w.at(location)) \(Inline.dump(inlines))")
    case .list(_, _, let items, _) where w.interfaceOnly:
      for item in items { for block in item { block.dump(into: &w) } }
    case .quote(let blocks, _) where w.interfaceOnly:
      for block in blocks { block.dump(into: &w) }
    case .code(let sample) where w.interfaceOnly && sample.layout == nil: break
    case .list(let ordered, let start, let items, let location):
      w.line((ordered ? "OrderedList start \(start)" : "List") + w.at(location))
      w.indented { w in
        for item in items {
          w.line("Item")
          w.indented { w in for block in item { block.dump(into: &w) } }
        }
      }
    case .quote(let blocks, let location):
      w.line("Quote\(w.at(location))")
      w.indented { w in for block in blocks { block.dump(into: &w) } }
    case .code(let sample): sample.dump(into: &w)
    }
  }
}

extension Inline {
  /// Inlines on one line: text quoted, structure in brackets.
  static func dump(_ inlines: [Inline]) -> String {
    inlines.map { $0.dumped }.joined(separator: " ")
  }

  /// What prose points to, on one line: links, images, raw HTML and placeholders, apart
  /// from the text around them; empty when it points nowhere.
  static func interfaceDump(_ inlines: [Inline]) -> String {
    // Most prose points nowhere: its dump is empty, found without building one.
    guard inlines.contains(where: { $0.pointsElsewhere }) else { return "" }
    var writer = DumpWriter()
    appendInterfaceDump(inlines, to: &writer)
    return writer.text
  }

  /// `interfaceDump`, written into the line being written: the parts that point elsewhere
  /// (emphasis as the parts inside it), one space between them.
  static func appendInterfaceDump(_ inlines: [Inline], to w: inout DumpWriter) {
    var first = true
    for inline in inlines where inline.pointsElsewhere {
      if !first { w.append(" ") }
      first = false
      switch inline {
      case .text, .code, .softBreak, .hardBreak, .important: break
      case .emphasis(let children), .strong(let children): appendInterfaceDump(children, to: &w)
      case .link(let destination, let children):
        w.append("link(")
        w.appendQuoted(destination)
        w.append(" ")
        appendInterfaceDump(children, to: &w)
        w.append(")")
      case .image(let source, _): w.appendCall("image", quoting: source)
      case .html(let html): w.appendCall("html", quoting: html)
      case .value(let value):
        w.append("value(")
        w.append(value.exampleID)
        w.append("#")
        w.append(value.path)
        w.append(")")
      }
    }
  }

  /// Whether the interface dump shows this inline: a link, image, raw HTML or placeholder,
  /// or emphasis around one.
  var pointsElsewhere: Bool {
    switch self {
    case .text, .code, .softBreak, .hardBreak, .important: false
    case .emphasis(let children), .strong(let children): children.contains { $0.pointsElsewhere }
    case .link, .image, .html, .value: true
    }
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
    if w.interfaceOnly {
      w.startLine()
      w.append("Code info: ")
      w.appendQuoted(info)
    } else {
      w.line("Code\(at(location)) info: \(quote(info)) lines: \(code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0))")
    }
    guard let layout else { return }
    w.indented { w in
      w.line("Layout")
      w.indented { w in
        for view in layout.views { w.line("view \(view.name): \(view.className)\(w.at(view.location))") }
        for link in layout.subviews { w.line("addSubview \(link.parent) <- \(link.child)\(w.at(link.location))") }
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
          w.line("constraint \(text)\(w.at(c.location))")
        }
      }
    }
  }
}

/// Collects indented lines, as UTF-8 bytes: the lines the build reads (an interface dump per
/// notes file) are put together in place; the others are built as strings.
struct DumpWriter {
  private(set) var bytes: [UInt8] = []
  var depth = 0
  /// `Page.interfaceDump()`: leave out prose wording and positions.
  var interfaceOnly = false

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// A prose position; none in an interface dump.
  func at(_ location: SourceLocation?) -> String {
    interfaceOnly ? "" : NotesBook.at(location)
  }

  /// A description: its text, or in an interface dump only that it is there.
  mutating func description(_ name: String, _ value: String?) {
    field(name, interfaceOnly ? value.map { _ in "" } : value)
  }

  mutating func line(_ s: String) {
    startLine()
    append(s)
  }

  /// Ends the line before (if any) and indents the next one, which `append` writes.
  mutating func startLine() {
    if !bytes.isEmpty { bytes.append(0x0A) }
    for _ in 0..<depth {
      bytes.append(0x20)
      bytes.append(0x20)
    }
  }

  mutating func append(_ s: String) {
    bytes.append(contentsOf: s.utf8)
  }

  mutating func appendNumber(_ value: Int) {
    append(String(value))
  }

  /// `at(_:)`: ` @line:column`, or nothing (always nothing in an interface dump).
  mutating func appendAt(_ location: SourceLocation?) {
    guard let location, !interfaceOnly else { return }
    append(" @")
    appendNumber(location.line)
    append(":")
    appendNumber(location.column)
  }

  /// `titles(_:_:)`.
  mutating func appendTitles(_ en: String?, _ zh: String?) {
    if let en {
      append(" en: ")
      appendQuoted(en)
    }
    if let zh {
      append(" zh: ")
      appendQuoted(zh)
    }
  }

  /// `quote(_:)`: text with nothing to escape (found on its bytes) is copied whole.
  mutating func appendQuoted(_ text: String) {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x22 || $0 == 0x5C }) else {
      bytes.append(0x22)
      append(text)
      bytes.append(0x22)
      return
    }
    append(quote(text))
  }

  /// `name("text")`, the text quoted.
  mutating func appendCall(_ name: String, quoting text: String) {
    append(name)
    append("(")
    appendQuoted(text)
    append(")")
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
  // Most text has nothing to escape, and the five characters that are escaped are ASCII, so
  // their bytes are found without decoding: such text is copied whole.
  guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x22 || $0 == 0x5C }) else {
    return "\"" + text + "\""
  }
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
