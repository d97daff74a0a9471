import Foundation
import NotesSite

/// What the folders `serve` watches look like from outside: every item under them that is
/// neither a folder nor hidden, with its `stat` signature (a link is followed; one that leads nowhere reads
/// as `FileStat.unknown`, so the build that follows can say so). A snapshot that differs
/// from the last one means something changed; the build then decides what by content.
///
/// Taken every half second while `serve` runs, so it is `readdir` and one `stat` an item: on
/// 5,000 notes files Foundation's enumerator and `attributesOfItem` kept a third of a core
/// busy with nothing changed.
struct FolderSnapshot: Equatable {
  struct Item {
    var path: String
    var stat: FileStat
    /// Whether the file changed within `FileStat.racyWindow` before the snapshot was taken:
    /// an edit within the file system's timestamp granularity can keep size and times.
    var racy = false
    /// The bytes' fingerprint, taken for a racy file and, once more, for one that was racy
    /// in the snapshot before (`of(folders:after:)`), so an edit that kept its signature is
    /// still seen; nil otherwise.
    var content: Fingerprint?
  }

  var items: [Item]

  /// Equal paths and signatures, and equal bytes wherever both snapshots read them.
  static func == (a: FolderSnapshot, b: FolderSnapshot) -> Bool {
    a.items.count == b.items.count
      && zip(a.items, b.items).allSatisfy { x, y in
        x.path == y.path && x.stat == y.stat && (x.content == nil || y.content == nil || x.content == y.content)
      }
  }

  /// `taken`: when the snapshot is taken (tests pass a later time to see files as settled).
  static func of(folders: [String], after previous: FolderSnapshot? = nil, taken: Int64 = FileStat.now()) -> FolderSnapshot {
    let wasRacy = Set(previous?.items.filter(\.racy).map(\.path) ?? [])
    var items: [Item] = []
    for folder in folders {
      FolderListing.forEachItem(under: folder) { name, parent, entry in
        // Hidden items (an editor's swap and lock files, `.DS_Store`) are never read by a
        // build, which skips them too.
        if name.hasPrefix(".") || name.contains("/.") { return }
        let path = folder + "/" + name
        guard let found = FileStat.ofItem(entry, in: parent) else {
          items.append(Item(path: path, stat: .unknown))
          return
        }
        if found.isFolder { return }
        var item = Item(path: path, stat: found.stat)
        item.racy = max(found.stat.modified, found.stat.changed) >= taken - FileStat.racyWindow
        if item.racy || wasRacy.contains(path) {
          // Regular files only: a named pipe would wait for a writer forever.
          item.content = (try? SiteInput.readRegularFile(path)).map(Fingerprint.of)
        }
        items.append(item)
      }
    }
    // Listing order is the file system's; sorted, an unchanged folder always reads the same.
    return FolderSnapshot(items: ByteOrder.order(of: items.map(\.path)).map { items[Int($0)] })
  }
}
