import NotesCore
import NotesHTML
import NotesVerifier

/// Examples in Markdown: embedded in an article's twin, and the twins of their own pages.
/// The output is the one the HTML shows, computed by the model when the site was built.
enum MarkdownExample {
  /// An embed in one language, as blocks of `out`: title, code (that language's comments),
  /// output, figure.
  static func writeEmbed(_ run: ExampleRun, language: BilingualCode.Language, root: String, to out: inout MarkdownOutput) {
    let en = language == .en
    out.block { out in
      out.raw(en ? "**Example:** [" : "**示例：**[")
      out.escaped(en ? run.titleEn : run.titleZh)
      out.raw("](")
      _ = out.twinDestination(PageLink.to(ExampleEmbedding.path(for: run.id), root: root))
      out.raw(") ")
      out.codeSpan(run.id)
    }
    MarkdownText.withCodeByLanguage(run.code) { enCode, zhCode in out.block { $0.codeBlock(bytes: en ? enCode : zhCode, language: "swift") } }
    writeOutput(run, language: language, to: &out)
    writeNotes(run, language: language, to: &out)
  }

  /// The output list and the figure's description.
  static func writeOutput(_ run: ExampleRun, language: BilingualCode.Language, to out: inout MarkdownOutput) {
    let en = language == .en
    let tables = OutputTables(output: run.output)
    if !tables.lines.isEmpty || !tables.records.isEmpty {
      out.block(en ? "Output, computed by the model when the site was built:" : "输出（构建网站时由模型计算）：")
    }
    writeOutputRows(tables, to: &out)
    for records in tables.records { writeRecordTable(records, to: &out) }
    if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
      out.block {
        $0.raw(en ? "Figure: " : "图：")
        $0.escaped(en ? title.en : title.zh)
      }
    }
  }

  /// A block of `` - `path` = `value` `` for each value and `` - `path` = `a`, `b` `` for each
  /// list: the rows of the HTML table, each value exactly as `verify` compares it.
  static func writeOutputRows(_ tables: OutputTables, to out: inout MarkdownOutput) {
    out.block { out in
      for (number, line) in tables.lines.enumerated() {
        if number > 0 { out.raw("\n") }
        out.raw("- ")
        switch line {
        case .row(let row):
          out.codeSpan(row.path)
          out.raw(" = ")
          out.codeSpan(OutputPath.display(row.value))
        case .list(let list):
          out.codeSpan(list.path)
          out.raw(" = ")
          for (index, item) in list.items.enumerated() {
            if index > 0 { out.raw(", ") }
            out.codeSpan(OutputPath.display(item))
          }
        }
      }
    }
  }

  /// A list of records as a Markdown table (a block): a row per record (`#` is its index in
  /// the list), a column per field.
  static func writeRecordTable(_ records: OutputTables.Records, to out: inout MarkdownOutput) {
    out.block { out in
      out.codeSpan(records.path)
      out.raw(":\n\n| # | ")
      for (index, column) in records.columns.enumerated() {
        if index > 0 { out.raw(" | ") }
        out.codeSpan(column)
      }
      out.raw(" |\n|---:|")
      for _ in records.columns { out.raw("---:|") }
      for (i, cells) in records.cells.enumerated() {
        out.raw("\n| ")
        out.number(i)
        out.raw(" | ")
        for (index, cell) in cells.enumerated() {
          if index > 0 { out.raw(" | ") }
          if let cell { out.codeSpan(OutputPath.display(cell)) }
        }
        out.raw(" |")
      }
    }
  }

  /// Where the code comes from, and the names only the model has: blocks of `out`.
  static func writeNotes(_ run: ExampleRun, language: BilingualCode.Language, to out: inout MarkdownOutput) {
    let en = language == .en
    out.block {
      $0.raw(en ? "Source: " : "源文件：")
      $0.codeSpan(run.sourceFile)
    }
    let modelOnly = ModelOnlyNames.found(in: run.code)
    guard !modelOnly.isEmpty else { return }
    out.block { out in
      out.raw(en ? "Runs against the ScrollNotes model, not UIKit. Only the model has " : "代码运行在 ScrollNotes 模型上，而不是 UIKit。以下名称只有模型提供：")
      for (index, name) in modelOnly.enumerated() {
        if index > 0 { out.raw(en ? ", " : "、") }
        out.codeSpan(name)
      }
      out.raw(en ? "." : "。")
    }
  }

  /// An id no example has (verify reports it as an error).
  static func writeMissing(_ id: String, language: BilingualCode.Language, to out: inout MarkdownOutput) {
    out.raw(language == .en ? "Unknown example " : "未知示例 ")
    out.codeSpan(id)
  }

  /// The twins of the example pages (`examples/<id>/index.md`), in run order. The code and
  /// output need no translation and come first; each language section has the title, the
  /// figure's description and the note on model-only names.
  static func twins(_ runs: [ExampleRun], apiPaths: [String: String]) -> [LlmsText.Twin] {
    runs.map { run in
      let path = ExampleEmbedding.path(for: run.id)
      let root = String(repeating: "../", count: path.split(separator: "/").count)
      var out = MarkdownTwin.start(
        title: MarkdownTwin.title(Bilingual(run.titleEn, run.titleZh)),
        summary: MarkdownTwin.summary(
          en: "Swift code run against the model when the site was built, with its output"
            + (run.apis.isEmpty ? "." : "; shows " + run.apis.joined(separator: ", ") + "."),
          zh: "构建网站时针对模型运行的 Swift 代码及其输出。"))
      out.block { out in
        out.listItem {
          $0.raw("Example · 示例: ")
          $0.codeSpan(run.id)
        }
        out.raw("\n")
        out.listItem { $0.raw("Stored output · 存储的输出: [output.json](output.json)") }
        let shown = run.apis.compactMap { api in apiPaths[api].map { (api, $0) } }
        guard !shown.isEmpty else { return }
        out.raw("\n")
        out.listItem { out in
          out.raw("APIs shown · 涉及的 API: ")
          for (index, (api, apiPath)) in shown.enumerated() {
            if index > 0 { out.raw(", ") }
            out.raw("[")
            out.codeSpan(api)
            out.raw("](")
            if !out.twinDestination(PageLink.to(apiPath, root: root)) { out.destination(apiPath.utf8) }
            out.raw(")")
          }
        }
      }
      out.block { $0.codeBlock(run.code, language: "swift") }
      let tables = OutputTables(output: run.output)
      if !tables.lines.isEmpty || !tables.records.isEmpty { out.block("Output · 输出:") }
      writeOutputRows(tables, to: &out)
      for records in tables.records { writeRecordTable(records, to: &out) }
      for language in [BilingualCode.Language.en, .zh] {
        out.block(language == .en ? "## English" : "## 中文")
        out.block { out in out.paragraph { $0.escaped(language == .en ? run.titleEn : run.titleZh) } }
        if let figure = run.output["figure"], let title = FigureRenderer.title(for: figure) {
          out.block {
            $0.raw(language == .en ? "Figure: " : "图：")
            $0.escaped(language == .en ? title.en : title.zh)
          }
        }
        writeNotes(run, language: language, to: &out)
      }
      return LlmsText.Twin(section: .examples, path: path + MarkdownTwin.fileName, bytes: MarkdownTwin.finish(out))
    }
  }
}
