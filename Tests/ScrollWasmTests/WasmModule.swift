// Finding (or building) the .wasm and node for the parity test. Both are required: a missing
// toolchain or node fails the test with a message rather than skipping it.
import Foundation

enum WasmModule {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// `SCROLLNOTES_WASM` when set (scripts/test.sh builds it once), else a fresh build, made
  /// once per test run (the suites using it are serialized).
  static func path() throws -> String {
    if let given = ProcessInfo.processInfo.environment["SCROLLNOTES_WASM"], !given.isEmpty { return given }
    if let built { return built }
    let out = packageRoot + "/.build/scrollwasm-test/scrollmodel.wasm"
    let result = try run("/bin/bash", [packageRoot + "/scripts/build-wasm.sh", out])
    guard result.status == 0 else { throw Failure("build-wasm.sh failed:\n\(result.output)") }
    built = out
    return out
  }
  nonisolated(unsafe) static var built: String?

  static func node() throws -> String {
    for candidate in ["/usr/bin/node", "/usr/local/bin/node"] where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    throw Failure("node is required to run the wasm side of the parity test")
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs a program, returning its exit status and stdout (+ stderr when it fails).
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and block the child.
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var text = String(decoding: data, as: UTF8.self)
    if process.terminationStatus != 0 { text += String(decoding: errors, as: UTF8.self) }
    return (process.terminationStatus, text)
  }
}
