import ArgumentParser
import NotesCore
import NotesExtraction
import NotesSite

/// `scrollnotes inspect FILE.md [--json]` (cli-contract.md): the knowledge extracted from one
/// notes file. JSON goes to standard output, diagnostics to standard error.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Shows what the extractor reads from one notes file.")

  @Argument(help: "The Markdown notes file to read.")
  var file: String

  @Flag(help: "Print the extracted knowledge as JSON.")
  var json = false

  func run() throws {
    let bytes: [UInt8]
    do {
      bytes = try Self.readNotes(file)
    } catch {
      printError(error.message)
      throw ExitCode(2)
    }
    let result = NotesExtractor.extract(bytes: bytes, file: file)
    for diagnostic in result.diagnostics { printError(diagnostic.formatted) }
    if json {
      print(InspectReport.json(result).serialized(pretty: true))
    } else {
      print(InspectReport.text(result), terminator: "")
    }
  }

  /// A notes file that cannot be read, as the one line `inspect` prints before exiting 2.
  struct Unreadable: Error {
    var message: String
  }

  /// The file's bytes. Regular files only, opened without blocking: a named pipe is refused,
  /// not waited on.
  static func readNotes(_ file: String) throws(Unreadable) -> [UInt8] {
    do throws(SiteInput.UnreadableFile) {
      return try SiteInput.readRegularFile(file)
    } catch {
      throw Unreadable(message: "\(file): error: cannot read the file: \(error.reason)")
    }
  }
}
