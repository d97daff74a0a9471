import ArgumentParser

/// `scrollnotes layout` (cli-contract.md). Not implemented yet: exits 2 with a reason.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "layout", abstract: "Not implemented yet.")
  func run() throws {
    printError("scrollnotes layout: not implemented yet")
    throw ExitCode(2)
  }
}
