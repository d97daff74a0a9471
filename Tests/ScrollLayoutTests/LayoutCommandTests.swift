// `scrollnotes layout` as cli-contract.md describes it: one answer per system in input order,
// exit 1 when a system is unsatisfiable, 2 with a one-line reason on unusable input.
import Foundation
import NotesCore
@testable import NotesCommandLine
import Testing

@Suite("scrollnotes layout")
final class LayoutCommandTests {
  static let widthConflict = """
    {"variables": ["A.width"], "constraints": [
      {"terms": [["A.width", 1]], "constant": -400, "op": "==", "priority": 1000},
      {"terms": [["A.width", 1]], "constant": -300, "op": "==", "priority": 1000}]}
    """

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
  deinit { try? FileManager.default.removeItem(at: directory) }

  func temporaryFile(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("answers every corpus system in input order with the corpus's status and rejections")
  func answersTheCorpus() throws {
    let text = FuzzCorpus.cases.isEmpty ? "" : try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/autolayout_fuzz_seed1.jsonl"), encoding: .utf8)
    guard case .success(let answers) = LayoutRun.solve(text: text, file: "corpus.jsonl", linesAreSystems: true) else {
      Issue.record("the corpus was refused")
      return
    }
    #expect(answers.count == FuzzCorpus.cases.count)
    for (answer, fuzz) in zip(answers, FuzzCorpus.cases) {
      #expect(answer.json["status"]?.stringValue == (fuzz.rejected.isEmpty ? "ok" : "unsatisfiable"))
      #expect(answer.json["rejected"]?.arrayValue?.compactMap(\.doubleValue) == fuzz.rejected.map(Double.init))
      for (position, name) in fuzz.system.variableNames.enumerated() {
        #expect(answer.json["unique"]?[name]?.boolValue == fuzz.unique[position])
        if fuzz.unique[position], let value = answer.json["values"]?[name]?.doubleValue {
          #expect(abs(value - fuzz.values[position]) <= 1e-6)
        }
      }
    }
  }

  @Test("an unsatisfiable system lists the rejected constraint and its conflicting set")
  func conflictAnswer() throws {
    guard case .success(let answers) = LayoutRun.solve(text: Self.widthConflict, file: "f.json", linesAreSystems: false)
    else {
      Issue.record("refused")
      return
    }
    #expect(answers.first?.json.serialized() == """
      {"status": "unsatisfiable", "rejected": [1], "conflicts": [[0, 1]], "values": {"A.width": 400}, "unique": {"A.width": true}}
      """)
  }

  @Test("unusable input names the file, the line and the JSON path", arguments: [
    ("{\"variables\": [\"x\"], \"constraints\": []}\n\n{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[\"y\", 1]], \"op\": \"==\"}]}",
     "s.jsonl:3: constraints[0].terms[0][0]: expected the name of a declared variable"),
    ("{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [], \"op\": \"=\"}]}",
     "s.jsonl:1: constraints[0].op: expected \"==\", \"<=\" or \">=\""),
    ("{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [], \"op\": \"==\", \"priority\": 1001}]}",
     "s.jsonl:1: constraints[0].priority: expected a number from 1 to 1000"),
    ("{\"variables\": [1]}", "s.jsonl:1: variables[0]: expected a string, found a number"),
  ])
  func unusableInput(text: String, reason: String) {
    #expect(LayoutRun.solve(text: text, file: "s.jsonl", linesAreSystems: true) == .failure(LayoutFailure(reason: reason)))
  }

  @Test("malformed JSON reports line and column")
  func malformedJSON() {
    guard case .failure(let failure) = LayoutRun.solve(text: "{\"variables\": [], \"constraints\": []}\n{\"variables\": [", file: "s.jsonl", linesAreSystems: true)
    else {
      Issue.record("accepted")
      return
    }
    #expect(failure.reason.hasPrefix("s.jsonl:2:"))
  }

  @Test("exit status: 0 when all systems hold, 1 when one is unsatisfiable, 2 on unusable input")
  func exitStatus() throws {
    let fine = try temporaryFile("ok.json", #"{"variables": ["x"], "constraints": [{"terms": [["x", 1]], "constant": -5, "op": ">=", "priority": 1000}]}"#)
    let conflict = try temporaryFile("conflict.json", Self.widthConflict)
    let broken = try temporaryFile("broken.jsonl", "{\"variables\": }\n")
    #expect(runScrollNotes(["layout", fine]) == 0)
    #expect(runScrollNotes(["layout", conflict]) == 1)
    #expect(runScrollNotes(["layout", broken]) == 2)
    #expect(runScrollNotes(["layout", fine + ".missing"]) == 2)
  }
}
