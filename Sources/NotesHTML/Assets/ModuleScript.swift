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
    // Written in place, three bytes at a time (a module is hundreds of kilobytes).
    return [UInt8](unsafeUninitializedCapacity: length) { out, written in
      let symbols = alphabet.utf8Start
      bytes.withUnsafeBufferPointer { input in
        var i = 0
        var at = 0
        while i < input.count {
          let count = min(3, input.count - i)
          var group = UInt32(input[i]) << 16
          if count > 1 { group |= UInt32(input[i + 1]) << 8 }
          if count > 2 { group |= UInt32(input[i + 2]) }
          for position in 0..<4 {
            out[at + position] = position <= count ? symbols[Int((group >> UInt32(18 - 6 * position)) & 0x3f)] : UInt8(ascii: "=")
          }
          at += 4
          i += 3
        }
      }
      written = length
    }
  }
}
