import ArgumentParser
import Foundation
import NotesCore
import NotesSite
import NotesVerifier

/// `scrollnotes build`: Content/ → site/, atomically, with progress and a one-line summary.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Build the site from the notes (default Content/ into site/).")

  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The folder to write the site into; replaced as a whole.") var output = "site"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]

  @Flag(help: "Render every page, ignoring the build cache beside the output.") var full = false

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let timings = ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil
    let progress = Progress()
    progress.step("reading \(content)")
    // Taken before anything is read: a file changed after this is read again next time.
    let readStarted = FileStat.now()
    let contentFiles: [String]
    let modelSources: [(file: String, text: String)]
    do {
      contentFiles = try SiteInput.contentFiles(in: content)
      modelSources = try SiteInput.modelSources(in: model)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    progress.step("building the playground module (WebAssembly)")
    let module: [UInt8]
    do { module = try PlaygroundModuleBuild.module() } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    let examples = ExampleRuns.run(modelFolders: model).runs  // verification (issue 5)
    let siteKey = BuildCache.siteKey(
      toolIdentity: RunnerIdentity.generator, contentFolder: SiteInput.normalizedFolder(content),
      modelSources: modelSources, examples: examples, playgroundModule: module)
    if timings { printError("timing: inputs+wasm+examples \(clock.now - start)") }

    let cache = full ? nil : BuildCache.load(forOutput: output)
    if timings { printError("timing: cache loaded \(clock.now - start)") }
    if let cache {
      switch IncrementalBuild.attempt(
        cache: cache, siteKey: siteKey, contentFolder: SiteInput.normalizedFolder(content), contentFiles: contentFiles,
        readStarted: readStarted, output: output, modelSources: modelSources, examples: examples, playgroundModule: module)
      {
      case .success(let result):
        try finishIncremental(result, fileCount: contentFiles.count, start: start, clock: clock, progress: progress)
        return
      case .failure(let refusal):
        if timings { printError("timing: full build (\(refusal))") }
      }
    }
    try fullBuild(
      siteKey: siteKey, readStarted: readStarted, contentFiles: contentFiles, examples: examples, module: module, start: start,
      clock: clock, progress: progress)
  }

  /// Renders every page into a staging folder and swaps it in.
  func fullBuild(
    siteKey: Fingerprint, readStarted: Int64, contentFiles: [String], examples: [NotesVerifier.ExampleRun], module: [UInt8],
    start: ContinuousClock.Instant, clock: ContinuousClock, progress: Progress
  ) throws {
    // Signatures before bytes: a file changed in between is read again next time.
    var stats: [String: FileStat] = [:]
    for file in contentFiles { stats[file] = FileStat.of(file) }
    let input: SiteInput
    do {
      input = try SiteInput.load(contentFolder: content, modelFolders: model)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let notesFileCount = input.contentFiles.count
    progress.step("rendering \(notesFileCount) notes files")
    // Pages stream into a staging folder as they are rendered; `commit` swaps it in at the
    // end, so an interrupted build still leaves the previous site as it was.
    let site: RenderedSite
    let summary: SiteWriteSummary
    do {
      let session = try SiteWriterSession(output: output)
      site = try SiteRenderer.render(
        consume input, examples: examples,
        playgroundModule: module,  // playgrounds (issue 8)
        cacheKey: BuildCacheKey(siteKey: siteKey, readStarted: readStarted, stats: stats),
        pageSink: { batch throws(SiteWriteError) in try session.write(batch.files.map { ($0.key, $0.value) }) })
      for diagnostic in site.diagnostics { printError(diagnostic.formatted) }
      progress.step("writing \(output)")
      try session.write(site.tree.files.map { ($0.key, $0.value) })
      // The cache never outlives the site it describes.
      BuildCache.remove(forOutput: output)
      StageTimer.memory("before commit")
      summary = try session.commit()
      StageTimer.memory("committed")
      try site.cache?.store(forOutput: output)
      StageTimer.memory("cache stored")
    } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    progress.finish()
    let errors = site.diagnostics.filter { $0.severity == .error }.count
    let warnings = site.diagnostics.filter { $0.severity == .warning }.count
    print("built \(output): \(site.pageCount) files (\(summary.written) written, \(summary.reused) unchanged) from \(notesFileCount) notes files, \(errors) errors, \(warnings) warnings in \(format(clock.now - start))")
    if errors > 0 { throw ExitCode(1) }
  }

  /// Writes the few files an incremental build changed, each replaced atomically.
  func finishIncremental(
    _ result: IncrementalBuild.Result, fileCount: Int, start: ContinuousClock.Instant, clock: ContinuousClock, progress: Progress
  ) throws {
    let summary: SiteWriteSummary
    do {
      BuildCache.remove(forOutput: output)
      summary = try SiteWriter.replaceInPlace(output, files: result.files)
      try result.cache.store(forOutput: output)
      if ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil { printError("timing: written \(clock.now - start)") }
    } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    progress.finish()
    let changed = result.changedFiles.count
    print("built \(output): \(changed) of \(fileCount) notes files changed, \(summary.written) files written, 0 errors, 0 warnings in \(format(clock.now - start))")
  }

  func format(_ duration: Duration) -> String {
    let ms = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return ms < 1000 ? "\(ms) ms" : "\(ms / 1000).\(String(format: "%02d", (ms % 1000) / 10)) s"
  }
}

/// Progress lines on a terminal only; a pipe or CI log gets just the summary.
struct Progress {
  let enabled = isatty(2) != 0
  func step(_ text: String) {
    if enabled { printError("\u{1B}[2K\r… \(text)", newline: false) }
  }
  func finish() {
    if enabled { printError("\u{1B}[2K\r", newline: false) }
  }
}
