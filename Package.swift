// swift-tools-version: 6.1
import PackageDescription

// Arrows point one way: the portable model (Scroll*) at the bottom, the generator (Notes*)
// above it, the command line on top. ScrollModel and ScrollLayout import nothing, so they
// also compile as Embedded Swift for wasm32 (see scripts/build-wasm.sh).
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "ScrollNotes",
  products: [
    .executable(name: "scrollnotes", targets: ["scrollnotes"]),
    .library(name: "ScrollModel", targets: ["ScrollModel"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // Portable model: standard library only.
    .target(name: "ScrollModel", swiftSettings: swiftSettings),
    .target(name: "ScrollLayout", dependencies: ["ScrollModel"], swiftSettings: swiftSettings),
    // C-ABI exports over the model for the browser playgrounds (scripts/build-wasm.sh); the
    // same functions build natively so tests compare both.
    .target(name: "ScrollWasm", dependencies: ["ScrollModel"], swiftSettings: swiftSettings),
    // The Auto Layout lab (issue 18): the articles' layout reader, runner and engine behind
    // C-ABI `lab_*` exports, its own WebAssembly module (scripts/build-lab-wasm.sh).
    .target(
      name: "LabWasm",
      dependencies: ["ScrollModel", "ScrollLayout", "ScrollExamples", "NotesCore", "NotesLexer", "NotesBook", "NotesExtraction"],
      swiftSettings: swiftSettings),

    // Examples: real Swift run against the model by one runner (scrollnotes run / build).
    .target(
      name: "ScrollExamples", dependencies: ["ScrollModel", "ScrollLayout", "NotesCore", "NotesBook"],
      swiftSettings: swiftSettings),

    // Generator.
    .target(name: "NotesCore", swiftSettings: swiftSettings),
    .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    // cmark's allocations during one parse, from a per-thread arena freed at once.
    .target(name: "CCmarkArena"),
    .target(name: "NotesMarkdown", dependencies: ["NotesCore", "CCmark", "CCmarkArena"], swiftSettings: swiftSettings),
    .target(name: "NotesLexer", dependencies: ["NotesCore"], swiftSettings: swiftSettings),
    .target(name: "NotesBook", dependencies: ["NotesCore"], swiftSettings: swiftSettings),
    .target(
      name: "NotesExtraction",
      dependencies: ["NotesCore", "NotesMarkdown", "NotesLexer", "NotesBook"],
      swiftSettings: swiftSettings),
    // NotesHTML precomputes the playgrounds' no-script outputs through ScrollWasm's exports.
    // Its JavaScript and CSS are real files in Sources/NotesHTML/Web, embedded at build time.
    .target(
      name: "NotesHTML", dependencies: ["NotesCore", "NotesLexer", "NotesBook", "ScrollModel", "ScrollWasm", "LabWasm"], exclude: ["Web"],
      swiftSettings: swiftSettings, plugins: ["EmbedWebAssets"]),
    .executableTarget(name: "embed-web-assets", swiftSettings: swiftSettings),
    .plugin(name: "EmbedWebAssets", capability: .buildTool(), dependencies: ["embed-web-assets"]),
    // SHA-256's block compression with the x86 SHA extensions, for NotesVerifier.SHA256.
    .target(name: "CSHA256"),
    .target(name: "NotesVerifier", dependencies: ["NotesCore", "NotesBook", "ScrollModel", "CSHA256"], swiftSettings: swiftSettings),
    .target(name: "CFileSwap"),
    .target(
      name: "NotesSite",
      dependencies: ["NotesCore", "NotesBook", "NotesExtraction", "NotesHTML", "NotesVerifier", "CFileSwap"], swiftSettings: swiftSettings),
    // Dash/Zeal docsets from a built site; the index through the system SQLite (libsqlite3-dev).
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "NotesDocset", dependencies: ["CSQLite", "NotesBook", "NotesSite"], swiftSettings: swiftSettings),
    // libcurl opened on first use rather than at start (curl_on_demand.c).
    .target(name: "CCurlOnDemand"),
    .target(
      name: "NotesPreviewServer", dependencies: ["CCurlOnDemand", .product(name: "FlyingFox", package: "FlyingFox")],
      swiftSettings: swiftSettings),
    .target(
      name: "NotesCommandLine",
      dependencies: [
        "ScrollModel", "ScrollLayout", "ScrollExamples", "NotesCore", "NotesBook", "NotesExtraction", "NotesSite",
        "NotesPreviewServer", "NotesDocset",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    // Linked by lld: scripts/build-release.sh links the Swift runtime and Foundation in, and
    // gold warns about a call in Foundation's own archive (mktemp) on every such link.
    .executableTarget(
      name: "scrollnotes", dependencies: ["NotesCommandLine"], swiftSettings: swiftSettings,
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),
    // Benchmark (not a test): Benchmarks/layout/run.sh.
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["ScrollLayout"], path: "Benchmarks/layout/Sources/LayoutBenchmark",
      swiftSettings: swiftSettings),

    .testTarget(name: "ScrollModelTests", dependencies: ["ScrollModel"], swiftSettings: swiftSettings),
    .testTarget(
      name: "NotesCommandLineTests", dependencies: ["NotesCommandLine", "NotesCore", "ScrollModel"],
      swiftSettings: swiftSettings),
    .testTarget(name: "ScrollLayoutTests", dependencies: ["ScrollLayout", "ScrollModel", "NotesCore", "NotesCommandLine"],
                resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .testTarget(
      name: "ScrollExamplesTests",
      dependencies: [
        "ScrollExamples", "ScrollLayout", "ScrollModel", "NotesCore", "NotesBook", "NotesExtraction", "NotesCommandLine",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "LabWasmTests", dependencies: ["LabWasm", "ScrollExamples", "NotesExtraction", "NotesBook", "NotesCore", "ScrollModel"],
      swiftSettings: swiftSettings),
    .testTarget(name: "ScrollWasmTests", dependencies: ["ScrollWasm", "ScrollModel", "NotesHTML"], swiftSettings: swiftSettings),
    .testTarget(name: "NotesHTMLTests", dependencies: ["NotesHTML"], exclude: ["Snapshots"], swiftSettings: swiftSettings),
    // The test executable exports the libcurl forwarders, so FoundationNetworking (a shared
    // library here) calls them as the release executable's static copy does.
    .testTarget(
      name: "NotesPreviewServerTests", dependencies: ["NotesPreviewServer", "CCurlOnDemand"], swiftSettings: swiftSettings,
      linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "--export-dynamic-symbol=curl_*"], .when(platforms: [.linux]))]),
    .testTarget(
      name: "NotesVerifierTests", dependencies: ["NotesVerifier", "NotesExtraction", "NotesBook", "NotesCore", "ScrollModel"],
      swiftSettings: swiftSettings),
    .testTarget(name: "NotesSiteTests", dependencies: ["NotesSite"], swiftSettings: swiftSettings),
    .testTarget(name: "NotesDocsetTests", dependencies: ["NotesDocset"], swiftSettings: swiftSettings),
    .testTarget(name: "NotesCoreTests", dependencies: ["NotesCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "NotesExtractionTests",
      dependencies: ["NotesExtraction", "NotesMarkdown", "NotesLexer", "NotesBook", "NotesCore"],
      resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    // CCmark: the value-tree converter the flat tree replaced is kept in a test as its reference.
    .testTarget(name: "NotesMarkdownTests", dependencies: ["NotesMarkdown", "NotesCore", "CCmark", "CCmarkArena"], swiftSettings: swiftSettings),
    .testTarget(name: "NotesLexerTests", dependencies: ["NotesLexer", "NotesCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "InspectCommandTests", dependencies: ["NotesCommandLine", "NotesExtraction", "NotesCore"],
      swiftSettings: swiftSettings),

    // Fuzzing: the whole ingest path on mutated inputs (scripts/fuzz-ingest.sh).
    .executableTarget(
      name: "notes-fuzz", dependencies: ["NotesExtraction", "NotesMarkdown", "NotesBook", "NotesCore"],
      path: "Fuzz/notes-fuzz", swiftSettings: swiftSettings, linkerSettings: [.linkedLibrary("m")]),
    // Benchmarks/run.sh: extraction alone, on one core, against cmark_batch.
    .executableTarget(
      name: "notes-extract-bench", dependencies: ["NotesExtraction"], path: "Benchmarks/extract", swiftSettings: swiftSettings),
  ]
)
