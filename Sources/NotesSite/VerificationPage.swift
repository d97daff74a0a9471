import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier

/// The site's `verification/` page: what the build checked against the model, the counts,
/// the coverage matrix of the inventory and the model's content hash; plus `coverage.json`.
enum VerificationPage {
  static let path = "verification/"

  static func html(report: VerificationReport, modelHash: String, apiPaths: [String: String], chrome: SiteChrome) -> String {
    let root = "../"
    var main = "<h1>\(BilingualMarkup.inline(Bilingual("Verification", "验证")))</h1>"
    main += BilingualMarkup.row(
      enHTML: "<p>Every build checks the notes against the executable model: each documented API must have a catalog entry and a reference implementation (or say why it is not modelled), documented defaults, access and enum cases must equal the model's, every computed value and embedded example must resolve, and internal links must lead somewhere. <code>scrollnotes verify</code> runs the same checks, reruns the examples and also requires this site to equal a fresh build byte for byte.</p>",
      zhHTML: "<p>每次构建都会拿笔记与可执行模型核对：每个记录的 API 都要有目录条目和参考实现（或者写明为何未建模）；记录的默认值、读写权限和枚举取值必须与模型一致；每个计算值和嵌入的示例都必须能解析；内部链接必须有效。<code>scrollnotes verify</code> 执行同样的检查，重新运行示例，并要求本站与重新构建的结果逐字节相同。</p>")

    let c = report.counts
    main += "<h2>\(BilingualMarkup.inline(Bilingual("What was checked", "检查了什么")))</h2><table class=\"verification-counts\"><tbody>"
    let rows: [(Bilingual, String)] = [
      (Bilingual("Declarations in the notes", "笔记中的声明"), "\(c.declarations)"),
      (Bilingual("Bound to a catalog entry", "绑定到目录条目"), "\(c.boundDeclarations)"),
      (Bilingual("Marked not modelled", "标注为未建模"), "\(c.notModelled)"),
      (Bilingual("Defaults verified", "已核对的默认值"), "\(c.defaultsVerified) / \(c.defaultsChecked)"),
      (Bilingual("Access checked", "已核对的读写权限"), "\(c.accessChecked)"),
      (Bilingual("Enum cases checked", "已核对的枚举取值"), "\(c.enumCasesChecked)"),
      (Bilingual("Computed values in prose", "正文中的计算值"), "\(c.placeholders)"),
      (Bilingual("Embedded examples", "嵌入的示例"), "\(c.exampleEmbeds)"),
      (Bilingual("Examples run", "运行的示例"), "\(c.examplesRun)"),
      (Bilingual("Internal links", "内部链接"), "\(c.internalLinks)"),
      (Bilingual("Errors", "错误"), "\(report.errorCount)"),
      (Bilingual("Warnings", "警告"), "\(report.warningCount)"),
    ]
    for (label, value) in rows { main += "<tr><th>\(BilingualMarkup.inline(label))</th><td>\(escapeHTML(value))</td></tr>" }
    main += "</tbody></table>"
    main += "<p class=\"model-hash\">\(BilingualMarkup.inline(Bilingual("Model content hash (SHA-256 of its sources)", "模型内容哈希（源码的 SHA-256）"))) <code>\(escapeHTML(modelHash))</code></p>"

    let coverage = report.coverage
    main += "<h2>\(BilingualMarkup.inline(Bilingual("SDK coverage (the current UIKit SDK's UIScrollView surface and the related APIs)", "SDK 覆盖率（当前 UIKit SDK 中 UIScrollView 的全部成员及相关 API）")))</h2>"
    main += "<p>\(escapeHTML("\(coverage.completeCount) / \(coverage.rows.count) (\(coverage.percentText)%)")) · <a href=\"../coverage.json\">coverage.json</a></p>"
    main += "<table class=\"coverage\"><thead><tr>"
    for head in [Bilingual("API", "API"), Bilingual("中文", "中文"), Bilingual("English", "English"), Bilingual("Model", "模型"), Bilingual("Example", "示例"), Bilingual("Default", "默认值")] {
      main += "<th>\(BilingualMarkup.inline(head))</th>"
    }
    main += "</tr></thead><tbody>"
    for row in coverage.rows {
      let name = "<code>\(escapeHTML(row.api))</code>"
      let link = apiPaths[row.api].map { "<a href=\"\(escapeAttribute(PageLink.to($0, root: root)))\">\(name)</a>" } ?? name
      main += "<tr class=\"\(row.isComplete ? "complete" : "incomplete")\"><td>\(link)</td>"
      main += cell(row.hasZh) + cell(row.hasEn)
      if let implementation = row.implementation {
        main += "<td class=\"yes\"><code>\(escapeHTML(implementation))</code></td>"
      } else if row.notModelled != nil {
        main += "<td class=\"na\">\(BilingualMarkup.inline(Bilingual("not modelled", "未建模")))</td>"
      } else {
        main += cell(false)
      }
      if !row.needsExample && row.examples.isEmpty {
        main += "<td class=\"na\">—</td>"
      } else if row.examples.isEmpty {
        main += cell(false)
      } else {
        main += "<td class=\"yes\">" + row.examples.map { "<a href=\"\(escapeAttribute(PageLink.to(ExampleEmbedding.path(for: $0), root: root)))\"><code>\(escapeHTML($0))</code></a>" }.joined(separator: " ") + "</td>"
      }
      main += row.defaultVerified.map(cell) ?? "<td class=\"na\">—</td>"
      main += "</tr>"
    }
    main += "</tbody></table>"

    let problems = report.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
    if !problems.isEmpty {
      main += "<h2>\(BilingualMarkup.inline(Bilingual("Findings", "发现的问题")))</h2><ul class=\"verification-findings\">"
      for diagnostic in problems {
        main += "<li class=\"\(diagnostic.severity.rawValue)\"><code>\(escapeHTML(diagnostic.formatted.split(separator: "\n").first.map(String.init) ?? ""))</code></li>"
      }
      main += "</ul>"
    }
    return PageShell.render(PageContent(path: path, title: Bilingual("Verification", "验证"), mainHTML: main, kind: "verification"), chrome: chrome)
  }

  static func cell(_ ok: Bool) -> String {
    ok ? "<td class=\"yes\">✓</td>" : "<td class=\"no\">✗</td>"
  }

  /// `coverage.json`: the coverage matrix and the model hash.
  static func coverageJSON(report: VerificationReport, modelHash: String) -> String {
    JSONValue.object(["modelHash": .string(modelHash), "coverage": report.coverage.json]).serialized(pretty: true) + "\n"
  }
}
