// Messages built from a template, for code the Auto Layout lab's WebAssembly module runs.

/// `template` with each `{}` replaced by the next argument, in order. One call per message
/// instead of inlined string interpolation (which the lab module paid for message by message).
@inline(never)
public func fill(_ template: StaticString, _ a: String = "", _ b: String = "", _ c: String = "", _ d: String = "") -> String {
  let arguments = [a, b, c, d]
  var out: [UInt8] = []
  var next = 0
  let text = UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
  var i = 0
  while i < text.count {
    if text[i] == UInt8(ascii: "{"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "}") {
      if next < arguments.count { out.append(contentsOf: arguments[next].utf8) }
      next += 1
      i += 2
    } else {
      out.append(text[i])
      i += 1
    }
  }
  return String(decoding: out, as: UTF8.self)
}
