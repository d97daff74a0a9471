public import NotesCore

/// Compares a fresh build, rendered in memory, with the site folder byte for byte.
public enum SiteComparison {
  /// One error per differing, missing or extra file (at most `limit`; the last one listed
  /// says how many more there are), paths printed under `folder`.
  public static func diagnostics(
    fresh: [String: [UInt8]], onDisk: [String: [UInt8]], folder: String, limit: Int = 40
  ) -> [Diagnostic] {
    var found: [(DiagnosticMessage, String)] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for path in Set(fresh.keys).union(onDisk.keys).sorted() {
      let file = prefix + path
      switch (fresh[path], onDisk[path]) {
      case (let a?, let b?) where a != b: found.append((VerifyMessages.staleSiteFile(file), file))
      case (_?, nil): found.append((VerifyMessages.missingSiteFile(file), file))
      case (nil, _?): found.append((VerifyMessages.extraSiteFile(file), file))
      default: break
      }
    }
    return found.prefix(limit).enumerated().map { index, item in
      let isLastListed = index == limit - 1 && found.count > limit
      let notes = isLastListed ? [DiagnosticNote("\(found.count - limit) more files differ; not listed", at: nil)] : []
      return Diagnostic(item.0, file: item.1, at: nil, notes: notes)
    }
  }
}
