import Foundation

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
    if let id = ELFBuildID.ofExecutable(at: "/proc/self/exe") { return version + "+build." + id }
    return version + "+unidentified-binary." + String(ProcessInfo.processInfo.processIdentifier)
  }()
}

/// Reads the `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file.
enum ELFBuildID {
  static func ofExecutable(at path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
      guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count), data.count == count else { return nil }
      return Array(data)
    }
    guard let header = read(0, 64), header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
      header[4] == 2, header[5] == 1
    else { return nil }
    func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
      var value: UInt64 = 0
      for i in (0..<size).reversed() { value = value << 8 | UInt64(bytes[at + i]) }
      return value
    }
    let phoff = integer(header, 0x20, 8)
    let phentsize = Int(integer(header, 0x36, 2))
    let phnum = Int(integer(header, 0x38, 2))
    guard phentsize >= 56, phnum < 256 else { return nil }
    for index in 0..<phnum {
      guard let entry = read(phoff + UInt64(index * phentsize), 56), integer(entry, 0, 4) == 4 else { continue }
      let offset = integer(entry, 8, 8)
      let size = Int(integer(entry, 32, 8))
      guard size < 1 << 20, let notes = read(offset, size) else { continue }
      var at = 0
      while at + 12 <= notes.count {
        let nameSize = Int(integer(notes, at, 4))
        let descSize = Int(integer(notes, at + 4, 4))
        let type = integer(notes, at + 8, 4)
        let nameStart = at + 12
        let descStart = nameStart + (nameSize + 3) / 4 * 4
        let next = descStart + (descSize + 3) / 4 * 4
        guard next <= notes.count else { break }
        if type == 3, nameSize == 4, notes[nameStart..<nameStart + 3].elementsEqual("GNU".utf8) {
          return notes[descStart..<descStart + descSize].map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
          }.joined()
        }
        at = next
      }
    }
    return nil
  }
}
