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
  @Option(
    help: """
      text: compiler-style diagnostics on standard error; json: one JSON object on standard output; \
      github: GitHub Actions annotations on standard output. (default: text)
      """)
  var format: VerifyFormat?
  @Flag(help: "The same as --format json.") var json = false
  @Option(help: "The base URL the site was built with (default: read from the site's sitemap.xml, none without one).")
  var baseURL: String?

  func validate() throws {
    if json, let format, format != .json { throw ValidationError("--json and --format \(format.rawValue) disagree; give one") }
  }

  func run() throws {
    let outcome = VerifyRun.perform(
      content: content, site: site, model: model, format: format ?? (json ? .json : .text), baseURL: baseURL)
    if !outcome.standardError.isEmpty { printError(outcome.standardError) }
    if !outcome.standardOutput.isEmpty { print(outcome.standardOutput) }
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}

/// What one `verify` run prints and its exit status: 0 ok, 1 a check failed, 2 unusable input.
struct VerifyOutcome: Sendable {
  var standardOutput = ""
  var standardError = ""
  var exitCode: Int32 = 0

  static func unusable(_ message: String) -> VerifyOutcome { VerifyOutcome(standardError: message, exitCode: 2) }
}

/// The checks behind `verify`, as a function of its options (tests call it directly).
enum VerifyRun {
  static func perform(content: String, site: String, model: [String], format: VerifyFormat, baseURL: String? = nil) -> VerifyOutcome {
    // The same spelling `build` uses, so the fresh build compares equal to the site.
    let content = PathSpelling.canonical(content)
    let model = model.map { PathSpelling.canonical($0) }
    // A build cut short in the middle of an in-place commit is finished before the site is read.
    do { try SiteWriter.recoverInterruptedCommit(output: site) } catch { return .unusable(error.description) }
    var input: SiteInput
    do {
      input = try SiteInput.load(contentFolder: content, modelFolders: model)
    } catch {
      return .unusable(error.description)
    }
    let siteFolder = site.hasSuffix("/") ? String(site.dropLast()) : site

    // The folder's files are listed, not read: each is read when its fresh twin is rendered.
    guard let onDisk = SiteFolder.paths(siteFolder) else {
      return .unusable("\(siteFolder): error: no such folder; run 'scrollnotes build' first")
    }
    // The fresh build is made for the address the site was built for: given, or the one its
    // sitemap names (a site built without --base-url has no sitemap).
    do throws(BaseURL.Problem) {
      let given = baseURL ?? SiteFolder.file("sitemap.xml", in: siteFolder).flatMap(Sitemap.baseURL(ofSitemap:))
      input.baseURL = try given.map { text throws(BaseURL.Problem) in try BaseURL(text) }
    } catch {
      return .unusable("error: \(error.description)")
    }

    let examples = ExampleRuns.run(modelFolders: model)
    // Playgrounds (issue 8): the fresh build has them too, or their pages would look stale.
    let module: [UInt8]
    let labModule: [UInt8]  // the Auto Layout lab (issue 18), likewise
    do {
      module = try PlaygroundModuleBuild.module()
      labModule = try LabModuleBuild.module()
    } catch { return .unusable(error.description) }
    let rendered: RenderedSite
    // Pages are compared with the folder's batch by batch as they render, so neither site is
    // ever held whole (both were, about 1 GB at 5,000 pages).
    let comparison = SiteFolderComparison(folder: siteFolder)
    do {
      rendered = try SiteRenderer.render(
        input, examples: examples.runs, playgroundModule: module, labModule: labModule, keepsVerificationInput: true,
        pageSink: { batch in comparison.compare(batch.files) })
    } catch {
      return .unusable(error.description)
    }
    comparison.compare(rendered.tree.files)

    // The notes against the model, plus the outputs the site stores against the fresh runs.
    guard var verificationInput = rendered.verificationInput else {
      return .unusable("internal error: the build kept no verification input")
    }
    verificationInput.embeddedOutputs = examples.runs.map { run in
      let path = EmbeddedOutputFile.path(for: run.id)
      return EmbeddedOutput(exampleID: run.id, file: siteFolder + "/" + path, bytes: SiteFolder.file(path, in: siteFolder))
    }
    let report = Verifier.verify(verificationInput)
    // What reading and rendering noticed (an unclosed fence, invalid UTF-8) is part of the
    // verdict too, or the CI gate would not see it.
    var diagnostics = report.diagnostics + rendered.diagnostics
    diagnostics += SiteComparison.diagnostics(differences: comparison.differences(listed: onDisk), folder: siteFolder)
    let findings = VerifyFindings(
      diagnostics: Diagnostic.sorted(diagnostics), report: report, examples: examples,
      modelHash: ContentHash.of(input.modelSources), siteFiles: comparison.comparedCount)
    return findings.outcome(format)
  }
}

/// The files of a built site, by site-relative path.
enum SiteFolder {
  /// Every file's path (the writer's marker is not part of what a build renders); nil when
  /// `folder` is not a folder.
  static func paths(_ folder: String) -> Set<String>? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
    // Listed as Foundation's enumerator lists them (`FolderListing`, without its cost of
    // about 80 K instructions an item: 11,000 items at 5,000 pages), each kept when it is
    // not a folder, through links, as `FileManager.fileExists` decides.
    var paths: Set<String> = []
    for item in FolderListing.items(under: folder) where item != SiteWriter.siteMarker {
      var info = stat()
      guard stat(folder + "/" + item, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
      paths.insert(item)
    }
    return paths
  }

  /// The bytes of the file at `path` in the site, if it is a regular file (through links)
  /// that can be read.
  static func file(_ path: String, in folder: String) -> [UInt8]? {
    try? SiteInput.readRegularFile(folder + "/" + path)
  }
}

/// A fresh build's files against the site folder's, compared as they arrive (from one
/// thread at a time: the build's page writer, then the caller once the build returned).
final class SiteFolderComparison: @unchecked Sendable {
  let folder: String
  private var differences: [String: SiteComparison.Difference] = [:]
  private var compared: Set<String> = []

  init(folder: String) { self.folder = folder }

  /// How many fresh files were compared.
  var comparedCount: Int { compared.count }

  func compare(_ files: [String: [UInt8]]) {
    for (path, bytes) in files {
      compared.insert(path)
      switch SiteFolder.file(path, in: folder) {
      case nil: differences[path] = .missing
      case let onDisk? where onDisk != bytes: differences[path] = .stale
      default: break
      }
    }
  }

  /// What differs, with the folder's files (`listed`) that no fresh file matched as extra.
  func differences(listed: Set<String>) -> [String: SiteComparison.Difference] {
    var all = differences
    for path in listed where !compared.contains(path) { all[path] = .extra }
    return all
  }
}
