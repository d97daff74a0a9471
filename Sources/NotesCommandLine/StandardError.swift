#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Writes one line to standard error (diagnostics never go to standard output).
func printError(_ line: String, newline: Bool = true) {
  var text = line
  if newline, !text.hasSuffix("\n") { text += "\n" }
  var bytes = Array(text.utf8)
  bytes.withUnsafeMutableBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
      if written <= 0 { break }
      offset += written
    }
  }
}
