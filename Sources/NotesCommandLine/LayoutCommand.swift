import ArgumentParser
import NotesCore
import ScrollLayout

/// `scrollnotes layout SYSTEM.json|.jsonl` (cli-contract.md): solves constraint systems and
/// prints one JSON object per system; exit 1 if any is unsatisfiable, 2 on unusable input.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Solves Auto Layout constraint systems (JSON, or JSON Lines with one system a line).")

  @Argument(help: "A .json file with one system, or a .jsonl file with one system per line.")
  var file: String

  func run() throws {
    guard let text = readTextFile(file) else {
      printError("\(file): cannot read the file")
      throw ExitCode(2)
    }
    let outcome = LayoutRun.solve(text: text, file: file, linesAreSystems: file.hasSuffix(".jsonl"))
    switch outcome {
    case .failure(let reason):
      printError(reason.reason)
      throw ExitCode(2)
    case .success(let answers):
      for answer in answers { print(answer.json.serialized()) }
      if answers.contains(where: { !$0.isSatisfiable }) { throw ExitCode(1) }
    }
  }
}

/// The pure part of the command, kept apart from file and process handling so tests can call it.
enum LayoutRun {
  struct Answer: Equatable {
    var json: JSONValue
    var isSatisfiable: Bool
  }

  /// Parses and solves every system in `text`; the failure is the one-line reason for exit 2.
  static func solve(text: String, file: String, linesAreSystems: Bool) -> Result<[Answer], LayoutFailure> {
    var sources: [(line: Int, text: String)] = []
    if linesAreSystems {
      var number = 0
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
        sources.append((number, String(line)))
      }
    } else {
      sources.append((1, text))
    }
    var answers: [Answer] = []
    for source in sources {
      let value: JSONValue
      do {
        value = try JSONValue.parse(source.text)
      } catch {
        let line = linesAreSystems ? source.line : error.line
        return .failure(LayoutFailure(reason: "\(file):\(line):\(error.column): \(error.message)"))
      }
      do throws(LayoutInputError) {
        let system = try LayoutSystemJSON.system(from: value)
        let solution = system.solve()
        answers.append(Answer(
          json: LayoutSystemJSON.answer(solution, names: system.variableNames),
          isSatisfiable: solution.isSatisfiable))
      } catch {
        return .failure(LayoutFailure(reason: "\(file):\(source.line): \(error.description)"))
      }
    }
    return .success(answers)
  }
}

struct LayoutFailure: Error, Equatable {
  var reason: String
}
