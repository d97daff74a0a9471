import Foundation
import NotesSite
import NotesVerifier

/// Builds the playground module (scripts/build-wasm.sh) for `scrollnotes build`. The package is
/// found from the working directory or, failing that, from the binary's own location (it lives
/// in the package's .build), so builds run from elsewhere work too. The result is cached under
/// .build/playground-wasm/ by a hash of every input file (relative path and bytes), so unchanged
/// sources cost no compile, wherever the checkout lies.
/// A missing script or toolchain is an error, never a silent skip.
enum PlaygroundModuleBuild {
  static let script = "scripts/build-wasm.sh"
  static let inputFolders = ["Sources/ScrollModel", "Sources/ScrollWasm"]
  static let inputFiles = ["wasm/runtime.c", "scripts/wasm-toolchain.sh", script]

  /// One WebAssembly module the site build makes with a script of its own, cached the same
  /// way: the playground module, and the Auto Layout lab's (`LabModuleBuild`, issue 18).
  struct Spec: Sendable {
    var script: String
    var inputFolders: [String]
    var inputFiles: [String]
    /// The cached file, under the package: `<cacheStem>-<hash>.wasm`.
    var cacheStem: String
    /// What the module is, for messages.
    var what: String

    static let playground = Spec(
      script: PlaygroundModuleBuild.script, inputFolders: PlaygroundModuleBuild.inputFolders,
      inputFiles: PlaygroundModuleBuild.inputFiles, cacheStem: ".build/playground-wasm/scrollmodel",
      what: "the playground module")
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Where the module of the current sources is cached, and its bytes when it is there.
  struct Lookup: Sendable {
    var root: String
    var cache: String
    var cached: [UInt8]?
  }

  static func module(_ spec: Spec = .playground) throws(Failure) -> [UInt8] {
    let found = try lookup(spec)
    if let cached = found.cached { return cached }
    return try build(found, spec)
  }

  /// Finds the package and checks the cache; reads files only, so it may run beside other work.
  static func lookup(_ spec: Spec = .playground) throws(Failure) -> Lookup {
    guard let root = packageRoot(spec) else {
      throw Failure(description: "error: \(spec.script) not found in the working directory or above the scrollnotes binary; \(spec.what) is Swift compiled to WebAssembly, so run scrollnotes build from the ScrollNotes package")
    }
    let cache = root + "/\(spec.cacheStem)-\(inputHash(root: root, spec)).wasm"
    return Lookup(root: root, cache: cache, cached: try? SiteInput.readRegularFile(cache))
  }

  /// Compiles the module into `found.cache` (scripts/build-wasm.sh) and returns it.
  static func build(_ found: Lookup, _ spec: Spec = .playground) throws(Failure) -> [UInt8] {
    let script = spec.script
    let (root, cache) = (found.root, found.cache)
    let files = FileManager.default
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script, cache]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.standardError
    do { try process.run() } catch {
      throw Failure(description: "error: cannot run \(script): \(error)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let data = files.contents(atPath: cache) else {
      throw Failure(description: "error: building \(spec.what) failed (\(script)):\n" + String(decoding: message, as: UTF8.self))
    }
    return Array(data)
  }

  /// The folder holding scripts/build-wasm.sh: the working directory, or an ancestor of the binary.
  static func packageRoot(_ spec: Spec = .playground) -> String? {
    let holdsScript = { (folder: String) in FileManager.default.fileExists(atPath: folder + "/" + spec.script) }
    let workingFolder = FileManager.default.currentDirectoryPath
    // The binary's folders only when needed: `Bundle.main` lists the binary's folder.
    if holdsScript(workingFolder) { return workingFolder }
    var candidates: [String] = []
    if var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
      for _ in 0..<5 {
        candidates.append(folder.path)
        folder = folder.deletingLastPathComponent()
      }
    }
    return candidates.first(where: holdsScript)
  }

  /// FNV-1a over the package-relative paths and the bytes of every input, in byte order of
  /// the paths. Relative, so a moved or copied checkout (its .build with it) finds the module
  /// it already built: the key is what the module is made from, never where it lies.
  ///
  /// Remembered beside the cached modules (`<cacheStem>.inputs`, an `InputMemo`) with every
  /// input's signature, so a build whose inputs kept theirs lists and `stat`s them instead of
  /// reading and hashing them (about 150 files for the two modules).
  static func inputHash(root: String, _ spec: Spec = .playground) -> String {
    let paths = inputPaths(root: root, spec)
    // A missing input counts as empty and has no signature to remember: no memo then.
    let key = InputMemo.value(files: paths, in: root, memo: root + "/" + spec.cacheStem + ".inputs") {
      Array(hashedInputs(root: root, paths: paths).utf8)
    }
    return String(decoding: key, as: UTF8.self)
  }

  /// The inputs' package-relative paths, in byte order.
  static func inputPaths(root: String, _ spec: Spec) -> [String] {
    var paths = spec.inputFiles
    for folder in spec.inputFolders {
      paths += FolderListing.items(under: root + "/" + folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    return paths.sorted(by: UTF8Order.precedes)
  }

  /// `inputHash` worked out from the files' bytes.
  static func hashedInputs(root: String, paths: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: UnsafeRawBufferPointer) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
    }
    // Path, a zero byte, then the file's bytes, mixed where they lie (no copy of each file).
    for var path in paths {
      path.withUTF8 { mix(UnsafeRawBufferPointer($0)) }
      withUnsafeBytes(of: UInt8(0)) { mix($0) }
      (try? SiteInput.readRegularFile(root + "/" + path))?.withUnsafeBytes { mix($0) }
    }
    return String(hash, radix: 16)
  }
}
