#if canImport(Glibc)
  internal import Glibc
#endif

extension SiteWriter {
  /// Replaces some files of an existing site, each atomically (PROVISIONAL: no journal yet).
  public static func replaceInPlace(_ output: String, files: [(path: String, bytes: [UInt8])]) throws(SiteWriteError) -> SiteWriteSummary {
    var summary = SiteWriteSummary()
    for file in files {
      try SiteTree.check(file.path)
      let target = "\(output)/\(file.path)"
      if fileEquals(target, file.bytes) {
        summary.reused += 1
        continue
      }
      var created: Set<String> = [output]
      try makeParents(of: target, root: output, created: &created)
      let temporary = "\(output)/.\(baseName(of: file.path)).tmp-\(getpid())"
      try writeFile(temporary, file.bytes)
      guard rename(temporary, target) == 0 else { throw SiteWriteError(path: target, reason: "cannot replace: \(errnoText())") }
      summary.written += 1
    }
    return summary
  }
}
