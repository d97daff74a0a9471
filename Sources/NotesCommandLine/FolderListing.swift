import Foundation

/// The items under a folder, as `FileManager.default.enumerator(atPath:)` lists them, read with
/// `opendir`/`readdir`: Foundation's enumerator makes a URL and a path string of every item
/// and cost about 80 K instructions an item, paid on every build by the example runs and both
/// WebAssembly modules' cache checks (about 200 items in all).
enum FolderListing {
  /// Every item under `folder` (files, folders, links), as paths relative to it, in no set
  /// order. Like the enumerator (fts with `FTS_PHYSICAL | FTS_XDEV`): symbolic links are
  /// listed but never followed, a folder on another device is listed but not entered, an
  /// unreadable folder is listed without its items, and a `folder` that is itself a link, a
  /// file or missing lists nothing.
  static func items(under folder: String) -> [String] {
    var found: [String] = []
    forEachItem(under: folder) { item, _, _ in found.append(item) }
    return found
  }

  /// `items(under:)` one at a time, with the descriptor of the folder that holds the item
  /// and its name there, for `fstatat` without walking the whole path again.
  static func forEachItem(
    under folder: String, _ body: (_ item: String, _ folder: Int32, _ name: UnsafePointer<CChar>) -> Void
  ) {
    // The enumerator names the folder by its URL's path, which has no trailing slash (with
    // one, lstat would follow a link).
    var folder = folder
    while folder.utf8.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    var root = stat()
    guard lstat(folder, &root) == 0, root.st_mode & S_IFMT == S_IFDIR else { return }
    walk(folder, prefix: "", device: root.st_dev, body)
  }

  private static func walk(
    _ path: String, prefix: String, device: dev_t, _ body: (_ item: String, _ folder: Int32, _ name: UnsafePointer<CChar>) -> Void
  ) {
    guard let directory = opendir(path) else { return }
    defer { closedir(directory) }
    let descriptor = dirfd(directory)
    while let entry = readdir(directory) {
      let type = entry.pointee.d_type
      withUnsafePointer(to: &entry.pointee.d_name) { raw in
        raw.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
          let text = String(cString: name)
          if text == "." || text == ".." { return }
          let item = prefix + text
          body(item, descriptor, name)
          // The kind is read from the entry; only a folder (or a file system that does not
          // say) needs lstat, for the device check.
          guard type == DT_DIR || type == DT_UNKNOWN else { return }
          var info = stat()
          guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_dev == device
          else { return }
          walk(path + "/" + text, prefix: item + "/", device: device, body)
        }
      }
    }
  }
}
