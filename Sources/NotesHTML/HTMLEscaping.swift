// Every piece of text that reaches a page goes through these two functions; notes are
// untrusted input (a note may contain `<script>`), so nothing is written raw.
//
// Both work on UTF-8 bytes: most text needs no escaping at all and is returned as is, and
// text that does is escaped into one byte buffer (no per-scalar String appends).

/// Escapes text for an HTML text node: `&`, `<`, `>`.
public func escapeHTML(_ text: some StringProtocol) -> String {
  escapeUTF8(text, attribute: false)
}

/// Escapes text for a double-quoted attribute value: also `"` and `'`.
public func escapeAttribute(_ text: some StringProtocol) -> String {
  escapeUTF8(text, attribute: true)
}

/// Whether `byte` is written escaped: `&`, `<`, `>` and NUL, and in an attribute `"` and `'`.
/// All are below 64, so each set is one 64-bit mask (a shift and a test per byte, where a
/// `switch` compared each byte with every case).
@inline(__always)
func needsEscape(_ byte: UInt8, attribute: Bool) -> Bool {
  byte < 64 && (attribute ? attributeEscapes : textEscapes) >> UInt64(byte) & 1 != 0
}

/// NUL, `&`, `<`, `>`.
let textEscapes: UInt64 = 1 << 0x00 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
/// Those and `"`, `'`.
let attributeEscapes: UInt64 = textEscapes | 1 << 0x22 | 1 << 0x27

/// Appends `byte`, escaped for HTML text (or an attribute value), to `out`.
@inline(__always)
func appendEscaped(_ byte: UInt8, attribute: Bool, to out: inout [UInt8]) {
  switch byte {
  case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
  case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
  case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
  case 0x00: out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // NUL is not allowed in HTML text: U+FFFD
  case 0x22 where attribute: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
  case 0x27 where attribute: out.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])  // &#39;
  default: out.append(byte)
  }
}

/// Appends the escaped form of UTF-8 `bytes` to `out`.
@inline(__always)
func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to out: inout [UInt8]) {
  var runStart = 0
  for i in 0..<bytes.count where needsEscape(bytes[i], attribute: attribute) {
    if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
    appendEscaped(bytes[i], attribute: attribute, to: &out)
    runStart = i + 1
  }
  if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
}

private func escapeUTF8(_ text: some StringProtocol, attribute: Bool) -> String {
  let utf8 = text.utf8
  let fast: String?? = utf8.withContiguousStorageIfAvailable { bytes -> String? in
    guard bytes.contains(where: { needsEscape($0, attribute: attribute) }) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 32)
    appendEscaped(bytes, attribute: attribute, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
  switch fast {
  case .some(.some(let escaped)): return escaped
  case .some(.none): return String(text)  // nothing to escape
  case .none:
    let bytes = Array(utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard buffer.contains(where: { needsEscape($0, attribute: attribute) }) else { return String(text) }
      var out: [UInt8] = []
      out.reserveCapacity(buffer.count + 32)
      appendEscaped(buffer, attribute: attribute, to: &out)
      return String(decoding: out, as: UTF8.self)
    }
  }
}
