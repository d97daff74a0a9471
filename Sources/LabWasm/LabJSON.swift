// A small streaming JSON writer for the lab's answer. Building a `JSONValue` tree for every
// answer cost the module ~60 KB of inlined code; this writes bytes through a few calls that
// are never inlined. Numbers and strings are written as `JSONValue` writes them.
internal import NotesCore

struct LabJSON {
  private(set) var bytes: [UInt8] = []
  /// Per open container: whether it has a member yet.
  private var started: [Bool] = []
  private var afterKey = false

  init() { bytes.reserveCapacity(8192) }

  @inline(never) private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = started.last {
      if last { bytes.append(UInt8(ascii: ",")) }
      started[started.count - 1] = true
    }
  }

  @inline(never) mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    started.append(false)
  }

  @inline(never) mutating func close(_ bracket: UInt8) {
    started.removeLast()
    bytes.append(bracket)
  }

  mutating func object() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func array() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  @inline(never) mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  @inline(never) mutating func key(named name: String) {
    separate()
    JSONValue.writeString(name, into: &bytes)
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  @inline(never) mutating func string(_ text: String) {
    separate()
    JSONValue.writeString(text, into: &bytes)
  }

  @inline(never) mutating func number(_ value: Double) {
    separate()
    JSONValue.writeNumber(value, into: &bytes)
  }

  @inline(never) mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: value ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
  }

  @inline(never) mutating func null() {
    separate()
    bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
  }

  @inline(never) mutating func strings(_ list: [String]) {
    array()
    for item in list { string(item) }
    endArray()
  }

  @inline(never) mutating func numbers(_ list: [Int]) {
    array()
    for item in list { number(Double(item)) }
    endArray()
  }
}
