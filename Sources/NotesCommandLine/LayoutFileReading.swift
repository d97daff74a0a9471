#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The whole file as UTF-8 text, or nil when it cannot be opened or is not valid UTF-8.
func readTextFile(_ path: String) -> String? {
  guard let handle = fopen(path, "rb") else { return nil }
  defer { fclose(handle) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, handle) }
    if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
    if count < 65536 { break }
  }
  if ferror(handle) != 0 { return nil }
  return String(validating: bytes, as: UTF8.self)
}
