import NotesCore
import Testing

@testable import NotesBook

/// `Inline.interfaceDump` returns at once when no inline points elsewhere; it must give what
/// building the parts always gave (kept here as the reference), on random inline trees with
/// links, images, raw HTML and placeholders nested in emphasis, or none at all.
@Suite struct InterfaceDump {
  static func buildingParts(_ inlines: [Inline]) -> String {
    var parts: [String] = []
    for inline in inlines {
      switch inline {
      case .text, .code, .softBreak, .hardBreak, .important: continue
      case .emphasis(let children), .strong(let children): parts.append(buildingParts(children))
      case .link(let destination, let children): parts.append("link(\(quote(destination)) \(buildingParts(children)))")
      case .image(let source, _): parts.append("image(\(quote(source)))")
      case .html(let html): parts.append("html(\(quote(html)))")
      case .value(let value): parts.append("value(\(value.exampleID)#\(value.path))")
      }
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  @Test func givesWhatBuildingThePartsGaveOnRandomInlines() {
    var state: UInt64 = 0x1D
    func next(_ below: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % below
    }
    func inlines(depth: Int) -> [Inline] {
      (0..<next(5)).map { _ in
        // Pointing inlines are rare, as in prose: a tree often has none.
        switch next(depth > 2 ? 6 : 9) {
        case 0, 1: .text("滚动 text")
        case 2: .code("contentOffset")
        case 3: [Inline.softBreak, .hardBreak, .important][next(3)]
        case 4: next(4) == 0 ? .link(destination: "UIScrollView.md#zoom", inlines(depth: depth + 1)) : .text("x")
        case 5: next(4) == 0 ? [Inline.image(source: "a.svg", alt: "a"), .html("<br>"), .value(ValuePlaceholder(exampleID: "zoom.basic", path: "scale", location: nil))][next(3)] : .text("y")
        case 6, 7: .emphasis(inlines(depth: depth + 1))
        default: .strong(inlines(depth: depth + 1))
        }
      }
    }
    var pointing = 0
    for _ in 0..<5_000 {
      let tree = inlines(depth: 0)
      let expected = Self.buildingParts(tree)
      if !expected.isEmpty { pointing += 1 }
      #expect(Inline.interfaceDump(tree) == expected, "\(tree)")
    }
    // Both kinds of tree were drawn.
    #expect(pointing > 200 && pointing < 4_800)
  }

  /// A dump's lines are written in place from pieces; each piece gives what its string gave,
  /// text with and without characters to escape, in both languages, at every depth.
  @Test func piecesWrittenInPlaceGiveTheStrings() {
    let pieces = ["plain", "滚动", " ", "\"", "\\", "\t", "\n", "\r\n", "e\u{301}", "🙂", "#", "link("]
    let texts = [""] + MarkdownTextBytes.randomTexts(of: pieces, seed: 29, longest: 6)
    var checked = 0
    for (i, text) in texts.enumerated() {
      var quoted = DumpWriter()
      quoted.appendQuoted(text)
      #expect(quoted.text == quote(text), "\(text.debugDescription)")
      let other: String? = i % 3 == 0 ? nil : texts[(i * 7) % texts.count]
      for (en, zh) in [(text, other), (other, text)] {
        var titled = DumpWriter()
        titled.appendTitles(en, zh)
        #expect(titled.text == titles(en, zh))
      }
      checked += 1
    }
    #expect(checked > 1_000)
    for location: NotesCore.SourceLocation? in [nil, NotesCore.SourceLocation(line: 1, column: 1), NotesCore.SourceLocation(line: 1_204, column: 37)] {
      var placed = DumpWriter()
      placed.appendAt(location)
      #expect(placed.text == at(location))
      var interface = DumpWriter()
      interface.interfaceOnly = true
      interface.appendAt(location)
      #expect(interface.text == "", "an interface dump has no positions")
    }
    var lines = DumpWriter()
    lines.line("Page a.md")
    lines.indented { w in
      w.indented { w in
        w.startLine()
        w.append("Section level ")
        w.appendNumber(2)
      }
      w.line("Topic")
    }
    #expect(lines.text == "Page a.md\n    Section level 2\n  Topic")
  }
}
