import Foundation
import NotesCore
import NotesSite
import NotesVerifier
import Synchronization

/// One build of the site, as `scrollnotes build` and `scrollnotes serve` run it: incremental
/// when the build cache beside the output allows it (`IncrementalBuild`), full otherwise.
/// Diagnostics go to standard error as they are found; the caller prints the summary.
struct SiteBuild {
  var content: String
  var output: String
  var model: [String]
  /// Ignore the cache and render every page.
  var full = false
  /// Where the site is published: a sitemap under it and a 404 page for its path.
  var baseURL: BaseURL?

  /// Paths are taken in one spelling (`PathSpelling.canonical`): the site shows the notes'
  /// and the model's file names, and two spellings of one folder must give the same bytes.
  init(content: String, output: String, model: [String], full: Bool = false, baseURL: BaseURL? = nil) {
    self.content = PathSpelling.canonical(content)
    self.output = output
    self.model = model.map { PathSpelling.canonical($0) }
    self.full = full
    self.baseURL = baseURL
  }

  struct Outcome {
    var summary: String
    var errors: Int
    /// Whether the site changed: `serve` reloads open pages only then.
    var wroteFiles: Bool
  }

  /// A failure with the exit code it calls for (2: unreadable input, 1: anything else).
  struct Failure: Error {
    var message: String
    var exitCode: Int32
  }

  /// `memory`: what `serve` keeps between builds (`BuildMemory`); a rebuild uses the cache it
  /// read ahead, and hands it the freeing of the files its commit replaced.
  func run(progress: Progress = Progress(enabled: false), memory: BuildMemory? = nil) throws(Failure) -> Outcome {
    // An output that must not be replaced is refused before any reading or compiling.
    do { try SiteWriter.checkOutput(output, protecting: [content] + model) } catch {
      throw Failure(message: error.description, exitCode: 2)
    }
    let clock = ContinuousClock()
    let start = clock.now
    // The last build's freeing ends before this one goes on (the two would share the cores),
    // and its cache, read ahead, is taken (or waited for); both count in this build's time.
    _ = memory?.freeing?.value
    memory?.freeing = nil
    let readAhead = memory?.takeReadAhead(forOutput: output)
    // The playground module's cache check needs none of the notes: it runs on its own thread
    // while they are listed and read.
    // The build cache (tens of milliseconds at 5,000 pages) is read meanwhile as well; the
    // rebuild decides whether it fits once the inputs are known.
    let output = self.output
    let cacheLoad = full || readAhead != nil ? nil : Background { BuildCache.load(forOutput: output) }
    let wasmLookup = Background { Result { () throws(PlaygroundModuleBuild.Failure) in try PlaygroundModuleBuild.lookup() } }
    let labLookup = Background { Result { () throws(PlaygroundModuleBuild.Failure) in try LabModuleBuild.lookup() } }
    progress.step("reading \(content)")
    // Taken before anything is read: a file changed after this is read again next time.
    let readStarted = FileStat.now()
    // The model first: a missing model folder is unusable input, and is found before the
    // example runs start (they would store their cache for the wrong model).
    let modelSources: [(file: String, text: String)]
    do { modelSources = try SiteInput.modelSources(in: model) } catch {
      throw Failure(message: error.description, exitCode: 2)
    }
    let model = self.model
    let exampleRuns = Background { ExampleRuns.run(modelFolders: model).runs }  // verification (issue 5)
    // The listing refuses a notes file that cannot be read (a folder named *.md, a dangling
    // link, a named pipe): unusable input, stopped before anything is written.
    let contentFiles: [String]
    let glossary: (file: String, bytes: [UInt8])?
    do {
      contentFiles = try SiteInput.contentFiles(in: content)
      glossary = try SiteInput.glossary(in: content)
    } catch {
      // Let the example runs finish storing their cache before the process ends.
      _ = exampleRuns.value
      throw Failure(message: error.description, exitCode: 2)
    }
    progress.step("building the playground module (WebAssembly)")
    let module: [UInt8]
    let labModule: [UInt8]
    do throws(PlaygroundModuleBuild.Failure) {
      let found = try wasmLookup.value.get()
      if let cached = found.cached { module = cached } else { module = try PlaygroundModuleBuild.build(found) }
      // The Auto Layout lab's module (issue 18), cached the same way.
      let lab = try labLookup.value.get()
      if let cached = lab.cached { labModule = cached } else { labModule = try LabModuleBuild.build(lab) }
    } catch {
      _ = exampleRuns.value
      throw Failure(message: error.description, exitCode: 1)
    }
    let examples = exampleRuns.value
    let folder = SiteInput.normalizedFolder(content)
    let siteKey = BuildCache.siteKey(
      toolIdentity: RunnerIdentity.generator, contentFolder: folder, modelSources: modelSources, examples: examples,
      playgroundModule: module, glossary: glossary?.bytes, baseURL: baseURL, labModule: labModule)
    StageTimer.note("inputs+wasm+examples \(clock.now - start)")

    if let cache = full ? nil : readAhead?.cache ?? cacheLoad?.value {
      StageTimer.note("cache loaded at \(clock.now - start)")
      // The session a rebuild writes into is open before it starts, so llms-full.txt is
      // written into it while the rebuild patches the search index.
      let session: SiteWriterSession
      do {
        session = try SiteWriterSession(output: output, mode: .inPlace, protecting: [content] + model)
      } catch {
        throw Failure(message: error.description, exitCode: 1)
      }
      // The first failure of a write made that way, if any, fails the build.
      let stagingFailure = Mutex<SiteWriteError?>(nil)
      switch IncrementalBuild.attempt(
        cache: cache, siteKey: siteKey, contentFolder: folder, contentFiles: contentFiles, readStarted: readStarted,
        output: output, modelSources: modelSources, examples: examples, playgroundModule: module, labModule: labModule,
        skeletons: readAhead?.skeletons, stageComposed: { file in
          do throws(SiteWriteError) { try session.write(file) } catch { stagingFailure.withLock { $0 = $0 ?? error } }
        },
        stageHead: { path, length in
          do throws(SiteWriteError) { try session.beginWithCurrentHead(of: path, length: length) } catch {
            stagingFailure.withLock { $0 = $0 ?? error }
          }
        })
      {
      case .success(let result):
        if let failure = stagingFailure.withLock({ $0 }) { throw Failure(message: failure.description, exitCode: 1) }
        let summary = try write(result, into: session, memory: memory)
        memory?.freeing = session.handOverReplacedFiles()
        StageTimer.note("incremental: written, cache stored at \(clock.now - start)")
        progress.finish()
        // The whole-book findings of the last full build still hold (a rebuild changes
        // nothing they depend on), so they are reported and counted again.
        let findings = result.cache.siteWideFindings
        for finding in findings { printError(finding.formatted) }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let elapsed = Self.format(clock.now - start)
        let changed = result.changedFiles.count
        return Outcome(
          summary: "built \(output): \(changed) of \(contentFiles.count) notes files changed, "
            + "\(summary.written) files written, \(errors) errors, \(warnings) warnings in \(elapsed)\n"
            + "已构建 \(output)：\(contentFiles.count) 个笔记文件中有 \(changed) 个改动，写入 \(summary.written) 个文件；"
            + "\(errors) 个错误，\(warnings) 个警告，用时 \(elapsed)",
          errors: errors, wroteFiles: summary.written > 0)
      case .failure(let refusal):
        StageTimer.note("full build (\(refusal))")
      }
    }
    // Each notes file is read right before it is extracted; the list and the model sources
    // are the ones read above.
    var input = SiteInput.deferred(contentFiles: contentFiles, contentFolder: folder, modelSources: modelSources)
    input.baseURL = baseURL
    input.glossary = glossary
    return try fullBuild(input, siteKey: siteKey, readStarted: readStarted, examples: examples, module: module, labModule: labModule, progress: progress, start: start)
  }

  /// Renders every page into a staging folder and swaps it in; an interrupted build leaves
  /// the previous site as it was.
  private func fullBuild(
    _ input: consuming SiteInput, siteKey: Fingerprint, readStarted: Int64, examples: [NotesVerifier.ExampleRun], module: [UInt8],
    labModule: [UInt8], progress: Progress, start: ContinuousClock.Instant
  ) throws(Failure) -> Outcome {
    // Signatures before bytes: a file changed in between is read again next time.
    let files = input.contentFiles.map(\.file)
    var stats: [String: FileStat] = [:]
    for (file, stat) in zip(files, FileStat.of(files, in: SiteInput.normalizedFolder(content))) { stats[file] = stat }
    let notesFileCount = input.contentFiles.count
    progress.step("rendering \(notesFileCount) notes files")
    let site: RenderedSite
    // Reading, rendering and the verifier's findings, sorted once.
    var findings: [Diagnostic] = []
    let summary: SiteWriteSummary
    // An output that must not be replaced is unusable input, found before any rendering.
    let session: SiteWriterSession
    do {
      session = try SiteWriterSession(output: output, protecting: [content] + model)
    } catch {
      throw Failure(message: error.description, exitCode: 2)
    }
    do {
      // Pages stream into the staging folder as they are rendered, and so does llms-full.txt.
      let llmsFull = try session.stream(SiteRenderer.llmsFullPath)
      site = try SiteRenderer.render(
        consume input, examples: examples,
        playgroundModule: module,  // playgrounds (issue 8)
        labModule: labModule,  // the Auto Layout lab (issue 18)
        cacheKey: BuildCacheKey(siteKey: siteKey, readStarted: readStarted, stats: stats), keepsVerificationInput: false,
        pageSink: { batch throws(SiteWriteError) in try session.write(batch.files.map { ($0.key, $0.value) }) }, llmsFull: llmsFull)
      findings = site.allDiagnostics
      for diagnostic in findings { printError(diagnostic.formatted) }
      progress.step("writing \(output)")
      var timer = StageTimer()
      try session.write(site.tree.files.map { ($0.key, $0.value) })
      try session.finish(llmsFull)
      timer.lap("last files written")
      // The cache never outlives the site it describes.
      BuildCache.remove(forOutput: output)
      summary = try session.commit()
      timer.lap("committed")
      if var cache = site.cache {
        cache.recordOutputs(session.paths, in: output)
        try cache.store(forOutput: output)
      }
      timer.lap("cache stored")
    } catch {
      throw Failure(message: error.description, exitCode: 1)
    }
    progress.finish()
    // The verifier's findings count too: the verification page of the site just written
    // lists them, so the summary and the exit status must not say otherwise.
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.filter { $0.severity == .warning }.count
    let elapsed = Self.format(ContinuousClock.now - start)
    return Outcome(
      summary: "built \(output): \(site.pageCount) files (\(summary.written) written, \(summary.reused) unchanged) from "
        + "\(notesFileCount) notes files, \(errors) errors, \(warnings) warnings in \(elapsed)\n"
        + "已构建 \(output)：共 \(site.pageCount) 个文件（写入 \(summary.written) 个，未变 \(summary.reused) 个），"
        + "来自 \(notesFileCount) 个笔记文件；\(errors) 个错误，\(warnings) 个警告，用时 \(elapsed)",
      errors: errors, wroteFiles: true)
  }

  /// Writes the few files an incremental build changed (llms-full.txt may be in `session`
  /// already). Only those are staged; the commit journal rolls them forward if the build is
  /// killed half-way.
  /// With `memory` (`serve`), the new cache is left to it to store after the reload is
  /// signalled (`BuildMemory.cacheToStore`).
  private func write(_ result: IncrementalBuild.Result, into session: SiteWriterSession, memory: BuildMemory?) throws(Failure)
    -> SiteWriteSummary
  {
    let start = ContinuousClock.now
    // Nothing to write and nothing new to remember: the site and its cache stay as they are
    // (the session's staging folder goes with it).
    if result.files.isEmpty, result.composed.isEmpty, !result.cacheChanged, session.paths.isEmpty,
      access("\(output)/\(SiteWriter.siteMarker)", F_OK) == 0
    {
      return SiteWriteSummary()
    }
    do {
      try session.write(result.files.map { ($0.path, $0.bytes) })
      for file in result.composed { try session.write(file) }
      StageTimer.note("incremental: staged \(ContinuousClock.now - start)")
      // Kept aside, not removed: storing the new cache appends to it.
      BuildCache.setAside(forOutput: output)
      let summary = try session.commit()
      StageTimer.note("incremental: committed \(ContinuousClock.now - start)")
      var cache = result.cache
      // Every file the session wrote, the ones written while the rebuild ran included.
      cache.recordOutputs(session.paths, in: output)
      if let memory { memory.cacheToStore = cache } else { try cache.store(forOutput: output) }
      return summary
    } catch {
      throw Failure(message: error.description, exitCode: 1)
    }
  }

  static func format(_ duration: Duration) -> String {
    let ms = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return ms < 1000 ? "\(ms) ms" : "\(ms / 1000).\(String(format: "%02d", (ms % 1000) / 10)) s"
  }
}

/// One spelling for a folder given on the command line: `./Content/`, `Content` and the
/// absolute path of `Content` under the working folder are all `Content`.
enum PathSpelling {
  static func canonical(_ path: String, workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
    var path = path
    let base = workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/"
    if path.hasPrefix("/"), base != "/", path.hasPrefix(base) { path = String(path.dropFirst(base.count)) }
    if path + "/" == base { return "." }
    let absolute = path.hasPrefix("/")
    // Empty and "." segments say nothing; ".." stays (it may cross a symbolic link).
    let segments = path.split(separator: "/").filter { $0 != "." }
    if segments.isEmpty { return absolute ? "/" : "." }
    return (absolute ? "/" : "") + segments.joined(separator: "/")
  }
}
