/// The model's WebAssembly module as a script. A page opened from disk (`file://`) may not
/// fetch the `.wasm` file beside it, but it may load a `<script>`: this one stores the module's
/// bytes, base64-encoded, in a global, and the playground script decodes them and calls
/// `WebAssembly.instantiate`. The same file serves pages on a web server. Pure function of
/// the module's bytes, so byte-identical between builds.
public enum ModuleScript {
  /// The global the script sets, a base64 string.
  public static let global = "ScrollNotesModule"

  public static func script(for module: [UInt8]) -> [UInt8] { script(for: module, global: global) }

  /// The same under another global (the lab module's is `ScrollNotesLabModule`).
  public static func script(for module: [UInt8], global name: String) -> [UInt8] {
    Array("self.\(name)=\"".utf8) + base64(module) + Array("\";\n".utf8)
  }

  /// RFC 4648 base64 with padding, as `atob` reads it.
  public static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    let length = (bytes.count + 2) / 3 * 4
    // Written in place, three bytes at a time (a module is hundreds of kilobytes): whole
    // groups first, with no test per symbol, then the last one or two bytes with padding.
    return [UInt8](unsafeUninitializedCapacity: length) { out, written in
      let symbols = alphabet.utf8Start
      bytes.withUnsafeBufferPointer { input in
        let whole = input.count / 3
        for g in 0..<whole {
          let group = UInt32(input[3 * g]) << 16 | UInt32(input[3 * g + 1]) << 8 | UInt32(input[3 * g + 2])
          out[4 * g] = symbols[Int(group >> 18)]
          out[4 * g + 1] = symbols[Int((group >> 12) & 0x3f)]
          out[4 * g + 2] = symbols[Int((group >> 6) & 0x3f)]
          out[4 * g + 3] = symbols[Int(group & 0x3f)]
        }
        let left = input.count - 3 * whole
        guard left > 0 else { return }
        var group = UInt32(input[3 * whole]) << 16
        if left == 2 { group |= UInt32(input[3 * whole + 1]) << 8 }
        let at = 4 * whole
        out[at] = symbols[Int(group >> 18)]
        out[at + 1] = symbols[Int((group >> 12) & 0x3f)]
        out[at + 2] = left == 2 ? symbols[Int((group >> 6) & 0x3f)] : UInt8(ascii: "=")
        out[at + 3] = UInt8(ascii: "=")
      }
      written = length
    }
  }
}
