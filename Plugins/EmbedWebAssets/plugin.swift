// Embeds the site's JavaScript and CSS (real files in the target's `Web/` folder) into the
// module as Swift string constants, so the `scrollnotes` binary stays self-contained while the
// assets stay ordinary files that editors, linters and reviewers read as what they are.
import Foundation
import PackagePlugin

@main
struct EmbedWebAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let folder = target.directoryURL.appending(path: "Web")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
      .filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }
      .sorted()
    let inputs = names.map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedWebAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.count) web assets into \(target.name)",
        executable: try context.tool(named: "embed-web-assets").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
