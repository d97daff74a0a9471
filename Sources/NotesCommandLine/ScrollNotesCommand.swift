public import ArgumentParser

/// The `scrollnotes` root command; each subcommand lives in its own file.
public struct ScrollNotesCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "scrollnotes",
    abstract: "Builds and verifies the ScrollNotes reference site for UIScrollView.",
    version: ScrollNotesVersion.current,
    subcommands: [
      BuildCommand.self, ServeCommand.self, VerifyCommand.self, RunCommand.self, EvalCommand.self, LayoutCommand.self,
      InspectCommand.self, DocsetCommand.self,
    ])

  public init() {}
}

/// Runs the command line and returns the process exit status.
///
/// The contract (cli-contract.md) wants 2 for unusable input, so argument-parsing failures,
/// which ArgumentParser reports as EX_USAGE (64), are mapped to 2.
public func runScrollNotes(_ arguments: [String]) -> Int32 {
  do {
    var command = try ScrollNotesCommand.parseAsRoot(arguments)
    try command.run()
    return 0
  } catch {
    let code = ScrollNotesCommand.exitCode(for: error)
    let message = ScrollNotesCommand.fullMessage(for: error)
    if !message.isEmpty {
      if code == .success { print(message) } else { printError(message) }
    }
    if code == .validationFailure { return 2 }
    return code.rawValue
  }
}
