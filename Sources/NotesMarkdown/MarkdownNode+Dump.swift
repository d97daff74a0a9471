extension MarkdownNode {
  /// A stable, indented text form of the tree for tests:
  /// `Heading @3:1-3:18 level: 2`, children two spaces deeper.
  public func dump() -> String {
    var out = ""
    dump(into: &out, indent: 0)
    return out
  }

  private func dump(into out: inout String, indent: Int) {
    if indent > 0 { out += "\n" }
    out += String(repeating: "  ", count: indent)
    out += description
    if let range { out += " @\(range)" }
    let details = self.details
    if !details.isEmpty { out += " " + details }
    for child in children { child.dump(into: &out, indent: indent + 1) }
  }

  private var description: String {
    switch kind {
    case .document: "Document"
    case .heading: "Heading"
    case .paragraph: "Paragraph"
    case .blockQuote: "BlockQuote"
    case .list(let ordered, _, _): ordered ? "OrderedList" : "UnorderedList"
    case .item: "ListItem"
    case .codeBlock: "CodeBlock"
    case .htmlBlock: "HTMLBlock"
    case .thematicBreak: "ThematicBreak"
    case .text: "Text"
    case .codeSpan: "InlineCode"
    case .htmlInline: "InlineHTML"
    case .emphasis: "Emphasis"
    case .strong: "Strong"
    case .link: "Link"
    case .image: "Image"
    case .softBreak: "SoftBreak"
    case .hardBreak: "LineBreak"
    }
  }

  private var details: String {
    switch kind {
    case .heading(let level): "level: \(level)"
    case .list(let ordered, let start, let tight): (ordered ? "start: \(start) " : "") + (tight ? "tight" : "loose")
    case .codeBlock(let info, let literal): "info: \(quoted(info)) \(quoted(literal))"
    case .htmlBlock(let html), .htmlInline(let html): quoted(html)
    case .text(let text), .codeSpan(let text): quoted(text)
    case .link(let destination, let title), .image(let destination, let title):
      "destination: \(quoted(destination))" + (title.isEmpty ? "" : " title: \(quoted(title))")
    default: ""
    }
  }

  private func quoted(_ text: String) -> String {
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
}
