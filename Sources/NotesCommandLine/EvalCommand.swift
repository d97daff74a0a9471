import ArgumentParser

/// `scrollnotes eval` (cli-contract.md). Not implemented yet: exits 2 with a reason.
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "eval", abstract: "Not implemented yet.")
  func run() throws {
    printError("scrollnotes eval: not implemented yet")
    throw ExitCode(2)
  }
}
