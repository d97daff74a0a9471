import ArgumentParser
import Foundation

/// `scrollnotes build`: Content/ → site/, atomically, with progress and a one-line summary.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Build the site from the notes (default Content/ into site/).")

  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The folder to write the site into; only changed files are replaced.") var output = "site"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]

  @Flag(help: "Render every page, ignoring the build cache beside the output.") var full = false

  func run() throws {
    do {
      let outcome = try SiteBuild(content: content, output: output, model: model, full: full).run(progress: Progress())
      print(outcome.summary)
      if outcome.errors > 0 { throw ExitCode(1) }
    } catch let failure as SiteBuild.Failure {
      printError(failure.message)
      throw ExitCode(failure.exitCode)
    }
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
