// Exports return one scalar; answers with several numbers (insets, points, frames) are left in
// this buffer and read back one slot at a time with `sn_result`. A fixed-size tuple instead of
// an Array keeps the wasm module free of allocation for the common answers.

/// The numbers of the last multi-value answer.
struct ResultBuffer {
  static let capacity: Int32 = 24
  var slots: (
    Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
    Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
  ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  subscript(index: Int32) -> Double {
    get {
      guard index >= 0, index < Self.capacity else { return .nan }
      return withUnsafeBytes(of: slots) { $0.load(fromByteOffset: Int(index) * 8, as: Double.self) }
    }
    set {
      guard index >= 0, index < Self.capacity else { return }
      withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: newValue, toByteOffset: Int(index) * 8, as: Double.self) }
    }
  }

  // Fixed arities instead of a variadic list, which would allocate an array per answer.
  mutating func set(_ a: Double) -> Int32 {
    self[0] = a
    return 1
  }
  mutating func set(_ a: Double, _ b: Double) -> Int32 {
    self[0] = a
    self[1] = b
    return 2
  }
  mutating func set(_ a: Double, _ b: Double, _ c: Double) -> Int32 {
    self[2] = c
    return set(a, b) + 1
  }
  mutating func set(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int32 {
    self[3] = d
    return set(a, b, c) + 1
  }
  mutating func set(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double) -> Int32 {
    self[4] = e
    return set(a, b, c, d) + 1
  }
  mutating func set(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> Int32 {
    self[5] = f
    return set(a, b, c, d, e) + 1
  }
}

nonisolated(unsafe) var results = ResultBuffer()

/// Slot `index` of the last multi-value answer (NaN outside the buffer).
@_expose(wasm, "sn_result") @_cdecl("sn_result")
public func sn_result(_ index: Int32) -> Double { results[index] }

/// Empties the buffer, as a freshly loaded module has it; native callers that compare with a
/// new module (the parity tests) start here. Not exported to the page.
public func clearResultBuffer() { results = ResultBuffer() }

/// Puts every export's state back as a freshly loaded module has it: the result buffer, the
/// scene, the simulator and the nested pair. Native callers that replay a program in a new
/// module (the parity tests) start here. Not exported to the page.
public func resetExportState() {
  clearResultBuffer()
  scene = SceneSetup()
  simulator = nil
  nestedOuterScene = nil
  nested = nil
}
