import ArgumentParser
internal import NotesCore

/// `scrollnotes eval SCENARIO.json` (cli-contract.md): one scroll view, a list of questions,
/// answers computed by the ScrollModel.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Evaluates a scroll-view scenario against the model and prints the answers as JSON.")

  @Argument(help: "The scenario file, or - for standard input.")
  var scenario: String

  func run() throws {
    let outcome: EvalOutcome
    switch EvalInput.contents(of: scenario) {
    case .failure(let failure): outcome = EvalOutcome(output: nil, diagnostic: failure.message, exitCode: 2)
    case .success(let bytes): outcome = evaluateScenario(bytes: bytes, file: EvalInput.displayName(scenario))
    }
    if let output = outcome.output { print(output) }
    if let diagnostic = outcome.diagnostic { printError(diagnostic) }
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}

/// What `eval` prints and returns.
public struct EvalOutcome: Equatable, Sendable {
  /// The answers as JSON (standard output), nil when the input was unusable.
  public var output: String?
  /// A one-line reason (standard error).
  public var diagnostic: String?
  /// 0 answered, 1 some question could not be answered, 2 unusable input.
  public var exitCode: Int32
}

/// Evaluates scenario text (UTF-8 bytes) read from `file` (the name used in messages).
public func evaluateScenario(bytes: [UInt8], file: String) -> EvalOutcome {
  let document: JSONValue
  do {
    document = try JSONValue.parse(bytes: bytes)
  } catch {
    return EvalOutcome(output: nil, diagnostic: "\(file):\(error.line):\(error.column): \(error.message)", exitCode: 2)
  }
  do {
    return try answers(document, file: file)
  } catch {
    return EvalOutcome(output: nil, diagnostic: error.message, exitCode: 2)
  }
}

/// Evaluates scenario text; see `evaluateScenario(bytes:file:)`.
public func evaluateScenario(text: String, file: String) -> EvalOutcome {
  evaluateScenario(bytes: Array(text.utf8), file: file)
}

private func answers(_ document: JSONValue, file: String) throws(EvalFailure) -> EvalOutcome {
  let reader = EvalScenarioReader(file: file)
  let root = try reader.object(document, "$", allowed: ["scrollView", "questions"])
  let scrollView = try reader.scrollView(reader.required(root, "scrollView", "$"), "$.scrollView")
  let questionsValue = try reader.required(root, "questions", "$")
  guard let questions = questionsValue.arrayValue else {
    throw reader.failure("$.questions", "expected an array, found \(questionsValue.kindDescription)")
  }
  let answerer = EvalQuestionAnswerer(reader: reader, scrollView: scrollView)
  var results: [JSONValue] = []
  var refused: [String] = []
  for (index, question) in questions.enumerated() {
    let (answer, failed) = try answerer.answer(question, "$.questions[\(index)]")
    results.append(answer)
    if failed, let message = answer["error"]?.stringValue { refused.append("$.questions[\(index)]: \(message)") }
  }
  let output = JSONValue.object([JSONMember(key: "answers", value: .array(results))]).serialized(pretty: true)
  guard refused.isEmpty else {
    let diagnostic = "\(file): " + refused.joined(separator: "; ")
    return EvalOutcome(output: output, diagnostic: diagnostic, exitCode: 1)
  }
  return EvalOutcome(output: output, diagnostic: nil, exitCode: 0)
}
