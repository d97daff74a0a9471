#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif
import NotesSite

/// Reads the scenario text for `eval`: a file path, or `-` for standard input.
enum EvalInput {
  /// The name used in messages for `path` (`<stdin>` for `-`).
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// The bytes of `path`, or a one-line reason naming the file. A path is read as every
  /// input file is (`SiteInput.readRegularFile`: regular files only, so a named pipe never
  /// blocks); `-` reads standard input to its end.
  static func contents(of path: String) -> Result<[UInt8], EvalFailure> {
    guard path == "-" else {
      do throws(SiteInput.UnreadableFile) { return .success(try SiteInput.readRegularFile(path)) } catch {
        return .failure(EvalFailure("\(path): error: cannot read the file: \(error.reason)"))
      }
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(EvalFailure("<stdin>: error: cannot read: \(String(cString: strerror(errno)))"))
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
