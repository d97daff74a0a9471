import ArgumentParser
import Foundation
import NotesCore
import NotesSite

/// `scrollnotes build`: Content/ → site/, atomically, with progress and a one-line summary.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Build the site from the notes (default Content/ into site/).")

  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The folder to write the site into; replaced as a whole.") var output = "site"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let progress = Progress()
    // The playground module's cache check and the example runs need none of the notes: they
    // run on their own threads while the notes are read.
    let wasmLookup = Background { Result { () throws(PlaygroundModuleBuild.Failure) in try PlaygroundModuleBuild.lookup() } }
    let model = self.model
    let exampleRuns = Background { ExampleRuns.run(modelFolders: model).runs }
    progress.step("reading \(content)")
    let input: SiteInput
    do {
      input = try SiteInput.load(contentFolder: content, modelFolders: model)
    } catch {
      // Let the example runs finish storing their cache before the process ends.
      _ = exampleRuns.value
      printError(error.description)
      throw ExitCode(2)
    }
    progress.step("building the playground module (WebAssembly)")
    let module: [UInt8]
    do throws(PlaygroundModuleBuild.Failure) {
      let found = try wasmLookup.value.get()
      if let cached = found.cached { module = cached } else { module = try PlaygroundModuleBuild.build(found) }
    } catch {
      _ = exampleRuns.value
      printError(error.description)
      throw ExitCode(1)
    }
    let examples = exampleRuns.value
    let notesFileCount = input.contentFiles.count
    progress.step("rendering \(notesFileCount) notes files")
    // Pages stream into a staging folder as they are rendered; `commit` swaps it in at the
    // end, so an interrupted build still leaves the previous site as it was.
    let site: RenderedSite
    let summary: SiteWriteSummary
    do {
      let session = try SiteWriterSession(output: output)
      if ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil { printError("timing: load+wasm+examples \(clock.now - start)") }
      site = try SiteRenderer.render(
        consume input, examples: examples,  // verification (issue 5)
        playgroundModule: module,  // playgrounds (issue 8)
        pageSink: { batch throws(SiteWriteError) in try session.write(batch.files.map { ($0.key, $0.value) }) })
      for diagnostic in site.diagnostics { printError(diagnostic.formatted) }
      progress.step("writing \(output)")
      try session.write(site.tree.files.map { ($0.key, $0.value) })
      summary = try session.commit()
      if ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil { printError("timing: total \(clock.now - start)") }
    } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    progress.finish()
    let elapsed = clock.now - start
    let errors = site.diagnostics.filter { $0.severity == .error }.count
    let warnings = site.diagnostics.filter { $0.severity == .warning }.count
    print("built \(output): \(site.pageCount) files (\(summary.written) written, \(summary.reused) unchanged) from \(notesFileCount) notes files, \(errors) errors, \(warnings) warnings in \(format(elapsed))")
    if errors > 0 { throw ExitCode(1) }
  }

  func format(_ duration: Duration) -> String {
    let ms = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return ms < 1000 ? "\(ms) ms" : "\(ms / 1000).\(String(format: "%02d", (ms % 1000) / 10)) s"
  }
}

/// Work started on a thread of its own; `value` waits for its result.
final class Background<Value: Sendable>: @unchecked Sendable {
  // Written once by the worker before `done` is signalled, read only after waiting on it.
  private var result: Value?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () -> Value) {
    Thread {
      self.result = work()
      self.done.signal()
    }.start()
  }

  var value: Value {
    done.wait()
    done.signal()  // for the next reader
    return result!
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
