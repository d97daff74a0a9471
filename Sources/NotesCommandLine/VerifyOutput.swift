import ArgumentParser
import NotesCore
import NotesVerifier

/// How `verify` prints its findings.
enum VerifyFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// Compiler-style lines on standard error, the summary in English and Chinese on standard output.
  case text
  /// One JSON object on standard output (the same as `--json`).
  case json
  /// GitHub Actions annotations (`::error file=…,line=…,col=…::…`) then the summary, all on
  /// standard output, where the runner reads workflow commands.
  case github
}

/// What a `verify` run found, ready to print in any format.
struct VerifyFindings {
  var diagnostics: [Diagnostic]
  var report: VerificationReport
  var examples: ExampleRuns.Result
  var modelHash: String
  var siteFiles: Int

  var errors: Int { diagnostics.filter { $0.severity == .error }.count }
  var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }

  func outcome(_ format: VerifyFormat) -> VerifyOutcome {
    let status: Int32 = errors > 0 ? 1 : 0
    switch format {
    case .text:
      return VerifyOutcome(
        standardOutput: summary.joined(separator: "\n"),
        standardError: diagnostics.map(\.formatted).joined(separator: "\n"), exitCode: status)
    case .json:
      return VerifyOutcome(standardOutput: json.serialized(pretty: true), exitCode: status)
    case .github:
      return VerifyOutcome(
        standardOutput: (diagnostics.map(\.githubAnnotation) + summary).joined(separator: "\n"), exitCode: status)
    }
  }

  /// One line in English and one in Chinese.
  var summary: [String] {
    let c = report.counts
    let coverage = "\(report.coverage.completeCount)/\(report.coverage.rows.count)"
    let runs = examples.runs.count
    return [
      "verified \(c.declarations) declarations (\(c.defaultsVerified)/\(c.defaultsChecked) defaults, \(c.accessChecked) access, \(c.enumCasesChecked) enum cases), \(c.placeholders) values, \(c.exampleEmbeds) embeds, \(runs) examples (\(examples.hits) cached), \(c.internalLinks) links, \(siteFiles) site files; SDK coverage \(coverage); \(errors) errors, \(warnings) warnings",
      "已校验 \(c.declarations) 个声明（默认值 \(c.defaultsVerified)/\(c.defaultsChecked)，访问权限 \(c.accessChecked) 处，枚举成员 \(c.enumCasesChecked) 个），"
        + "\(c.placeholders) 个数值，\(c.exampleEmbeds) 处嵌入，\(runs) 个示例（\(examples.hits) 个来自缓存），"
        + "\(c.internalLinks) 个链接，\(siteFiles) 个站点文件；SDK 覆盖 \(coverage)；\(errors) 个错误，\(warnings) 个警告",
    ]
  }

  var json: JSONValue {
    .object([
      "ok": .bool(errors == 0),
      "errors": .number(Double(errors)),
      "warnings": .number(Double(warnings)),
      "modelHash": .string(modelHash),
      "examples": .object([
        "run": .number(Double(examples.runs.count)), "cached": .number(Double(examples.hits)),
        "computed": .number(Double(examples.misses)),
      ]),
      "counts": report.counts.json,
      "diagnostics": .array(diagnostics.map(\.json)),
      "coverage": report.coverage.json,
    ])
  }
}
