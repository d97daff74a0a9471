import ArgumentParser
import Foundation
import NotesPreviewServer
import NotesSite

/// `scrollnotes serve`: builds the site, serves it on 127.0.0.1 and rebuilds when the notes
/// change; open pages reload themselves after each rebuild (server-sent events).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Build the site, serve it on 127.0.0.1 and rebuild when the notes change.")

  @Option(help: "The port to listen on (loopback only).") var port: UInt16 = 8000
  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "The folder to write the site into; only changed files are replaced on each rebuild.") var output = "site"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]
  @Option(help: "How often to look for changes, in milliseconds.") var interval = 500

  func run() throws {
    // Never serve a site whose in-place commit was cut short: finish it first.
    do { try SiteWriter.recoverInterruptedCommit(output: output) } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    let memory = BuildMemory()
    // Taken before the first build reads anything: an edit made while it runs is seen.
    var seen = FolderSnapshot.of(folders: [content] + model)
    // The first build fails the command the way `build` would (2 for unusable input).
    do {
      say(try SiteBuild(content: content, output: output, model: model).run(memory: memory).summary)
      memory.readAhead(forOutput: output)
    } catch {
      printError(error.message)
      throw ExitCode(error.exitCode)
    }
    let signal = ReloadSignal()
    let server = try PreviewServer(siteFolder: output, port: port, signal: signal).makeServer()
    let address = "127.0.0.1:\(port)"
    Task {
      do { try await server.run() } catch {
        // A port in use (or any other reason not to listen) ends the command, not just the task.
        printError("\(address): error: cannot serve here: \(error)")
        Foundation.exit(2)
      }
    }
    // "serving" is said only once the socket listens.
    let listening = DispatchSemaphore(value: 0)
    Task {
      do { try await server.waitUntilListening(timeout: 10) } catch {
        printError("\(address): error: the server did not start listening: \(error)")
        Foundation.exit(2)
      }
      listening.signal()
    }
    listening.wait()
    say("serving \(output) at http://\(address)/ (Ctrl-C to stop)")
    say("正在 http://\(address)/ 提供 \(output)（Ctrl-C 停止）")

    while true {
      usleep(useconds_t(max(interval, 50)) * 1000)
      let now = FolderSnapshot.of(folders: [content] + model, after: seen)
      // Kept either way: it knows which files have settled since.
      defer { seen = now }
      guard now != seen else { continue }
      guard let outcome = rebuild(memory) else { continue }
      // Open pages reload only when the site changed (an editor's backup file, or an edit
      // that changes no page, rebuilds nothing).
      if outcome.wroteFiles { Task { await signal.bump() } }
      memory.readAhead(forOutput: output)
    }
  }

  /// A status line, written at once (also when stdout is a pipe into a log).
  func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// One build; diagnostics and the summary go to the terminal. Nil when it failed.
  func rebuild(_ memory: BuildMemory) -> SiteBuild.Outcome? {
    do {
      // The same build `scrollnotes build` runs: incremental after a one-page edit.
      let outcome = try SiteBuild(content: content, output: output, model: model).run(memory: memory)
      say(outcome.summary)
      return outcome
    } catch {
      printError(error.message)
      return nil
    }
  }
}
