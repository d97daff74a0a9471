/// Reads the GNU build ID (`NT_GNU_BUILD_ID`, the linker's hash of the binary) from a 64-bit
/// little-endian ELF file, through `read(offset, count)`, which returns exactly `count` bytes
/// or nil. The example cache uses it to tell one build of the runner from another.
public enum ELFBuildID {
  public static func find(read: (UInt64, Int) -> [UInt8]?) -> String? {
    guard let header = read(0, 64), header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
      header[4] == 2, header[5] == 1
    else { return nil }
    let phoff = integer(header, 0x20, 8)
    let phentsize = Int(integer(header, 0x36, 2))
    let phnum = Int(integer(header, 0x38, 2))
    guard phentsize >= 56, phnum < 4096 else { return nil }
    for index in 0..<phnum {
      // Program header: p_type at 0; p_offset at 8; p_filesz at 32. PT_NOTE is 4.
      guard let entry = read(phoff + UInt64(index * phentsize), 56), integer(entry, 0, 4) == 4 else { continue }
      let size = Int(integer(entry, 32, 8))
      guard size < 1 << 20, let notes = read(integer(entry, 8, 8), size) else { continue }
      if let id = buildID(inNotes: notes) { return id }
    }
    return nil
  }

  /// Walks a note segment: namesz, descsz, type, then name and desc, each padded to 4 bytes.
  static func buildID(inNotes notes: [UInt8]) -> String? {
    var at = 0
    while at + 12 <= notes.count {
      let nameSize = Int(integer(notes, at, 4))
      let descSize = Int(integer(notes, at + 4, 4))
      let type = integer(notes, at + 8, 4)
      let nameStart = at + 12
      let descStart = nameStart + (nameSize + 3) / 4 * 4
      let next = descStart + (descSize + 3) / 4 * 4
      guard next <= notes.count, descStart + descSize <= notes.count else { return nil }
      if type == 3, nameSize == 4, notes[nameStart..<nameStart + 4].elementsEqual([0x47, 0x4E, 0x55, 0]) {
        return notes[descStart..<descStart + descSize].map { byte in
          let hex = String(byte, radix: 16)
          return hex.count == 1 ? "0" + hex : hex
        }.joined()
      }
      at = next
    }
    return nil
  }

  static func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
    var value: UInt64 = 0
    for i in (0..<size).reversed() { value = value << 8 | UInt64(bytes[at + i]) }
    return value
  }
}
