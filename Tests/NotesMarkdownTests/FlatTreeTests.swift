import Foundation
import NotesCore
import Testing

@testable import NotesMarkdown

/// The flat tree (records, a child list and one byte arena) holds exactly what the tree of
/// values it replaced held: every node's kind with its strings, its range and its children,
/// on the repository's notes and on generated documents that reach cmark's odd corners.
@Suite struct FlatTreeTests {
  /// Whether `node` and the reference `value` are the same tree, and where they first differ.
  static func difference(_ node: MarkdownNode, _ value: ValueNode, path: String = "root") -> String? {
    if node.kind != value.kind { return "\(path): kind \(node.kind) against \(value.kind)" }
    if node.range != value.range { return "\(path): range \(String(describing: node.range)) against \(String(describing: value.range))" }
    if node.children.count != value.children.count { return "\(path): \(node.children.count) children against \(value.children.count)" }
    for (i, (child, reference)) in zip(node.children, value.children).enumerated() {
      if let found = difference(child, reference, path: "\(path)/\(i)") { return found }
    }
    return nil
  }

  static func compare(_ bytes: [UInt8], _ label: String) {
    let source = SourceText(bytes)
    var flatDiagnostics = DiagnosticCollector(file: "t.md")
    var valueDiagnostics = DiagnosticCollector(file: "t.md")
    let tree = CmarkConverter.convert(source, diagnostics: &flatDiagnostics)
    let value = ValueTreeConverter.convert(source, diagnostics: &valueDiagnostics)
    #expect(difference(tree.root, value) == nil, "\(label)")
    #expect(flatDiagnostics.diagnostics == valueDiagnostics.diagnostics, "\(label)")
  }

  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  @Test func holdsWhatTheValueTreeHeldForTheRepositorysNotes() throws {
    let content = Self.repositoryRoot.appendingPathComponent("Content")
    let files = try #require(FileManager.default.enumerator(atPath: content.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    #expect(files.count >= 13)
    for file in files {
      let data = try Data(contentsOf: content.appendingPathComponent(file))
      Self.compare(Array(data), file)
    }
  }

  /// Pieces of Markdown that exercise every node type, literals cmark rewrites (entities,
  /// escapes, tabs, reference links whose destination appears at each use) and bad bytes.
  static let pieces: [String] = [
    "# Title  标题\n", "## Section 小节\n", "Setext\n===\n", "plain text with 中文 and `code`\n",
    "*em* **strong** ***both***\n", "[link](https://example.com \"title\") ![img](a.png 'alt title')\n",
    "[ref] and [ref][] and [other][ref]\n", "[ref]: /destination \"Ref title\"\n", "&amp; &lt; &#0; &#xD800; &copy; &ngE; &#x1F600;\n",
    "\\* escaped \\[ brackets \\]\n", "line one  \nline two\\\nline three\n", "- a\n- b\n  - nested\n    - deeper\n",
    "1. one\n2. two\n\n3. loose\n", "7) seven\n", "> quote\n> > nested quote\n", "```swift title=\"x\"\nlet a = 1\n```\n",
    "~~~\nno info\n~~~\n", "    indented code\n\tand a tab\n", "- item\n\n\t\tcode in a list with tabs\n", "<div>\nhtml block\n</div>\n",
    "<!-- TOC -->\n", "<!-- /TOC -->\n", "inline <b>html</b> here\n", "---\n", "***\n", "| a | b |\n|---|:-:|\n| 1 | 2 |\n",
    "|̀ combining pipe\n", "{{example a.b}}\n", "{{= a.b#c}} and !重点 marker\n", "\u{FEFF}", "\r\n", "\r", "\n\n", "\u{3000}全角空格\n",
    "```\nunterminated fence\n", "<https://autolink.example>\n", "`` code with ` tick ``\n", "U+2F800 \u{2F800} U+F900 \u{F900}\n",
  ]

  /// A fixed-seed generator, so a failure names a document that can be made again.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func holdsWhatTheValueTreeHeldForGeneratedDocuments() {
    var random = SplitMix64(state: 17)
    for round in 0..<1_500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...14, using: &random) {
        var piece = Array(Self.pieces.randomElement(using: &random)!.utf8)
        // Now and then a bad byte, a NUL or a cut, which the source repairs.
        switch Int.random(in: 0..<12, using: &random) {
        case 0: piece.insert(0xFF, at: Int.random(in: 0...piece.count, using: &random))
        case 1: piece.insert(0, at: Int.random(in: 0...piece.count, using: &random))
        case 2: piece = Array(piece.prefix(Int.random(in: 0...piece.count, using: &random)))
        case 3: piece = Array(repeating: UInt8(ascii: "\t"), count: Int.random(in: 1...3, using: &random)) + piece
        default: break
        }
        bytes += piece
      }
      Self.compare(bytes, "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
  }

  @Test func holdsWhatTheValueTreeHeldBeyondTheNestingLimit() {
    Self.compare(Array((String(repeating: "> ", count: 300) + "deep\n").utf8), "quotes")
    Self.compare(Array((String(repeating: "- ", count: 200) + "deep *em* [l](x)\n").utf8), "lists")
    Self.compare(Array(((0..<140).map { String(repeating: "  ", count: $0) + "- item \($0)\n" }.joined()).utf8), "indented lists")
    Self.compare([], "empty")
  }
}
