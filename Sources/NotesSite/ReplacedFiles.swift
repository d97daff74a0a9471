#if canImport(Glibc)
  internal import Glibc
#endif

/// Open descriptors of large site files an in-place commit is about to replace. A file whose
/// last name goes away is freed when its last descriptor closes, so holding one across the
/// commit's renames moves that work out of them, to wherever `release` is called.
struct ReplacedFiles: Sendable {
  /// Files smaller than this are freed in the rename, as before: not worth a thread.
  static let threshold = 1 << 20

  let descriptors: [Int32]

  /// Opens each of `paths` that is a regular file of at least `threshold` bytes.
  static func hold(_ paths: [String]) -> ReplacedFiles {
    var descriptors: [Int32] = []
    for path in paths {
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
      guard fd >= 0 else { continue }
      var info = stat()
      if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= threshold {
        descriptors.append(fd)
      } else {
        close(fd)
      }
    }
    return ReplacedFiles(descriptors: descriptors)
  }

  /// Closes the descriptors here.
  func release() {
    for fd in descriptors { close(fd) }
  }

  /// Closes the descriptors on a thread of their own; nil when there are none.
  func releaseInBackground() -> Background<Void>? {
    descriptors.isEmpty ? nil : Background { release() }
  }
}
