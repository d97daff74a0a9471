import Foundation
import Testing

/// Runs a JavaScript program with node (required: the site's scripts are checked against the
/// Swift code they mirror) and returns what it wrote to standard output.
enum NodeHarness {
  /// A page-less stand-in for the browser globals the site script touches when it starts.
  static let browserStub = """
    globalThis.window = {};
    globalThis.location = {protocol: "http:", search: "", href: "http://127.0.0.1/"};
    globalThis.document = {currentScript: null, addEventListener() {}, getElementById() { return null }, querySelector() { return null }, querySelectorAll() { return [] },
                           documentElement: {dataset: {}}};
    """

  static func run(_ program: String, input: String = "") throws -> String {
    let node = try #require(
      ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) },
      "node is needed to run the site's JavaScript")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("harness.js")
    try program.write(to: script, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [script.path]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "node exited with \(process.terminationStatus)")
    return String(decoding: output, as: UTF8.self)
  }
}
