import NotesBook
import NotesCore
import NotesMarkdown

/// Converts Markdown blocks and inlines into the book's prose values, finding the
/// placeholders of docs/conventions.md §4 and the `!重点` marker as data.
struct ProseConverter {
  /// Nil for blocks that are not prose (code, HTML, thematic breaks, headings).
  func block(_ node: MarkdownNode, layoutCode: (MarkdownNode) -> CodeSample) -> ProseBlock? {
    switch node.type {
    case .paragraph:
      return .paragraph(inlines(node.children), location: node.range?.start)
    case .list:
      guard case .list(let ordered, let start, _) = node.kind else { return nil }
      let items = node.children.map { item in item.children.compactMap { block($0, layoutCode: layoutCode) } }
      return .list(ordered: ordered, start: start, items: items, location: node.range?.start)
    case .blockQuote:
      return .quote(node.children.compactMap { block($0, layoutCode: layoutCode) }, location: node.range?.start)
    case .heading:
      return .heading(level: node.level, inlines(node.children), location: node.range?.start)
    case .codeBlock:
      return .code(layoutCode(node))
    default:
      return nil
    }
  }

  /// A piece of a table cell: a node of the paragraph, or text cut from one at a `|`.
  private enum CellPiece {
    case node(MarkdownNode)
    case text(String, range: SourceRange?)

    var plainText: String {
      switch self {
      case .node(let node): node.plainText
      case .text(let text, _): text
      }
    }
  }

  /// A paragraph written as a pipe table: every line starts with `|`, and the second line is
  /// the delimiter row (`|---|:--:|`). Cells are split at `|` in text (so a cell cannot hold a
  /// `|`, not even escaped); nil for any other paragraph.
  func table(_ node: MarkdownNode) -> ProseTable? {
    // Most paragraphs fail the first test; only a paragraph that starts with `|` is split.
    guard node.type == .paragraph, let first = node.children.first, Self.startsWithPipe(first) else { return nil }
    // The paragraph's inlines, line by line.
    var lines: [[MarkdownNode]] = [[]]
    for child in node.children {
      switch child.type {
      case .softBreak, .hardBreak: lines.append([])
      default: lines[lines.count - 1].append(child)
      }
    }
    guard lines.count >= 2, lines.allSatisfy({ line in line.first.map(Self.startsWithPipe) ?? false }) else { return nil }
    let delimiter = lines[1].map(\.plainText).joined()
    guard lines[1].allSatisfy({ $0.type == .text }),
      delimiter.allSatisfy({ "|-: \t".contains($0) }), delimiter.contains("-")
    else { return nil }
    let start = node.range?.start
    func location(_ number: Int) -> SourceLocation? { start.map { SourceLocation(line: $0.line + number, column: $0.column) } }
    let header = cells(lines[0])
    guard !header.isEmpty else { return nil }
    var languages = [ProseTable.Language](repeating: .every, count: header.count)
    // A header in Chinese only (not a title with both parts) starts a pair.
    let chinese = header.map { cell in Bilingual.splitTitle(cell.map(\.plainText).joined()).en == nil && Bilingual.containsHan(cell.map(\.plainText).joined()) }
    var column = 0
    while column < header.count {
      if chinese[column], column + 1 < header.count, !chinese[column + 1] {
        languages[column] = .zh
        languages[column + 1] = .en
        column += 2
      } else {
        column += 1
      }
    }
    func row(_ pieces: [[CellPiece]], at location: SourceLocation?) -> ProseTable.Row {
      var cells: [ProseTable.Cell] = []
      for (column, language) in languages.enumerated() {
        let content = column < pieces.count ? inlines(pieces[column]) : []
        cells.append(language == .every ? titleCell(content) : ProseTable.Cell(inlines: content))
      }
      return ProseTable.Row(cells: cells, location: location)
    }
    let body = lines.dropFirst(2).enumerated().map { row(cells($0.element), at: location($0.offset + 2)) }
    return ProseTable(languages: languages, header: row(header, at: location(0)), rows: body)
  }

  /// Whether a node is text that starts with the character `|` (a `|` with a combining mark
  /// on it is another character). Its first byte rules out nearly all text.
  private static func startsWithPipe(_ node: MarkdownNode) -> Bool {
    node.type == .text && node.withLiteral { $0.first == UInt8(ascii: "|") } && node.literal.hasPrefix("|")
  }

  /// One table line's cells: its inlines cut at each `|` in text, without the outer pipes.
  private func cells(_ line: [MarkdownNode]) -> [[CellPiece]] {
    var cells: [[CellPiece]] = [[]]
    for node in line {
      guard node.type == .text, node.withLiteral({ $0.contains(UInt8(ascii: "|")) }) else {
        cells[cells.count - 1].append(.node(node))
        continue
      }
      let pieces = node.literal.split(separator: "|", omittingEmptySubsequences: false)
      for (number, piece) in pieces.enumerated() {
        if number > 0 { cells.append([]) }
        if !piece.isEmpty { cells[cells.count - 1].append(.text(String(piece), range: node.range)) }
      }
    }
    // The line starts with `|`, so the first cell is empty; a closing `|` leaves one more.
    cells.removeFirst()
    if let last = cells.last, last.allSatisfy({ Bilingual.trimmed($0.plainText).isEmpty }) { cells.removeLast() }
    return cells.map(trimmedCell)
  }

  /// A cell without the spaces around its content.
  private func trimmedCell(_ pieces: [CellPiece]) -> [CellPiece] {
    var pieces = pieces
    func trim(_ index: Int, leading: Bool) {
      let text: String
      let range: SourceRange?
      switch pieces[index] {
      case .text(let piece, let pieceRange): (text, range) = (piece, pieceRange)
      case .node(let node):
        guard node.type == .text else { return }
        (text, range) = (node.literal, node.range)
      }
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
      let trimmed: String
      if leading {
        trimmed = String(text.drop(while: isSpace))
      } else {
        trimmed = text.lastIndex(where: { !isSpace($0) }).map { String(text[...$0]) } ?? ""
      }
      if trimmed.isEmpty {
        pieces.remove(at: index)
      } else {
        pieces[index] = .text(trimmed, range: range)
      }
    }
    if !pieces.isEmpty { trim(0, leading: true) }
    if !pieces.isEmpty { trim(pieces.count - 1, leading: false) }
    return pieces
  }

  /// A cell of a column shown in every view: written like a title (`English  中文`), it
  /// keeps both parts.
  private func titleCell(_ content: [Inline]) -> ProseTable.Cell {
    var text = ""
    for inline in content {
      guard case .text(let piece) = inline else { return ProseTable.Cell(inlines: content) }
      text += piece
    }
    let (en, zh) = Bilingual.splitTitle(text)
    guard let en, let zh else { return ProseTable.Cell(inlines: content) }
    return ProseTable.Cell(inlines: [.text(en)], zh: [.text(zh)])
  }

  /// `{{example ID}}` alone in a paragraph.
  func exampleID(_ node: MarkdownNode) -> String? {
    // Only a paragraph whose text holds a `{` can be one; most hold none, and are not
    // flattened into one string to find that out.
    guard node.type == .paragraph, Self.mayStartWithBrace(node) else { return nil }
    let text = Bilingual.trimmed(node.plainText)
    guard text.hasPrefix("{{example "), text.hasSuffix("}}") else { return nil }
    let id = Bilingual.trimmed(text.dropFirst(10).dropLast(2))
    return id.isEmpty || id.contains(" ") ? nil : id
  }

  /// Whether the paragraph's plain text, trimmed, may start with `{`. Its first leaf decides
  /// when that leaf's text is not all spaces (nearly always); otherwise, whether any text in
  /// it holds a `{`.
  private static func mayStartWithBrace(_ paragraph: MarkdownNode) -> Bool {
    var node = paragraph
    while let first = node.children.first { node = first }
    if node.type == .text || node.type == .codeSpan {
      let decided: Bool? = node.withLiteral { text in
        let start = Bilingual.leadingSpacesEnd(text)
        return start < text.count ? text[start] == UInt8(ascii: "{") : nil
      }
      if let decided { return decided }
    }
    return holdsBrace(paragraph)
  }

  /// Whether some text or code span under `node` holds a `{` byte.
  private static func holdsBrace(_ node: MarkdownNode) -> Bool {
    switch node.type {
    case .text, .codeSpan: node.withLiteral { ByteScan.contains("{", in: $0) }
    default: node.children.contains(where: holdsBrace)
    }
  }

  /// Whether a prose block is Chinese: any Han character outside code.
  func isChinese(_ node: MarkdownNode) -> Bool {
    switch node.type {
    case .text: node.withLiteral { Bilingual.containsHan(utf8: $0) }
    case .codeSpan, .codeBlock, .htmlInline, .htmlBlock: false
    default: node.children.contains(where: isChinese)
    }
  }

  func inlines(_ nodes: MarkdownChildren) -> [Inline] {
    var out: [Inline] = []
    // One inline per node at most, unless a placeholder splits a text: one allocation, where
    // growing one append at a time made several.
    out.reserveCapacity(nodes.count)
    var index = 0
    while index < nodes.count {
      let node = nodes[index]
      if node.type == .text {
        // cmark splits text at brackets and other delimiters; placeholders may span the
        // pieces (`overshoot[2]`), so adjacent text is merged first.
        let start = node.range?.start
        var end = index + 1
        while end < nodes.count, nodes[end].type == .text { end += 1 }
        if end == index + 1 {
          appendText(node.literal, at: start, to: &out)
        } else {
          var merged: [UInt8] = []
          for piece in nodes[index..<end] { piece.withLiteral { merged.append(contentsOf: $0) } }
          appendText(String(decoding: merged, as: UTF8.self), at: start, to: &out)
        }
        index = end
        continue
      }
      index += 1
      appendInline(node, to: &out)
    }
    return out
  }

  /// A table cell's inlines: as `inlines(_:)`, with the text cut at `|` as text nodes.
  private func inlines(_ pieces: [CellPiece]) -> [Inline] {
    var out: [Inline] = []
    var index = 0
    func text(_ piece: CellPiece) -> (String, SourceRange?)? {
      switch piece {
      case .text(let text, let range): (text, range)
      case .node(let node): node.type == .text ? (node.literal, node.range) : nil
      }
    }
    while index < pieces.count {
      if let (first, range) = text(pieces[index]) {
        var merged = first
        index += 1
        while index < pieces.count, let (piece, _) = text(pieces[index]) {
          merged += piece
          index += 1
        }
        appendText(merged, at: range?.start, to: &out)
        continue
      }
      if case .node(let node) = pieces[index] { appendInline(node, to: &out) }
      index += 1
    }
    return out
  }

  /// One inline that is not text.
  private func appendInline(_ node: MarkdownNode, to out: inout [Inline]) {
    switch node.type {
    case .codeSpan: out.append(.code(node.literal))
    case .emphasis: out.append(.emphasis(inlines(node.children)))
    case .strong: out.append(.strong(inlines(node.children)))
    case .link: out.append(.link(destination: node.destination, inlines(node.children)))
    case .image: out.append(.image(source: node.destination, alt: node.plainText))
    case .htmlInline: out.append(.html(node.literal))
    case .softBreak: out.append(.softBreak)
    case .hardBreak: out.append(.hardBreak)
    default: out.append(contentsOf: inlines(node.children))
    }
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
    // One pass for either first byte (most text has neither), then the exact words.
    ByteScan.containsEither(UInt8(ascii: "{"), UInt8(ascii: "!"), in: text)
      && (ByteScan.contains("{{=", in: text) || ByteScan.contains("!重点", in: text))
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
