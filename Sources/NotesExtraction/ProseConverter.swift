import NotesBook
import NotesCore
import NotesMarkdown

/// Converts Markdown blocks and inlines into the book's prose values, finding the
/// placeholders of docs/conventions.md §4 and the `!重点` marker as data.
struct ProseConverter {
  /// Nil for blocks that are not prose (code, HTML, thematic breaks, headings).
  func block(_ node: MarkdownNode, layoutCode: (MarkdownNode) -> CodeSample) -> ProseBlock? {
    switch node.kind {
    case .paragraph:
      return .paragraph(inlines(node.children), location: node.range?.start)
    case .list(let ordered, let start, _):
      let items = node.children.map { item in item.children.compactMap { block($0, layoutCode: layoutCode) } }
      return .list(ordered: ordered, start: start, items: items, location: node.range?.start)
    case .blockQuote:
      return .quote(node.children.compactMap { block($0, layoutCode: layoutCode) }, location: node.range?.start)
    case .heading(let level):
      return .heading(level: level, inlines(node.children), location: node.range?.start)
    case .codeBlock:
      return .code(layoutCode(node))
    default:
      return nil
    }
  }

  /// `{{example ID}}` alone in a paragraph.
  func exampleID(_ node: MarkdownNode) -> String? {
    guard case .paragraph = node.kind else { return nil }
    let text = Bilingual.trimmed(node.plainText)
    guard text.hasPrefix("{{example "), text.hasSuffix("}}") else { return nil }
    let id = Bilingual.trimmed(text.dropFirst(10).dropLast(2))
    return id.isEmpty || id.contains(" ") ? nil : id
  }

  /// Whether a prose block is Chinese: any Han character outside code.
  func isChinese(_ node: MarkdownNode) -> Bool {
    switch node.kind {
    case .text(let text): Bilingual.containsHan(text)
    case .codeSpan, .codeBlock, .htmlInline, .htmlBlock: false
    default: node.children.contains(where: isChinese)
    }
  }

  func inlines(_ nodes: [MarkdownNode]) -> [Inline] {
    var out: [Inline] = []
    var index = 0
    while index < nodes.count {
      let node = nodes[index]
      if case .text = node.kind {
        // cmark splits text at brackets and other delimiters; placeholders may span the
        // pieces (`overshoot[2]`), so adjacent text is merged first.
        var merged = ""
        let start = node.range?.start
        while index < nodes.count, case .text(let piece) = nodes[index].kind {
          merged += piece
          index += 1
        }
        appendText(merged, at: start, to: &out)
        continue
      }
      index += 1
      switch node.kind {
      case .codeSpan(let code): out.append(.code(code))
      case .emphasis: out.append(.emphasis(inlines(node.children)))
      case .strong: out.append(.strong(inlines(node.children)))
      case .link(let destination, _): out.append(.link(destination: destination, inlines(node.children)))
      case .image(let source, _): out.append(.image(source: source, alt: node.plainText))
      case .htmlInline(let html): out.append(.html(html))
      case .softBreak: out.append(.softBreak)
      case .hardBreak: out.append(.hardBreak)
      default: out.append(contentsOf: inlines(node.children))
      }
    }
    return out
  }

  /// Splits text around `{{= ID#path}}` placeholders and `!重点` markers.
  private func appendText(_ text: String, at start: SourceLocation?, to out: inout [Inline]) {
    // Fast path: most text has neither marker, and is one plain run as it stands.
    if !Self.mayHoldMarker(text) {
      if !text.isEmpty { out.append(.text(text)) }
      return
    }
    let scalars = Array(text.unicodeScalars)
    var plain = String.UnicodeScalarView()
    var i = 0
    func flush() {
      if !plain.isEmpty { out.append(.text(String(plain))) }
      plain = String.UnicodeScalarView()
    }
    while i < scalars.count {
      if scalars[i] == "{", i + 2 < scalars.count, scalars[i + 1] == "{", scalars[i + 2] == "=",
        let close = closingBraces(scalars, from: i + 3)
      {
        let body = Bilingual.trimmed(String(String.UnicodeScalarView(scalars[(i + 3)..<close])))
        let parts = body.split(separator: "#", maxSplits: 1)
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
          flush()
          let location = start.map { SourceLocation(line: $0.line, column: $0.column + i) }
          out.append(.value(ValuePlaceholder(exampleID: String(parts[0]), path: String(parts[1]), location: location)))
          i = close + 2
          continue
        }
      }
      if scalars[i] == "!", i + 2 < scalars.count, scalars[i + 1] == "重", scalars[i + 2] == "点" {
        flush()
        out.append(.important)
        i += 3
        continue
      }
      plain.append(scalars[i])
      i += 1
    }
    flush()
  }

  /// Whether `text` contains `{{=` or `!重点` (checked on UTF-8 bytes: an ASCII byte never
  /// occurs inside a multi-byte scalar, so a byte match is a scalar match).
  private static func mayHoldMarker(_ text: String) -> Bool {
    let utf8 = text.utf8
    let found: Bool? = utf8.withContiguousStorageIfAvailable { b in
      let n = b.count
      var i = 0
      while i + 2 < n {
        switch b[i] {
        case 0x7B where b[i + 1] == 0x7B && b[i + 2] == 0x3D: return true  // {{=
        // !重点 = 21 E9 87 8D E7 82 B9
        case 0x21 where i + 6 < n && b[i + 1] == 0xE9 && b[i + 2] == 0x87 && b[i + 3] == 0x8D && b[i + 4] == 0xE7
          && b[i + 5] == 0x82 && b[i + 6] == 0xB9:
          return true
        default: i += 1
        }
      }
      return false
    }
    return found ?? true
  }

  private func closingBraces(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    var i = start
    while i + 1 < s.count {
      if s[i] == "}", s[i + 1] == "}" { return i }
      if s[i] == "{" { return nil }
      i += 1
    }
    return nil
  }
}
