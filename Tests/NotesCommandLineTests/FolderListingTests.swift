import Foundation
import Testing

@testable import NotesCommandLine

/// `FolderListing` lists what `FileManager.default.enumerator(atPath:)` lists: the example
/// cache's model hash and both WebAssembly modules' cache keys are made from these lists, so
/// one item more or less would reuse a stale result or rebuild a module for nothing.
@Suite struct FolderListingMatchesFoundation {
  /// The reference: what the build listed before.
  static func enumerated(_ folder: String) -> [String] {
    ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
  }

  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test func everyFolderOfThePackageIsListedAsTheEnumeratorListsIt() throws {
    let folders = ["Sources", "Tests", "scripts", "wasm", "Content"] + PlaygroundModuleBuild.inputFolders + LabModuleBuild.spec.inputFolders
    for folder in folders.map({ Self.package + "/" + $0 }) {
      #expect(FolderListing.items(under: folder).sorted() == Self.enumerated(folder), "\(folder)")
    }
  }

  @Test func linksHiddenItemsAndOddNamesAreListedAsTheEnumeratorListsThem() throws {
    let files = FileManager.default
    let base = NSTemporaryDirectory() + "listing-\(getpid())-\(UUID().uuidString)"
    defer { try? files.removeItem(atPath: base) }
    let tree = base + "/tree"
    for folder in ["a/b/c", ".hidden/inner", "empty", "d.swift", "with space", "汉字", "outside/deep"] {
      try files.createDirectory(atPath: tree + "/" + folder, withIntermediateDirectories: true)
    }
    try files.createDirectory(atPath: base + "/outside/deep", withIntermediateDirectories: true)
    for file in ["x.swift", "a/y.swift", "a/b/c/z.swift", ".hidden/inner/h.swift", ".dot.swift", "with space/s p.swift", "汉字/名.swift", "a/b/notes.md"] {
      try "let x = 1\n".write(toFile: tree + "/" + file, atomically: false, encoding: .utf8)
    }
    try "let o = 1\n".write(toFile: base + "/outside/deep/o.swift", atomically: false, encoding: .utf8)
    try files.createSymbolicLink(atPath: tree + "/linked-file.swift", withDestinationPath: tree + "/x.swift")
    try files.createSymbolicLink(atPath: tree + "/linked-folder", withDestinationPath: base + "/outside")
    try files.createSymbolicLink(atPath: tree + "/a/dangling.swift", withDestinationPath: base + "/nowhere")
    try files.createSymbolicLink(atPath: base + "/root-link", withDestinationPath: tree)

    let listed = FolderListing.items(under: tree).sorted()
    #expect(listed == Self.enumerated(tree))
    // What the reference shows: links listed, never entered; hidden items and folders named
    // like sources listed too (callers filter).
    #expect(listed.contains("linked-folder") && !listed.contains("linked-folder/deep"))
    #expect(listed.contains(".hidden/inner/h.swift") && listed.contains("d.swift") && listed.contains("a/dangling.swift"))
    for root in [tree + "/", tree + "//", base + "/root-link", base + "/root-link/", tree + "/x.swift", base + "/missing", ""] {
      #expect(FolderListing.items(under: root).sorted() == Self.enumerated(root), "\(root)")
    }
  }
}

/// The WebAssembly modules' cache keys are the ones the build computed before, so the modules
/// already built are found (a rebuild takes about 22 s and needs the WebAssembly toolchain).
@Suite struct ModuleInputHashIsUnchanged {
  /// The reference: the hash as it was computed before (the enumerator, every file's bytes
  /// copied into one array with its path).
  static func referenceHash(root: String, _ spec: PlaygroundModuleBuild.Spec) -> String {
    var paths = spec.inputFiles
    for folder in spec.inputFolders {
      let found = (FileManager.default.enumerator(atPath: root + "/" + folder)?.allObjects as? [String]) ?? []
      paths += found.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      for byte in Array(path.utf8) + [0] + Array(FileManager.default.contents(atPath: root + "/" + path) ?? Data()) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }

  @Test func bothModulesOfThisPackageHashAsBefore() {
    let root = FolderListingMatchesFoundation.package
    for spec in [PlaygroundModuleBuild.Spec.playground, LabModuleBuild.spec] {
      #expect(PlaygroundModuleBuild.inputHash(root: root, spec) == Self.referenceHash(root: root, spec), "\(spec.what)")
    }
  }

  @Test func aCheckoutWithMissingAndEmptyInputsHashesAsBefore() throws {
    let base = NSTemporaryDirectory() + "wasm-hash-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    try PlaygroundModuleCache.checkout(at: base)
    try "".write(toFile: base + "/Sources/ScrollWasm/Empty.swift", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: base + "/wasm/runtime.c")
    for spec in [PlaygroundModuleBuild.Spec.playground, LabModuleBuild.spec] {
      #expect(PlaygroundModuleBuild.inputHash(root: base, spec) == Self.referenceHash(root: base, spec), "\(spec.what)")
    }
  }
}
