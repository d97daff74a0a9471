import ArgumentParser
import NotesCore
import ScrollExamples

/// `scrollnotes run EXAMPLE-ID [--json]` / `scrollnotes run --list` (cli-contract.md): runs one
/// example against the model and prints its output; exit 2 for an unknown id.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Runs an example against the model and prints its output.")

  @Argument(help: "The example id, e.g. inset.tall-automatic.") var id: String?
  @Flag(help: "Print {\"id\", \"titleEn\", \"titleZh\", \"apis\", \"output\"} as JSON.") var json = false
  @Flag(help: "List every example id with its titles.") var list = false
  @Option(help: "The package folder, to show the example's code from its source file.") var root = "."

  func run() throws {
    switch ExampleRun.respond(id: id, list: list, json: json, readSource: { readTextFile(root + "/" + $0) }) {
    case .success(let text): print(text)
    case .failure(let failure):
      printError(failure.reason)
      throw ExitCode(2)
    }
  }
}

struct RunFailure: Error, Equatable {
  var reason: String
}

/// The pure part of `run`, for tests: text to print or the one-line reason for exit 2.
enum ExampleRun {
  static func respond(id: String?, list: Bool, json: Bool, readSource: (String) -> String?) -> Result<String, RunFailure> {
    if list {
      // An id beside --list is a mistake to point out, not to ignore.
      if let id { return .failure(RunFailure(reason: "scrollnotes run: give an example id or --list, not both (got '\(id)')")) }
      return .success(json ? listingJSON().serialized(pretty: true) : listing())
    }
    guard let id else { return .failure(RunFailure(reason: "scrollnotes run: give an example id, or --list")) }
    guard let example = ExampleRegistry.example(id: id) else { return .failure(unknown(id)) }
    let output = example.run()
    if json { return .success(jsonReport(example, output).serialized(pretty: true)) }
    let code = readSource(example.sourceFile).flatMap { ExampleSource.code(for: id, in: $0) }
    return .success(humanReport(example, output, code: code))
  }

  static func listing() -> String {
    ExampleRegistry.all.map { "\($0.id)  \($0.titleEn) / \($0.titleZh)" }.joined(separator: "\n")
  }

  /// `[{"id", "titleEn", "titleZh", "apis"}]`, in the listing's order.
  static func listingJSON() -> JSONValue {
    .array(
      ExampleRegistry.all.map { example in
        .object([
          JSONMember(key: "id", value: .string(example.id)),
          JSONMember(key: "titleEn", value: .string(example.titleEn)),
          JSONMember(key: "titleZh", value: .string(example.titleZh)),
          JSONMember(key: "apis", value: .array(example.apis.map { .string($0) })),
        ])
      })
  }

  static func jsonReport(_ example: Example, _ output: ExampleOutput) -> JSONValue {
    .object([
      JSONMember(key: "id", value: .string(example.id)),
      JSONMember(key: "titleEn", value: .string(example.titleEn)),
      JSONMember(key: "titleZh", value: .string(example.titleZh)),
      JSONMember(key: "apis", value: .array(example.apis.map { .string($0) })),
      JSONMember(key: "output", value: output.json),
    ])
  }

  /// Titles, the code that ran, and one `path = value` line per value (the figure is data for
  /// the site's drawing and is summarised by its kind).
  static func humanReport(_ example: Example, _ output: ExampleOutput, code: String?) -> String {
    var lines = ["\(example.id): \(example.titleEn) / \(example.titleZh)"]
    if !example.apis.isEmpty { lines.append("APIs: " + example.apis.joined(separator: ", ")) }
    lines.append("")
    lines.append(code ?? "(code not found: run from the package folder or pass --root)")
    lines.append("")
    for member in output.members {
      if member.key == "figure" {
        lines.append("figure = \(member.value["kind"]?.stringValue ?? "?") (drawn on the site)")
      } else {
        flatten(member.value, path: member.key, into: &lines)
      }
    }
    return lines.joined(separator: "\n")
  }

  static func flatten(_ value: JSONValue, path: String, into lines: inout [String]) {
    switch value {
    case .object(let members) where !members.isEmpty:
      for member in members { flatten(member.value, path: path + "." + member.key, into: &lines) }
    case .array(let items) where !items.isEmpty:
      for (index, item) in items.enumerated() { flatten(item, path: "\(path)[\(index)]", into: &lines) }
    default:
      lines.append("\(path) = \(value.serialized())")
    }
  }

  /// "unknown example id" with the closest known id when one is near.
  static func unknown(_ id: String) -> RunFailure {
    let ids = ExampleRegistry.all.map(\.id)
    let scored = ids.map { (id: $0, distance: editDistance(id, $0)) }
    var reason = "scrollnotes run: unknown example id \"\(id)\""
    if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= max(3, id.count / 3) {
      reason += "; did you mean \"\(best.id)\"?"
    } else {
      reason += "; see scrollnotes run --list"
    }
    return RunFailure(reason: reason)
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
