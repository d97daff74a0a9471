import Foundation
import NotesSite
import Testing

@testable import NotesCommandLine

/// The playground module's cache key is what the module is made from (each input's
/// package-relative path and bytes), never where the checkout lies: a moved or copied
/// checkout finds the module it built instead of compiling it again (about 22 s).
@Suite struct PlaygroundModuleCache {
  /// A package-shaped folder holding the module's inputs.
  static func checkout(at root: String, model: String = "public struct A {}\n") throws {
    let files = FileManager.default
    for folder in PlaygroundModuleBuild.inputFolders { try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
    try files.createDirectory(atPath: root + "/wasm", withIntermediateDirectories: true)
    try files.createDirectory(atPath: root + "/scripts", withIntermediateDirectories: true)
    try model.write(toFile: root + "/Sources/ScrollModel/A.swift", atomically: false, encoding: .utf8)
    try "struct W {}\n".write(toFile: root + "/Sources/ScrollWasm/W.swift", atomically: false, encoding: .utf8)
    try "int x;\n".write(toFile: root + "/wasm/runtime.c", atomically: false, encoding: .utf8)
    try "#!/bin/sh\n".write(toFile: root + "/" + PlaygroundModuleBuild.script, atomically: false, encoding: .utf8)
  }

  @Test func theKeyIsTheInputsNotTheCheckoutsPath() throws {
    let base = NSTemporaryDirectory() + "wasm-key-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    try Self.checkout(at: base + "/one")
    try Self.checkout(at: base + "/elsewhere/two")
    try Self.checkout(at: base + "/three", model: "public struct B {}\n")
    let one = PlaygroundModuleBuild.inputHash(root: base + "/one")
    #expect(one == PlaygroundModuleBuild.inputHash(root: base + "/elsewhere/two"))
    #expect(one != PlaygroundModuleBuild.inputHash(root: base + "/three"))
    // A moved checkout with its .build finds the cached module without building it.
    try FileManager.default.createDirectory(atPath: base + "/one/.build/playground-wasm", withIntermediateDirectories: true)
    try Data([0, 0x61, 0x73, 0x6d]).write(to: URL(fileURLWithPath: base + "/one/.build/playground-wasm/scrollmodel-\(one).wasm"))
    try FileManager.default.moveItem(atPath: base + "/one", toPath: base + "/moved")
    let cache = base + "/moved/.build/playground-wasm/scrollmodel-\(PlaygroundModuleBuild.inputHash(root: base + "/moved")).wasm"
    #expect(FileManager.default.contents(atPath: cache) == Data([0, 0x61, 0x73, 0x6d]))
  }
}

/// The key is remembered beside the cached modules with every input's signature
/// (`InputMemo`), so a build whose inputs kept theirs does not read and hash them again.
@Suite struct PlaygroundModuleKeyMemo {
  @Test func aRememberedKeyIsUsedWhileTheInputsKeepTheirSignaturesAndWorkedOutAgainAfterAnEdit() throws {
    let root = NSTemporaryDirectory() + "wasm-memo-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try PlaygroundModuleCache.checkout(at: root)
    try FileManager.default.createDirectory(atPath: root + "/.build/playground-wasm", withIntermediateDirectories: true)
    let memo = root + "/.build/playground-wasm/scrollmodel.inputs"
    // A missing input counts as empty and has no signature: nothing is remembered.
    _ = PlaygroundModuleBuild.inputHash(root: root)
    #expect(InputMemo.read(memo) == nil)
    try "# toolchain\n".write(toFile: root + "/scripts/wasm-toolchain.sh", atomically: false, encoding: .utf8)
    let hash = PlaygroundModuleBuild.inputHash(root: root)
    #expect(hash == ModuleInputHashIsUnchanged.referenceHash(root: root, .playground))
    // Stored, though the files are too new for it to be trusted yet.
    let stored = try #require(InputMemo.read(memo))
    #expect(stored.files == PlaygroundModuleBuild.inputPaths(root: root, .playground))
    #expect(stored.value == Array(hash.utf8))
    #expect(PlaygroundModuleBuild.inputHash(root: root) == hash)
    // A memo whose signatures were taken well after the files last changed is trusted: its
    // value is the key, whatever it says (so the files were not read).
    var planted = stored
    planted.taken = FileStat.now() + 3_000_000_000
    planted.value = Array("planted".utf8)
    planted.store(at: memo)
    #expect(PlaygroundModuleBuild.inputHash(root: root) == "planted")
    // An edited input changes its signature: the key is worked out from the bytes again.
    try "public struct C {}\n".write(toFile: root + "/Sources/ScrollModel/A.swift", atomically: false, encoding: .utf8)
    let edited = PlaygroundModuleBuild.inputHash(root: root)
    #expect(edited == ModuleInputHashIsUnchanged.referenceHash(root: root, .playground))
    #expect(edited != hash)
    // So does a new input.
    planted = try #require(InputMemo.read(memo))
    planted.taken = FileStat.now() + 3_000_000_000
    planted.value = Array("planted".utf8)
    planted.store(at: memo)
    try "struct D {}\n".write(toFile: root + "/Sources/ScrollWasm/D.swift", atomically: false, encoding: .utf8)
    #expect(PlaygroundModuleBuild.inputHash(root: root) == ModuleInputHashIsUnchanged.referenceHash(root: root, .playground))
  }
}

/// The lab module's cache key must cover every file its script compiles, or an edit to one of
/// them would reuse a stale module.
@Suite struct LabModuleCacheInputs {
  @Test func everySwiftFileTheScriptCompilesIsAnInputOfTheKey() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let script = try String(contentsOfFile: root + "/" + LabModuleBuild.spec.script, encoding: .utf8)
    let named = script.split(whereSeparator: { " \n()\"".contains($0) }).filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }
    #expect(named.count >= 6)
    for file in named { #expect(LabModuleBuild.spec.inputFiles.contains(String(file)), "\(file) is compiled but not in the key") }
  }
}
