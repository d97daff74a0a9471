import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier

/// How examples appear on the site: embedded in articles (`{{example ID}}`), listed on the
/// pages of the APIs they show, and on their own pages under `examples/`. The output is the
/// one computed when the site was built; `verify` checks it against a fresh run.
enum ExampleEmbedding {
  /// `examples/<id>/`.
  static func path(for id: String) -> String { "examples/\(id)/" }

  /// The embed: bilingual title, the code that ran, the output as `path = value` rows, and
  /// the figure hook when the output describes one.
  /// `labLink`: a layout example links to the Auto Layout lab with its code (issue 18).
  static func html(_ run: ExampleRun, root: String, headingLevel: Int = 3, labLink: Bool = false) -> String {
    let h = "h\(min(max(headingLevel, 2), 6))"
    var out = "<figure class=\"example-embed\" id=\"example-\(escapeAttribute(slug(run.id)))\" data-example=\"\(escapeAttribute(run.id))\">"
    out += "<\(h) class=\"example-title\"><a href=\"\(escapeAttribute(PageLink.to(path(for: run.id), root: root)))\">"
    out += BilingualMarkup.inline(Bilingual(run.titleEn, run.titleZh)) + "</a> <code class=\"example-id\">\(escapeHTML(run.id))</code></\(h)>"
    let harness = HarnessLines.indexes(in: run.code)
    out += "<pre class=\"example-code\"><code class=\"language-swift\">\(BilingualCode.html(run.code, harness: harness))</code></pre>"
    if labLink, LabExamples.isLayout(run.code) { out += LabSiteAssets.link(code: run.code, root: root) }
    out += outputTable(run)
    if let figure = run.output["figure"], let svg = FigureRenderer.svg(for: figure, id: "figure-" + slug(run.id)) {
      // The figure's data stays on the element for scripts (the playground redraws it).
      out += "<div class=\"example-figure\" data-figure=\"\(escapeAttribute(figure.serialized()))\">\(svg)</div>"
    }
    out += "<figcaption class=\"example-source\">\(BilingualMarkup.inline(Bilingual("Computed by the model when the site was built", "构建网站时由模型计算"))) · <code>\(escapeHTML(run.sourceFile))</code>"
    let modelOnly = ModelOnlyNames.found(in: run.code)
    if !modelOnly.isEmpty {
      // The code looks like UIKit; say which names a reader will not find there.
      let names = modelOnly.map { "<code>\(escapeHTML($0))</code>" }
      out += "<br>" + BilingualMarkup.inlineHTML(
        en: "Runs against the ScrollNotes model, not UIKit. Only the model has " + names.joined(separator: ", ") + ".",
        zh: "代码运行在 ScrollNotes 模型上，而不是 UIKit。以下名称只有模型提供：" + names.joined(separator: "、") + "。")
    }
    if !harness.isEmpty {
      out += "<br><span class=\"harness-note\">" + BilingualMarkup.inline(Bilingual(
        "Grey lines drive the model and are not UIKit code; the copy button leaves them out.",
        "灰色的行用于驱动模型，不是 UIKit 代码；复制按钮不会复制它们。")) + "</span>"
    }
    out += "</figcaption>"
    return out + "</figure>"
  }

  /// The output as a two-column table of values and lists, then a table per list of
  /// records (`OutputTables`); the figure description is data for the drawing and is left out.
  static func outputTable(_ run: ExampleRun) -> String {
    let tables = OutputTables(output: run.output)
    var out = ""
    if !tables.lines.isEmpty {
      out += "<table class=\"example-output\"><thead><tr><th>\(BilingualMarkup.inline(Bilingual("Output", "输出")))</th><th>\(BilingualMarkup.inline(Bilingual("Value", "值")))</th></tr></thead><tbody>"
      for line in tables.lines {
        switch line {
        case .row(let row):
          out += "<tr><td><code>\(escapeHTML(row.path))</code></td><td>\(tableValue(row.value))</td></tr>"
        case .list(let list):
          // Each item's tooltip is its verify path.
          let items = list.items.enumerated().map { i, item in
            "<li title=\"\(escapeAttribute(list.path + "[\(i)]"))\">\(tableValue(item))</li>"
          }
          out += "<tr><td><code>\(escapeHTML(list.path))</code></td><td><ol class=\"output-list\" start=\"0\">\(items.joined())</ol></td></tr>"
        }
      }
      out += "</tbody></table>"
    }
    for records in tables.records {
      out += "<div class=\"table-scroll\"><table class=\"example-output output-records\"><caption><code>\(escapeHTML(records.path))</code></caption>"
      out += "<thead><tr><th>#</th>" + records.columns.map { "<th><code>\(escapeHTML($0))</code></th>" }.joined() + "</tr></thead><tbody>"
      for (i, cells) in records.cells.enumerated() {
        out += "<tr><td>\(i)</td>" + cells.map { cell in "<td>\(cell.map(tableValue) ?? "")</td>" }.joined() + "</tr>"
      }
      out += "</tbody></table></div>"
    }
    return out
  }

  /// A value cell. Numbers with more than four decimals (2.7421448974293128) are shown
  /// rounded, marked ≈, with the exact value (the one `verify` compares) as the tooltip.
  static func tableValue(_ value: JSONValue) -> String {
    let exact = OutputPath.display(value)
    guard case .number(let n) = value, hasLongFraction(exact) else {
      return "<code>\(escapeHTML(exact))</code>"
    }
    let rounded = JSONValue.formatNumber((n * 10_000).rounded() / 10_000)
    return "<code title=\"\(escapeAttribute(exact))\">≈\u{2009}\(escapeHTML(rounded))</code>"
  }

  /// Placeholder for an id no example has (verify reports it as an error).
  static func missing(_ id: String) -> String {
    "<div class=\"example-embed missing\" data-example=\"\(escapeAttribute(id))\"><p>\(BilingualMarkup.inline(Bilingual("Unknown example", "未知示例"))) <code>\(escapeHTML(id))</code></p></div>"
  }

  /// The text of a `{{= ID#path}}` placeholder, or nil. A number with more than four decimals
  /// (97.66666666666667) reads as ≈ 97.67 in a sentence; the tooltip names the example.
  static func value(_ placeholder: ValuePlaceholder, in examples: [String: ExampleRun]) -> String? {
    guard let run = examples[placeholder.exampleID], let value = OutputPath.value(in: run.output, at: placeholder.path) else {
      return nil
    }
    switch value {
    case .object, .array: return nil
    case .number(let n) where Self.hasLongFraction(OutputPath.display(value)):
      return "≈\u{2009}" + JSONValue.formatNumber((n * 100).rounded() / 100)
    default: return OutputPath.display(value)
    }
  }

  static func hasLongFraction(_ text: String) -> Bool {
    guard let dot = text.firstIndex(of: ".") else { return false }
    return text[dot...].count > 5
  }

  /// A list of example links for an API page.
  static func links(_ runs: [ExampleRun], root: String) -> String {
    guard !runs.isEmpty else { return "" }
    var out = "<section class=\"api-examples\"><h2>\(BilingualMarkup.inline(Bilingual("Examples", "示例")))</h2><ul>"
    for run in runs {
      out += "<li><a href=\"\(escapeAttribute(PageLink.to(path(for: run.id), root: root)))\">\(BilingualMarkup.inline(Bilingual(run.titleEn, run.titleZh)))</a> <code>\(escapeHTML(run.id))</code></li>"
    }
    return out + "</ul></section>"
  }

  // MARK: - Pages

  /// `examples/` and one page per example, plus each example's stored output
  /// (`examples/<id>/output.json`, which `verify` compares with a fresh run).
  static func files(_ runs: [ExampleRun], apiPaths: [String: String], chrome: SiteChrome) -> [(path: String, bytes: [UInt8])] {
    var files: [(String, [UInt8])] = []
    var index = "<h1>\(BilingualMarkup.inline(Bilingual("Examples", "示例")))</h1>"
    index += BilingualMarkup.row(
      enHTML: "<p>Every example is Swift code run against the model when the site is built; the values below are its output. <code>scrollnotes verify</code> reruns them and fails when a stored output is stale.</p>",
      zhHTML: "<p>每个示例都是构建网站时针对模型运行的 Swift 代码，下面的数值就是它的输出。<code>scrollnotes verify</code> 会重新运行它们，存储的输出过期时检查失败。</p>")
    index += "<ul class=\"card-list examples-index\">"
    for run in runs {
      index += "<li><a href=\"\(escapeAttribute(PageLink.to(run.id + "/", root: "./")))\">\(BilingualMarkup.inline(Bilingual(run.titleEn, run.titleZh)))</a> <code>\(escapeHTML(run.id))</code></li>"
    }
    index += "</ul>"
    files.append(("examples/index.html", PageShell.bytes(PageContent(path: "examples/", title: Bilingual("Examples", "示例"), mainHTML: index, kind: "examples"), chrome: chrome)))

    for run in runs {
      let path = path(for: run.id)
      let root = PageShell.rootPrefix(for: PageContent(path: path, title: Bilingual(run.titleEn, run.titleZh), mainHTML: "", kind: ""))
      var main = "<h1>\(BilingualMarkup.inline(Bilingual(run.titleEn, run.titleZh)))</h1>"
      main += html(run, root: root, headingLevel: 2)
      let shown = run.apis.compactMap { api in apiPaths[api].map { (api, $0) } }
      if !shown.isEmpty {
        main += "<h2>\(BilingualMarkup.inline(Bilingual("APIs shown", "涉及的 API")))</h2><ul>"
        for (api, apiPath) in shown { main += "<li><a href=\"\(escapeAttribute(PageLink.to(apiPath, root: root)))\"><code>\(escapeHTML(api))</code></a></li>" }
        main += "</ul>"
      }
      main += "<p><a href=\"output.json\">output.json</a></p>"
      let page = PageContent(
        path: path, title: Bilingual(run.titleEn, run.titleZh), mainHTML: main, kind: "example",
        breadcrumbs: [NavLink(title: Bilingual("Examples", "示例"), path: "examples/")], breadcrumbLabel: Bilingual(en: run.id, zh: run.id))
      files.append((path + "index.html", PageShell.bytes(page, chrome: chrome)))
      files.append((EmbeddedOutputFile.path(for: run.id), Array(EmbeddedOutputFile.contents(of: run).utf8)))
    }
    return files
  }
}

/// Names the examples' code uses that exist only in the model (helpers for recording output,
/// driving touches, or setting what UIKit keeps read-only), as a reader would spell them.
enum ModelOnlyNames {
  /// (what to look for in the code, how to name it on the page)
  static let patterns: [(needle: StaticString, name: String)] = [
    ("out.", "out"), (".model.", ".model"), ("Finger(", "Finger"), ("safeAreaInsets = ", "safeAreaInsets ="),
    ("contentOffsetRange", "contentOffsetRange"), ("isViewControllerRootInNavigationController", "isViewControllerRootInNavigationController"),
    ("simulateKeyboard", "simulateKeyboard"),
  ]

  /// The model-only names in `code`, in the order of `patterns`.
  static func found(in code: String) -> [String] {
    // On bytes (the needles are ASCII): Foundation's `contains` is a locale-aware search, and
    // its generic `firstRange(of:)` took ~5 M instructions per example.
    patterns.filter { ByteScan.contains($0.needle, in: code) }.map(\.name)
  }
}
