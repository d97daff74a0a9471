public import NotesCore

/// Compares a fresh build with the site folder byte for byte.
public enum SiteComparison {
  /// How a file of the fresh build and the site folder's differ.
  public enum Difference: Sendable, Equatable {
    case stale, missing, extra
  }

  /// One error per differing, missing or extra file (at most `limit`; the last one listed
  /// says how many more there are), paths printed under `folder`.
  public static func diagnostics(
    fresh: [String: [UInt8]], onDisk: [String: [UInt8]], folder: String, limit: Int = 40
  ) -> [Diagnostic] {
    var differences: [String: Difference] = [:]
    for path in Set(fresh.keys).union(onDisk.keys) {
      switch (fresh[path], onDisk[path]) {
      case (let a?, let b?) where a != b: differences[path] = .stale
      case (_?, nil): differences[path] = .missing
      case (nil, _?): differences[path] = .extra
      default: break
      }
    }
    return diagnostics(differences: differences, folder: folder, limit: limit)
  }

  /// The same errors from the differences alone, found file by file (`verify` compares a
  /// site as it renders it, never holding it whole beside the folder's).
  public static func diagnostics(differences: [String: Difference], folder: String, limit: Int = 40) -> [Diagnostic] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let found = differences.keys.sorted().map { path -> (DiagnosticMessage, String) in
      let file = prefix + path
      switch differences[path]! {
      case .stale: return (VerifyMessages.staleSiteFile(file), file)
      case .missing: return (VerifyMessages.missingSiteFile(file), file)
      case .extra: return (VerifyMessages.extraSiteFile(file), file)
      }
    }
    return found.prefix(limit).enumerated().map { index, item in
      let isLastListed = index == limit - 1 && found.count > limit
      let notes = isLastListed ? [DiagnosticNote("\(found.count - limit) more files differ; not listed", at: nil)] : []
      return Diagnostic(item.0, file: item.1, at: nil, notes: notes)
    }
  }
}
