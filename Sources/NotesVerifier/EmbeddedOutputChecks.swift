import NotesCore

/// The outputs the site stores must equal a fresh run of each example.
extension VerificationState {
  mutating func checkEmbeddedOutputs() {
    guard let embedded = input.embeddedOutputs else { return }
    for stored in embedded {
      guard let run = examplesByID[stored.exampleID] else { continue }
      counts.embeddedOutputsChecked += 1
      guard let bytes = stored.bytes else {
        emit(VerifyMessages.missingEmbeddedOutput(run.id), file: stored.file, at: nil)
        continue
      }
      let storedValue: JSONValue
      do {
        storedValue = try JSONValue.parse(bytes: bytes)
      } catch {
        emit(VerifyMessages.unreadableEmbeddedOutput(run.id, reason: error.message), file: stored.file, at: SourceLocation(line: error.line, column: error.column))
        continue
      }
      if storedValue == run.output { continue }
      let expected = storedValue.serialized(pretty: true)
      let actual = run.output.serialized(pretty: true)
      var notes = [DiagnosticNote("expected (stored) '-', actual (fresh run) '+':", at: nil)]
      notes += LineDiff.lines(expected: expected, actual: actual).prefix(60).map { DiagnosticNote($0, at: nil) }
      let line = LineDiff.firstDifferentLine(expected: expected, actual: actual)
      emit(VerifyMessages.staleExampleOutput(run.id), file: stored.file, at: SourceLocation(line: line, column: 1), notes: notes)
    }
  }
}

/// What the site stores for an example: its output, pretty-printed, one member per line, so a
/// stale output shows as a readable diff.
public enum EmbeddedOutputFile {
  /// `examples/<id>/output.json`, relative to the site folder.
  public static func path(for exampleID: String) -> String { "examples/\(exampleID)/output.json" }

  public static func contents(of run: ExampleRun) -> String { run.output.serialized(pretty: true) + "\n" }
}
