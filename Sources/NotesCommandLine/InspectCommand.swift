import ArgumentParser

/// `scrollnotes inspect` (cli-contract.md). Not implemented yet: exits 2 with a reason.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "inspect", abstract: "Not implemented yet.")
  func run() throws {
    printError("scrollnotes inspect: not implemented yet")
    throw ExitCode(2)
  }
}
