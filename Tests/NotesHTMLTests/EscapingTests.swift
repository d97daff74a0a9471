@testable import NotesHTML
import Testing

@Suite struct Escaping {
  /// The escaped bytes as a `switch` named them before they became bit masks.
  static func referenceNeedsEscape(_ byte: UInt8, attribute: Bool) -> Bool {
    switch byte {
    case 0x26, 0x3C, 0x3E, 0x00: true  // & < > NUL
    case 0x22, 0x27: attribute  // " '
    default: false
    }
  }

  @Test func theMasksEscapeTheBytesTheSwitchDid() {
    for byte in UInt8.min...UInt8.max {
      for attribute in [false, true] {
        #expect(needsEscape(byte, attribute: attribute) == Self.referenceNeedsEscape(byte, attribute: attribute), "\(byte) \(attribute)")
      }
    }
  }

  @Test func neutralisesMarkupInTextAndAttributes() {
    #expect(escapeHTML("<script>alert('x') & \"y\"</script>") == "&lt;script&gt;alert('x') &amp; \"y\"&lt;/script&gt;")
    #expect(escapeAttribute("\" onmouseover='x' <b>") == "&quot; onmouseover=&#39;x&#39; &lt;b&gt;")
  }

  @Test func keepsChineseTextAsIs() {
    #expect(escapeHTML("内容偏移 contentOffset") == "内容偏移 contentOffset")
  }
}

@Suite struct LinkClassification {
  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox", "file:///etc/passwd", "//evil.example/x", "",
  ])
  func refusesDangerousOrUnknownSchemes(destination: String) {
    guard case .refused = classifyLink(destination) else {
      Issue.record("\(destination) was not refused")
      return
    }
  }

  @Test(arguments: ["https://developer.apple.com/documentation/uikit/uiscrollview", "http://example.com", "mailto:a@b.c"])
  func acceptsWebAndMailLinksAsExternal(destination: String) {
    #expect(classifyLink(destination) == .external(destination))
  }

  @Test(arguments: ["../contentinset/", "#section", "articles/physics/", "a:b/c?d"])
  func treatsSchemelessDestinationsAsInternal(destination: String) {
    if destination == "a:b/c?d" {
      // "a:" is a scheme, even an odd one: refused.
      #expect(classifyLink(destination) == .refused(reason: "'a:' links are not allowed"))
    } else {
      #expect(classifyLink(destination) == .internalLink(destination))
    }
  }
}

@Suite struct SearchSegmentation {
  @Test(arguments: [
    ("内容偏移", ["内容", "容偏", "偏移"]),
    ("缩放", ["缩放"]),
    ("缩", ["缩"]),
    ("contentInset", ["contentinset", "content", "inset"]),
    ("Content Inset", ["content", "inset"]),
    ("安全区域 safeAreaInsets！", ["安全", "全区", "区域", "safeareainsets", "safe", "area", "insets"]),
    ("UIScrollView.contentOffset", ["uiscrollview", "ui", "scroll", "view", "contentoffset", "content", "offset"]),
    ("0.998 减速", ["0", "998", "减速"]),
  ])
  func cutsLatinIntoWordsAndHanIntoBigrams(text: String, expected: [String]) {
    #expect(SearchSegmenter.terms(text) == expected)
  }
}

@Suite struct SVGOutput {
  @Test(arguments: [(12.0, "12"), (12.5, "12.5"), (-0.333, "-0.33"), (0.004, "0"), (7.05, "7.05"), (100.1, "100.1")])
  func roundsCoordinatesToTwoDecimals(value: Double, text: String) {
    #expect(formatSVGNumber(value) == text)
  }

  @Test func writesElementsInOrderWithBilingualTitlesAndEscapedLabels() {
    var svg = SVGWriter(width: 100, height: 50)
    svg.rect(x: 0, y: 0, width: 100, height: 50, className: "frame")
    svg.text("offset <y>", zh: "偏移", x: 4, y: 10, className: "label")
    #expect(svg.render(id: "f1", titleEn: "Frame", titleZh: "框架") == """
      <svg xmlns="http://www.w3.org/2000/svg" class="figure-svg" id="f1" width="100" height="50" viewBox="0 0 100 50" role="img" \
      aria-labelledby="f1-title-en f1-title-zh"><title id="f1-title-en" lang="en">Frame</title>\
      <title id="f1-title-zh" lang="zh-Hans">框架</title><rect class="frame" x="0" y="0" width="100" height="50"/>\
      <text class="label lang-en" lang="en" x="4" y="10" text-anchor="start">offset &lt;y&gt;</text>\
      <text class="label lang-zh" lang="zh-Hans" x="4" y="10" text-anchor="start">偏移</text></svg>
      """)
  }
}

@Suite struct SwiftHighlighting {
  @Test func marksKeywordsTypesNumbersAndComments() {
    #expect(SwiftHighlighter.html("var zoomScale: CGFloat = 1.0 // 默认") == """
      <span class="tok-kw">var</span> zoomScale: <span class="tok-ty">CGFloat</span> = <span class="tok-num">1.0</span> \
      <span class="tok-com">// 默认</span>
      """)
  }

  @Test func escapesEverythingItWrites() {
    #expect(SwiftHighlighter.html("let s = \"<script>\"").contains("&lt;script&gt;"))
    #expect(!SwiftHighlighter.html("a < b && c > d").contains("<b"))
  }

  @Test func keepsEachLineBalancedWhenACommentSpansLines() {
    let lines = SwiftHighlighter.lines("/* one\ntwo */ var x\n")
    #expect(lines == ["<span class=\"tok-com\">/* one</span>", "<span class=\"tok-com\">two */</span> <span class=\"tok-kw\">var</span> x"])
  }
}

/// `classifyLink` reads an ASCII destination's bytes in place; it must classify exactly as
/// the byte reading that first copied the kept bytes and the scheme into arrays (kept here as
/// the reference), on links of every kind and random mixtures of what the rule looks at.
@Suite struct LinkClassificationInPlace {
  @Test(arguments: [
    "", " ", "\t\n", "#x", "../a/index.html#b", "//evil.example", " //x", "/ /x", "http://a", "HTTPS://A", "mailto:a@b",
    "java\tscript:alert(1)", "data:text/html", "a:b", ":x", "x:", "+.-:y", "a/b:c", "a?b:c", "a#b:c", "1http:x", "ht tp:x",
    "\u{7F}http:x", "a b", "file:///etc", "vbscript:x", "HtTp:x", "mailto", "http", "./x:y", "%3A:x",
  ])
  func classifiesAsTheCopyingReading(destination: String) {
    #expect(classifyLink(destination) == CopyingLinkReading.classify(destination)!)
  }

  @Test func classifiesRandomMixturesAsTheCopyingReading() {
    let pieces = ["h", "t", "p", "s", "H", "T", ":", "/", "?", "#", " ", "\t", "\r", "\n", "\u{7F}", "\u{01}", "+", "-", ".", "1", "a", "m", "A", "%", "_"]
    var generator = SplitMix(seed: 57)
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 12)
      let destination = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      #expect(classifyLink(destination) == CopyingLinkReading.classify(destination)!, "\(destination.debugDescription)")
    }
  }
}

/// The ASCII reading of `classifyLink` as it was at commit 1eb67a69.
private enum CopyingLinkReading {
  static func classify(_ destination: String) -> LinkTarget? {
    let utf8 = destination.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var compact: [UInt8] = []
    for b in utf8 where b > 0x20 && b != 0x7F { compact.append(b) }
    if compact.isEmpty { return .refused(reason: "empty link") }
    if compact.count >= 2, compact[0] == 0x2F, compact[1] == 0x2F { return .refused(reason: "protocol-relative link") }
    var scheme: [UInt8] = []
    for raw in compact {
      let b = (raw >= 0x41 && raw <= 0x5A) ? raw | 0x20 : raw
      if b == 0x3A {
        let name = String(decoding: scheme, as: UTF8.self)
        switch name {
        case "http", "https", "mailto": return .external(destination)
        default: return .refused(reason: "'\(name):' links are not allowed")
        }
      }
      if b == 0x2F || b == 0x3F || b == 0x23 { break }
      let isAlnum = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A)
      guard isAlnum || b == 0x2B || b == 0x2D || b == 0x2E else { break }
      scheme.append(b)
    }
    return .internalLink(destination)
  }
}

/// `slug` works on the text's bytes; it must give the slug the scalar reading gives (kept here
/// as the reference, as first written), on names of every script and random mixtures.
@Suite struct SlugOnBytes {
  @Test(arguments: [
    "", "zoomScale", "Content Inset Adjustment", "02-zooming", "__a__b__", "A_B", "滚动视图", "iOS 17 新增", "café", "e\u{301}x",
    "--", " a ", "UIScrollView.ContentInsetAdjustmentBehavior", "😀a😀", "Ａ", "a\u{0}b", "\r\n", "x_y-z",
  ])
  func givesTheScalarReadingsSlug(text: String) {
    #expect(slug(text) == ScalarSlug.slug(text))
  }

  @Test func givesTheScalarReadingsSlugOnRandomMixtures() {
    let pieces = ["a", "Z", "0", "_", "-", " ", ".", "é", "\u{301}", "中", "😀", "\t", "\r\n", "Ａ", "ß", "9"]
    var generator = SplitMix(seed: 73)
    for _ in 0..<5_000 {
      let text = (0..<Int(generator.next() % 14)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      #expect(slug(text) == ScalarSlug.slug(text), "\(text.debugDescription)")
    }
  }
}

/// `slug` as first written, scalar by scalar.
private enum ScalarSlug {
  static func slug(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      let v = scalar.value
      let isAlnum = (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
      if isAlnum {
        if pendingDash, !out.isEmpty { out += "-" }
        pendingDash = false
        out.unicodeScalars.append(Unicode.Scalar(UInt8(v >= 0x41 && v <= 0x5A ? v + 32 : v)))
      } else if scalar != "_" {
        pendingDash = true
      }
    }
    return out
  }
}
