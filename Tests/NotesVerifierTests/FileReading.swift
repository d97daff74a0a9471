#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with POSIX calls (the test target has no Foundation dependency).
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = fread(&buffer, 1, buffer.count, file)
    if n <= 0 { break }
    bytes.append(contentsOf: buffer[0..<n])
  }
  return bytes
}
