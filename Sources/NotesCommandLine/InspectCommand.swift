import ArgumentParser
import NotesCore
import NotesExtraction

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
      bytes = try readFile(file)
    } catch {
      printError("\(file): error: cannot read the file: \(error.reason)")
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
}

struct FileReadError: Error {
  let reason: String
}

/// The whole file as bytes (no Foundation: the bytes go straight to the extractor).
func readFile(_ path: String) throws(FileReadError) -> [UInt8] {
  // Non-blocking, so a named pipe cannot hang the open; only regular files are read.
  let descriptor = open(path, O_RDONLY | O_NONBLOCK)
  guard descriptor >= 0 else { throw FileReadError(reason: String(cString: strerror(errno))) }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw FileReadError(reason: String(cString: strerror(errno))) }
  guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileReadError(reason: "not a regular file") }
  _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileReadError(reason: String(cString: strerror(errno)))
    }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
  }
  return bytes
}
