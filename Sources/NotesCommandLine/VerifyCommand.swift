import ArgumentParser
import Foundation
import NotesCore
import NotesSite
import NotesVerifier

/// `scrollnotes verify`: the CI gate. Checks the notes against the model (binding, defaults,
/// access, enum cases), reruns the examples and compares them with the outputs the site
/// stores, resolves every placeholder, embed and internal link, requires full inventory
/// coverage, and requires `site/` to equal a fresh build byte for byte.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify", abstract: "Check the notes against the model, the examples and the built site.")

  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The built site to check (as written by 'scrollnotes build').") var site = "site"
  @Option(help: "Folders of model sources.") var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]
  @Flag(help: "Print diagnostics and the coverage report as one JSON object on standard output.") var json = false

  func run() throws {
    // The same spelling `build` uses, so the fresh build compares equal to the site.
    let content = PathSpelling.canonical(self.content)
    let model = self.model.map { PathSpelling.canonical($0) }
    // A build cut short in the middle of an in-place commit is finished before the site is read.
    do { try SiteWriter.recoverInterruptedCommit(output: site) } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let input: SiteInput
    do {
      input = try SiteInput.load(contentFolder: content, modelFolders: model)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let siteFolder = site.hasSuffix("/") ? String(site.dropLast()) : site
    guard let onDisk = SiteFolder.read(siteFolder) else {
      printError("\(siteFolder): error: no such folder; run 'scrollnotes build' first")
      throw ExitCode(2)
    }

    let examples = ExampleRuns.run(modelFolders: model)
    // Playgrounds (issue 8): the fresh build has them too, or their pages would look stale.
    let module: [UInt8]
    do { module = try PlaygroundModuleBuild.module() } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let rendered: RenderedSite
    do {
      rendered = try SiteRenderer.render(input, examples: examples.runs, playgroundModule: module, keepsVerificationInput: true)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }

    // The notes against the model, plus the outputs the site stores against the fresh runs.
    guard var verificationInput = rendered.verificationInput else {
      printError("internal error: the build kept no verification input")
      throw ExitCode(2)
    }
    verificationInput.embeddedOutputs = examples.runs.map { run in
      let path = EmbeddedOutputFile.path(for: run.id)
      return EmbeddedOutput(exampleID: run.id, file: siteFolder + "/" + path, bytes: onDisk[path])
    }
    let report = Verifier.verify(verificationInput)
    // What reading and rendering noticed (an unclosed fence, invalid UTF-8) is part of the
    // verdict too, or the CI gate would not see it.
    var diagnostics = report.diagnostics + rendered.diagnostics
    diagnostics += SiteComparison.diagnostics(fresh: rendered.tree.files, onDisk: onDisk, folder: siteFolder)
    diagnostics = Diagnostic.sorted(diagnostics)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count

    if json {
      let object = JSONValue.object([
        "ok": .bool(errors == 0),
        "errors": .number(Double(errors)),
        "warnings": .number(Double(warnings)),
        "modelHash": .string(ContentHash.of(input.modelSources)),
        "examples": .object([
          "run": .number(Double(examples.runs.count)), "cached": .number(Double(examples.hits)),
          "computed": .number(Double(examples.misses)),
        ]),
        "counts": report.counts.json,
        "diagnostics": .array(diagnostics.map(\.json)),
        "coverage": report.coverage.json,
      ])
      print(object.serialized(pretty: true))
    } else {
      for diagnostic in diagnostics { printError(diagnostic.formatted) }
      let c = report.counts
      let coverage = "\(report.coverage.completeCount)/\(report.coverage.rows.count)"
      print(
        "verified \(c.declarations) declarations (\(c.defaultsVerified)/\(c.defaultsChecked) defaults, \(c.accessChecked) access, \(c.enumCasesChecked) enum cases), \(c.placeholders) values, \(c.exampleEmbeds) embeds, \(examples.runs.count) examples (\(examples.hits) cached), \(c.internalLinks) links, \(rendered.tree.files.count) site files; coverage \(coverage); \(errors) errors, \(warnings) warnings"
      )
      print(
        "已校验 \(c.declarations) 个声明（默认值 \(c.defaultsVerified)/\(c.defaultsChecked)，访问权限 \(c.accessChecked) 处，枚举成员 \(c.enumCasesChecked) 个），"
          + "\(c.placeholders) 个数值，\(c.exampleEmbeds) 处嵌入，\(examples.runs.count) 个示例（\(examples.hits) 个来自缓存），"
          + "\(c.internalLinks) 个链接，\(rendered.tree.files.count) 个站点文件；覆盖 \(coverage)；\(errors) 个错误，\(warnings) 个警告"
      )
    }
    if errors > 0 { throw ExitCode(1) }
  }
}

/// Every file of a built site, by site-relative path.
enum SiteFolder {
  static func read(_ folder: String) -> [String: [UInt8]]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: folder)
    else { return nil }
    var files: [String: [UInt8]] = [:]
    while let item = enumerator.nextObject() as? String {
      // The writer's marker is not part of what a build renders.
      if item == SiteWriter.siteMarker { continue }
      let path = folder + "/" + item
      var itemIsDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &itemIsDirectory), !itemIsDirectory.boolValue,
        let data = FileManager.default.contents(atPath: path)
      else { continue }
      files[item] = Array(data)
    }
    return files
  }
}
