#if canImport(Glibc)
  internal import Glibc
#endif

/// A folder opened once so that the `stat`s of the files in it start their lookup there
/// instead of at `/`: a rebuild checks every file of the site and of the notes (16,000 at
/// 5,000 pages), and walking the folder's own components again for each cost about a third
/// of each `stat`, as did making each path by concatenation. A folder that cannot be opened
/// (a missing one, or one that may be searched but not listed) looks each path up whole.
final class StatFolder: Sendable {
  let path: String
  /// The open folder, or -1.
  private let descriptor: Int32

  init(_ path: String) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  var isOpen: Bool { descriptor >= 0 }

  /// The signature of the file at `relative` inside the folder.
  func stat(relative: String) -> FileStat? {
    guard isOpen else { return FileStat.of(path + "/" + relative) }
    return relative.withCString { FileStat.at(descriptor, $0) }
  }

  /// The signature of the file at `path`: one that starts with this folder's path and a
  /// slash (`Content/UIView.md`) is looked up from the folder, the rest of the path read in
  /// place; any other path as it is.
  func stat(path: String) -> FileStat? {
    let prefix = self.path.utf8.count
    return path.withCString { whole in
      // (`Content//x` would leave an absolute `/x`, which fstatat reads from the root.)
      guard isOpen, path.utf8.count > prefix + 1, whole[prefix] == 0x2F, whole[prefix + 1] != 0x2F,
        memcmp(whole, self.path, prefix) == 0
      else { return FileStat.at(AT_FDCWD, whole) }
      return FileStat.at(descriptor, whole + prefix + 1)
    }
  }
}

extension FileStat {
  /// The signatures of `paths` (nil where there is no file), taken on all cores, each looked
  /// up from `folder` when it lies there.
  public static func of(_ paths: [String], in folder: String) -> [FileStat?] {
    let opened = StatFolder(folder)
    return parallelMap(paths) { opened.stat(path: $0) }
  }

  /// The signature `fstatat` gives for `path` from the folder open as `folder`.
  static func at(_ folder: Int32, _ path: UnsafePointer<CChar>) -> FileStat? {
    var info = Glibc.stat()
    guard fstatat(folder, path, &info, 0) == 0 else { return nil }
    return FileStat(info)
  }
}
