import NotesVerifier
import Testing

@Suite struct RunnerBuildID {
  /// A minimal ELF64 file: header, one PT_NOTE program header, one GNU build-id note.
  static func elf(id: [UInt8], noteType: UInt8 = 3) -> [UInt8] {
    func le(_ value: UInt64, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) } }
    var header = [UInt8](repeating: 0, count: 64)
    header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
    header.replaceSubrange(0x20..<0x28, with: le(64, 8))  // e_phoff
    header.replaceSubrange(0x36..<0x38, with: le(56, 2))  // e_phentsize
    header.replaceSubrange(0x38..<0x3A, with: le(1, 2))  // e_phnum
    let note = le(4, 4) + le(UInt64(id.count), 4) + le(UInt64(noteType), 4) + [0x47, 0x4E, 0x55, 0] + id
    var program = [UInt8](repeating: 0, count: 56)
    program.replaceSubrange(0..<4, with: le(4, 4))  // PT_NOTE
    program.replaceSubrange(8..<16, with: le(120, 8))  // p_offset
    program.replaceSubrange(32..<40, with: le(UInt64(note.count), 8))  // p_filesz
    return header + program + note
  }

  static func reader(_ bytes: [UInt8]) -> (UInt64, Int) -> [UInt8]? {
    { offset, count in
      let start = Int(offset)
      return start + count <= bytes.count ? Array(bytes[start..<start + count]) : nil
    }
  }

  @Test func readsTheGNUBuildIDNote() {
    let id: [UInt8] = [0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x0a, 0xff]
    #expect(ELFBuildID.find(read: Self.reader(Self.elf(id: id))) == "deadbeef01020aff")
  }

  @Test func otherNotesAndOtherFilesHaveNoBuildID() {
    #expect(ELFBuildID.find(read: Self.reader(Self.elf(id: [1, 2, 3, 4], noteType: 1))) == nil)
    #expect(ELFBuildID.find(read: Self.reader(Array("#!/bin/sh\necho not an ELF file, just text padding it out".utf8))) == nil)
  }

  #if os(Linux)
    @Test func theTestRunnerItselfHasOne() {
      let bytes = readFile("/proc/self/exe") ?? []
      let id = ELFBuildID.find(read: Self.reader(bytes))
      #expect(id?.count == 40)
    }
  #endif
}
