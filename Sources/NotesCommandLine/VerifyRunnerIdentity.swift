import Foundation
import NotesVerifier

/// What identifies the program that runs the examples, for the example cache key.
enum RunnerIdentity {
  /// The compiler that built this binary, from compile-time checks (there is no runtime API).
  static let toolchain: String = {
    let version: String = {
    #if compiler(>=6.5.3)
      "swift-6.5.3+"
    #elseif compiler(>=6.5.2)
      "swift-6.5.2"
    #elseif compiler(>=6.5.1)
      "swift-6.5.1"
    #elseif compiler(>=6.5)
      "swift-6.5"
    #elseif compiler(>=6.4.3)
      "swift-6.4.3"
    #elseif compiler(>=6.4.2)
      "swift-6.4.2"
    #elseif compiler(>=6.4.1)
      "swift-6.4.1"
    #elseif compiler(>=6.4)
      "swift-6.4"
    #elseif compiler(>=6.3.3)
      "swift-6.3.3"
    #elseif compiler(>=6.3.2)
      "swift-6.3.2"
    #elseif compiler(>=6.3.1)
      "swift-6.3.1"
    #elseif compiler(>=6.3)
      "swift-6.3"
    #elseif compiler(>=6.2.3)
      "swift-6.2.3"
    #elseif compiler(>=6.2.2)
      "swift-6.2.2"
    #elseif compiler(>=6.2.1)
      "swift-6.2.1"
    #elseif compiler(>=6.2)
      "swift-6.2"
    #elseif compiler(>=6.1.3)
      "swift-6.1.3"
    #elseif compiler(>=6.1.2)
      "swift-6.1.2"
    #elseif compiler(>=6.1.1)
      "swift-6.1.1"
    #elseif compiler(>=6.1)
      "swift-6.1"
    #elseif compiler(>=6.0.3)
      "swift-6.0.3"
    #elseif compiler(>=6.0.2)
      "swift-6.0.2"
    #elseif compiler(>=6.0.1)
      "swift-6.0.1"
    #elseif compiler(>=6.0)
      "swift-6.0"
    #else
      "swift-5"
    #endif
    }()
    #if DEBUG
      return version + "-debug"
    #else
      return version + "-release"
    #endif
  }()

  /// The generator's version plus this binary's GNU build ID (the linker's hash of the
  /// binary), so results of an older build of the runner are never reused. A binary without
  /// a build ID gets a key no other process shares: no reuse, but never a stale result.
  static let generator: String = {
    let version = "scrollnotes-verify-1"
    if let id = ExecutableBuildID.ofExecutable(at: "/proc/self/exe") { return version + "+build." + id }
    return version + "+unidentified-binary." + String(ProcessInfo.processInfo.processIdentifier)
  }()
}

/// The build ID of the executable at `path`, read with a file handle.
enum ExecutableBuildID {
  static func ofExecutable(at path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return ELFBuildID.find { offset, count in
      guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count), data.count == count
      else { return nil }
      return Array(data)
    }
  }
}
