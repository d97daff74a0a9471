import ArgumentParser
import Foundation
import NotesSite

/// `scrollnotes build`: Content/ → site/, atomically, with progress and a one-line summary.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Build the site from the notes (default Content/ into site/).")

  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The folder to write the site into; only changed files are replaced.") var output = "site"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]

  @Flag(help: "Render every page, ignoring the build cache beside the output.") var full = false
  @Option(
    help: """
      The address the site is published at (https://example.org/scrollnotes/): writes sitemap.xml       with absolute addresses under it and roots the 404 page's links at its path. Without it, no sitemap.
      """)
  var baseURL: String?

  func run() throws {
    let base: BaseURL?
    do { base = try baseURL.map { text throws(BaseURL.Problem) in try BaseURL(text) } } catch {
      printError("error: \(error.description)")
      throw ExitCode(2)
    }
    do {
      let outcome = try SiteBuild(content: content, output: output, model: model, full: full, baseURL: base).run(progress: Progress())
      print(outcome.summary)
      print(Self.whereToRead(output: output))
      if outcome.errors > 0 { throw ExitCode(1) }
    } catch let failure as SiteBuild.Failure {
      printError(failure.message)
      throw ExitCode(failure.exitCode)
    }
  }
}

extension BuildCommand {
  /// The last line of a build: the site works opened from disk, or served with live reload.
  static func whereToRead(output: String) -> String {
    var folder = output
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    let page = folder + (folder.hasSuffix("/") ? "" : "/") + "index.html"
    return "read it: open \(page) in a browser, or run `scrollnotes serve` for live reload"
      + " · 阅读：用浏览器打开 \(page)，或运行 `scrollnotes serve` 实时预览"
  }
}

/// Progress lines on a terminal only; a pipe or CI log gets just the summary.
struct Progress {
  var enabled = isatty(2) != 0
  func step(_ text: String) {
    if enabled { printError("\u{1B}[2K\r… \(text)", newline: false) }
  }
  func finish() {
    if enabled { printError("\u{1B}[2K\r", newline: false) }
  }
}
