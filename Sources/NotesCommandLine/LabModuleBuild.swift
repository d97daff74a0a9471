/// The Auto Layout lab's module (issue 18, scripts/build-lab-wasm.sh), built and cached by
/// content as the playground module is (`PlaygroundModuleBuild`), under .build/lab-wasm/.
enum LabModuleBuild {
  static let spec = PlaygroundModuleBuild.Spec(
    script: "scripts/build-lab-wasm.sh",
    inputFolders: ["Sources/ScrollModel", "Sources/ScrollLayout", "Sources/NotesCore", "Sources/NotesLexer", "Sources/NotesBook", "Sources/LabWasm"],
    // The files of NotesExtraction and ScrollExamples the script compiles.
    inputFiles: [
      "wasm/runtime.c", "wasm/lab-runtime.c", "scripts/wasm-toolchain.sh", "scripts/build-lab-wasm.sh",
      "Sources/NotesExtraction/CodeBlockOrigin.swift", "Sources/NotesExtraction/ExtractionMessages.swift",
      "Sources/NotesExtraction/LayoutScriptReader.swift", "Sources/NotesExtraction/LayoutScriptReader+Stack.swift",
      "Sources/NotesExtraction/LayoutSnippetReading.swift",
      "Sources/ScrollExamples/LayoutRunResult.swift", "Sources/ScrollExamples/LayoutScriptRunner.swift",
      "Sources/ScrollExamples/LayoutScriptRunner+Stack.swift",
    ],
    cacheStem: ".build/lab-wasm/lab", what: "the Auto Layout lab's module")

  static func lookup() throws(PlaygroundModuleBuild.Failure) -> PlaygroundModuleBuild.Lookup { try PlaygroundModuleBuild.lookup(spec) }
  static func build(_ found: PlaygroundModuleBuild.Lookup) throws(PlaygroundModuleBuild.Failure) -> [UInt8] {
    try PlaygroundModuleBuild.build(found, spec)
  }
  static func module() throws(PlaygroundModuleBuild.Failure) -> [UInt8] { try PlaygroundModuleBuild.module(spec) }
}
