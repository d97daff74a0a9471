import NotesCore
import NotesHTML
import NotesVerifier

/// Examples in Markdown: embedded in an article's twin, and the twins of their own pages.
/// The output is the one the HTML shows, computed by the model when the site was built.
enum MarkdownExample {
  /// An embed in one language: title, code (that language's comments), output, figure.
  static func embed(_ run: ExampleRun, language: BilingualCode.Language, root: String) -> String {
    let en = language == .en
    let link = MarkdownProse.twinHref(PageLink.to(ExampleEmbedding.path(for: run.id), root: root)) ?? ""
    let code = MarkdownText.codeByLanguage(run.code)
    var blocks = [
      (en ? "**Example:** " : "**示例：**") + "[\(MarkdownText.escaped(en ? run.titleEn : run.titleZh))](\(MarkdownText.destination(link))) "
        + MarkdownText.codeSpan(run.id),
      MarkdownText.codeBlock(en ? code.en : code.zh, language: "swift"),
    ]
    blocks += outputBlocks(run, language: language)
    blocks += notes(run, language: language)
    return blocks.joined(separator: "\n\n")
  }

  /// The output list and the figure's description.
  static func outputBlocks(_ run: ExampleRun, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    var blocks: [String] = []
    let tables = OutputTables(output: run.output)
    if !tables.lines.isEmpty || !tables.records.isEmpty {
      blocks.append(en ? "Output, computed by the model when the site was built:" : "输出（构建网站时由模型计算）：")
    }
    let rows = outputRows(tables)
    if !rows.isEmpty { blocks.append(rows.joined(separator: "\n")) }
    blocks += tables.records.map(recordTable)
    if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
      blocks.append((en ? "Figure: " : "图：") + MarkdownText.escaped(en ? title.en : title.zh))
    }
    return blocks
  }

  /// `` - `path` = `value` `` for each value and `` - `path` = `a`, `b` `` for each list: the
  /// rows of the HTML table, each value exactly as `verify` compares it.
  static func outputRows(_ tables: OutputTables) -> [String] {
    tables.lines.map { line in
      switch line {
      case .row(let row):
        "- " + MarkdownText.codeSpan(row.path) + " = " + MarkdownText.codeSpan(OutputPath.display(row.value))
      case .list(let list):
        "- " + MarkdownText.codeSpan(list.path) + " = "
          + list.items.map { MarkdownText.codeSpan(OutputPath.display($0)) }.joined(separator: ", ")
      }
    }
  }

  /// A list of records as a Markdown table: a row per record (`#` is its index in the list),
  /// a column per field.
  static func recordTable(_ records: OutputTables.Records) -> String {
    var lines = [MarkdownText.codeSpan(records.path) + ":", ""]
    lines.append("| # | " + records.columns.map(MarkdownText.codeSpan).joined(separator: " | ") + " |")
    lines.append("|---:|" + String(repeating: "---:|", count: records.columns.count))
    for (i, cells) in records.cells.enumerated() {
      let values = cells.map { cell in cell.map { MarkdownText.codeSpan(OutputPath.display($0)) } ?? "" }
      lines.append("| \(i) | " + values.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// Where the code comes from, and the names only the model has.
  static func notes(_ run: ExampleRun, language: BilingualCode.Language) -> [String] {
    let en = language == .en
    var blocks = [(en ? "Source: " : "源文件：") + MarkdownText.codeSpan(run.sourceFile)]
    let modelOnly = ModelOnlyNames.found(in: run.code).map(MarkdownText.codeSpan)
    if !modelOnly.isEmpty {
      blocks.append(
        en
          ? "Runs against the ScrollNotes model, not UIKit. Only the model has " + modelOnly.joined(separator: ", ") + "."
          : "代码运行在 ScrollNotes 模型上，而不是 UIKit。以下名称只有模型提供：" + modelOnly.joined(separator: "、") + "。")
    }
    return blocks
  }

  /// An id no example has (verify reports it as an error).
  static func missing(_ id: String, language: BilingualCode.Language) -> String {
    (language == .en ? "Unknown example " : "未知示例 ") + MarkdownText.codeSpan(id)
  }

  /// The twins of the example pages (`examples/<id>/index.md`), in run order. The code and
  /// output need no translation and come first; each language section has the title, the
  /// figure's description and the note on model-only names.
  static func twins(_ runs: [ExampleRun], apiPaths: [String: String]) -> [LlmsText.Twin] {
    runs.map { run in
      let path = ExampleEmbedding.path(for: run.id)
      let root = String(repeating: "../", count: path.split(separator: "/").count)
      var parts = MarkdownTwin.Parts(
        title: MarkdownTwin.title(Bilingual(run.titleEn, run.titleZh)),
        summary: MarkdownTwin.summary(
          en: "Swift code run against the model when the site was built, with its output"
            + (run.apis.isEmpty ? "." : "; shows " + run.apis.joined(separator: ", ") + "."),
          zh: "构建网站时针对模型运行的 Swift 代码及其输出。"))
      var facts = ["Example · 示例: " + MarkdownText.codeSpan(run.id), "Stored output · 存储的输出: [output.json](output.json)"]
      let shown = run.apis.compactMap { api in
        apiPaths[api].map { "[\(MarkdownText.codeSpan(api))](\(MarkdownText.destination(MarkdownProse.twinHref(PageLink.to($0, root: root)) ?? $0)))" }
      }
      if !shown.isEmpty { facts.append("APIs shown · 涉及的 API: " + shown.joined(separator: ", ")) }
      parts.shared.append(facts.map { MarkdownText.listItem("-", $0) }.joined(separator: "\n"))
      parts.shared.append(MarkdownText.codeBlock(run.code, language: "swift"))
      let tables = OutputTables(output: run.output)
      if !tables.lines.isEmpty || !tables.records.isEmpty { parts.shared.append("Output · 输出:") }
      let rows = outputRows(tables)
      if !rows.isEmpty { parts.shared.append(rows.joined(separator: "\n")) }
      parts.shared += tables.records.map(recordTable)
      for language in [BilingualCode.Language.en, .zh] {
        var blocks = [MarkdownText.paragraph(MarkdownText.escaped(language == .en ? run.titleEn : run.titleZh))]
        if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
          blocks.append((language == .en ? "Figure: " : "图：") + MarkdownText.escaped(language == .en ? title.en : title.zh))
        }
        blocks += notes(run, language: language)
        if language == .en { parts.en = blocks } else { parts.zh = blocks }
      }
      return LlmsText.Twin(section: .examples, path: path + MarkdownTwin.fileName, text: MarkdownTwin.document(parts))
    }
  }
}
