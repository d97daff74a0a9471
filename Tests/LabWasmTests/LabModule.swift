// The lab module and node for the parity test: `SCROLLNOTES_LAB_WASM` when set (scripts/test.sh
// builds it once), else built once per run with scripts/build-lab-wasm.sh. Both are required.
import Foundation

enum LabModule {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  nonisolated(unsafe) static var built: String?

  static func path() throws -> String {
    if let given = ProcessInfo.processInfo.environment["SCROLLNOTES_LAB_WASM"], !given.isEmpty { return given }
    if let built { return built }
    let out = packageRoot + "/.build/lab-wasm-test/lab.wasm"
    let result = try run("/bin/bash", [packageRoot + "/scripts/build-lab-wasm.sh", out])
    guard result.status == 0 else { throw Failure("build-lab-wasm.sh failed:\n\(result.output)") }
    built = out
    return out
  }

  static func node() throws -> String {
    guard let found = ["/usr/bin/node", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile) else {
      throw Failure("node is required to run the lab module in the parity test")
    }
    return found
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return (process.terminationStatus, process.terminationStatus == 0 ? text : text + String(decoding: errors, as: UTF8.self))
  }
}
