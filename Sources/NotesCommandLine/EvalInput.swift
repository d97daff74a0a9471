#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads the scenario text for `eval`: a file path, or `-` for standard input.
enum EvalInput {
  /// The name used in messages for `path` (`<stdin>` for `-`).
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// The bytes of `path`, or a one-line reason naming the file.
  static func contents(of path: String) -> Result<[UInt8], EvalFailure> {
    // Non-blocking, so a named pipe given as the file cannot hang the open; anything but a
    // regular file is refused before it is read.
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else {
      return .failure(EvalFailure("\(displayName(path)): error: cannot open the file: \(String(cString: strerror(errno)))"))
    }
    defer { if fd != 0 { close(fd) } }
    if fd != 0 {
      var status = stat()
      guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
        return .failure(EvalFailure("\(displayName(path)): error: not a regular file"))
      }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(EvalFailure("\(displayName(path)): error: cannot read the file: \(String(cString: strerror(errno)))"))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return .success(bytes)
  }
}

/// A reason `eval` cannot use its input (exit status 2).
struct EvalFailure: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}
