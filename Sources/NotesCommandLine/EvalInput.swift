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
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else {
      return .failure(EvalFailure("\(displayName(path)): cannot open file (errno \(errno))"))
    }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        return .failure(EvalFailure("\(displayName(path)): cannot read file (errno \(errno))"))
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
