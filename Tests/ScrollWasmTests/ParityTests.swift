// The playground runs the model compiled to WebAssembly; these tests require the wasm build to
// answer exactly as the native build: 500+ seeded scenarios, every double compared as its
// 64-bit pattern.
import Foundation
import NotesHTML
import ScrollWasm
import Testing

/// The exports share one scene and result buffer, so every suite that calls them runs inside
/// this serialized parent, one test at a time.
@Suite("ScrollWasm exports", .serialized)
struct ScrollWasmExportTests {}

extension ScrollWasmExportTests {
@Suite("wasm ↔ native parity")
struct ParityTests {
  @Test("600 seeded random scenarios give bit-identical answers in wasm (node) and natively")
  func seededScenarios() throws {
    let programs = ScenarioPrograms.make(count: 600, seed: 0x5C20_11)
    let records = try Self.expectParity(programs)
    // The programs must exercise real answers, not just defaults: most calls fill slots.
    #expect(records.count > 600 * 40)
    // …and the iOS 17/17.4 operations must be done, refused and rejected, and the nested
    // pair must answer its state, many times each.
    let calls = programs.flatMap { $0 }
    func answers(_ name: String, _ value: Double) -> Int {
      zip(calls, records).filter { $0.name == name && $1.hasPrefix(bitPattern(value) + " ") }.count
    }
    #expect(answers("sn_sim_do", 1) > 1000)
    #expect(answers("sn_sim_do", 0) > 100)
    #expect(answers("sn_sim_do", -1) > 50)
    #expect(answers("sn_nested", 6) > 600 * 8)
  }

  /// Runs `programs` natively and in node and records an issue for every call whose return
  /// value or result slots differ. Returns the native records, one per call.
  @discardableResult
  static func expectParity(_ programs: [[ExportCall]], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    // Other suites in this process leave answers, a scene, a simulator and a nested pair
    // behind; the wasm module starts without them.
    let expected = PlaygroundCompute.exclusively {
      resetExportState()
      return programs.flatMap { $0.map { $0.recordNatively() } }
    }

    let json = "[" + programs.map { "[" + $0.map(\.json).joined(separator: ",") + "]" }.joined(separator: ",\n") + "]"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwasm-parity-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let result = try WasmModule.run(try WasmModule.node(), [
      WasmModule.packageRoot + "/wasm/parity.mjs", try WasmModule.path(), file.path,
    ])
    try #require(result.status == 0, "node failed: \(result.output)", sourceLocation: sourceLocation)
    let actual = result.output.split(separator: "\n").map(String.init)
    try #require(actual.count == expected.count, "wasm gave \(actual.count) records, native \(expected.count)",
                 sourceLocation: sourceLocation)
    let calls = programs.flatMap { $0 }
    var mismatches = 0
    for (i, (wasm, native)) in zip(actual, expected).enumerated() where wasm != native {
      mismatches += 1
      if mismatches <= 3 {
        Issue.record("call \(i) \(calls[i].json):\n  wasm   \(wasm)\n  native \(native)", sourceLocation: sourceLocation)
      }
    }
    #expect(mismatches == 0, "\(mismatches) of \(calls.count) calls differ", sourceLocation: sourceLocation)
    return expected
  }

  @Test("repeated calls (layouts, drags, questions) reuse memory instead of growing it")
  func memoryStaysFlat() throws {
    let result = try WasmModule.run(try WasmModule.node(), [
      WasmModule.packageRoot + "/wasm/memory-check.mjs", try WasmModule.path(),
    ])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("the comparison notices a difference: a changed scene changes the records")
  func recordsDependOnInputs() {
    let a = PlaygroundCompute.exclusively { ScenarioPrograms.make(count: 1, seed: 1)[0].map { $0.recordNatively() } }
    let b = PlaygroundCompute.exclusively { ScenarioPrograms.make(count: 1, seed: 2)[0].map { $0.recordNatively() } }
    #expect(a != b)
  }
}
}
