#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The whole file as UTF-8 text, or nil when it cannot be opened, is not a regular file (a
/// named pipe would block the read forever) or is not valid UTF-8.
func readTextFile(_ path: String) -> String? {
  let fd = open(path, O_RDONLY | O_NONBLOCK)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var status = stat()
  guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
  _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      return nil
    }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
  }
  return String(validating: bytes, as: UTF8.self)
}
