// The lab module's C ABI (scripts/build-lab-wasm.sh): the page writes the snippet's UTF-8 into
// the input buffer, calls `lab_run`, and reads the JSON answer from the output buffer.
//
//   const at = lab_input(bytes.length); memory.set(bytes, at);
//   const n = lab_run(bytes.length, device, landscape); json = memory[lab_output() ..< +n]

/// A buffer owned by the module that grows and is never shrunk.
struct LabBuffer {
  var start: UnsafeMutablePointer<UInt8>? = nil
  var capacity = 0

  mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    if let start, capacity >= count { return start }
    start?.deallocate()
    let size = max(count, 4096)
    let made = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    start = made
    capacity = size
    return made
  }
}

nonisolated(unsafe) var labInput = LabBuffer()
nonisolated(unsafe) var labOutput = LabBuffer()

/// The address where the next `lab_run` reads its `length` bytes of source.
@_expose(wasm, "lab_input") @_cdecl("lab_input")
public func lab_input(_ length: Int32) -> UnsafeMutablePointer<UInt8> { labInput.reserve(Int(max(length, 0))) }

/// Runs the lab on the source in the input buffer with device preset `device` (an index into
/// `LabDevice.all`) and `landscape` (0 or 1); returns the length of the JSON answer.
@_expose(wasm, "lab_run") @_cdecl("lab_run")
public func lab_run(_ length: Int32, _ device: Int32, _ landscape: Int32) -> Int32 {
  let count = Int(max(length, 0))
  let input = labInput.reserve(count)
  let source = Array(UnsafeBufferPointer(start: input, count: count))
  let answer = Lab.run(source, device: Int(device), landscape: landscape != 0)
  let output = labOutput.reserve(answer.count)
  answer.withUnsafeBufferPointer { bytes in
    if let base = bytes.baseAddress { output.update(from: base, count: bytes.count) }
  }
  return Int32(answer.count)
}

/// The address of the last answer.
@_expose(wasm, "lab_output") @_cdecl("lab_output")
public func lab_output() -> UnsafeMutablePointer<UInt8> { labOutput.reserve(0) }

/// The number of device presets, for a page that lists them from the module.
@_expose(wasm, "lab_device_count") @_cdecl("lab_device_count")
public func lab_device_count() -> Int32 { Int32(LabDevice.all.count) }
