import NotesVerifier

/// llms.txt and llms-full.txt for an incremental build: the files on disk with the changed
/// twins' parts replaced (`LlmsSplice`), or, when that cannot be done safely, made again from
/// the twins it rendered, the others read back from the site (as the search index's shards
/// are), and the examples' twins (the site key pins the examples, so they are what the site
/// holds). llms-full.txt is never held in memory: it comes back as a `ComposedFile` of the
/// new twins' bytes and ranges of the files on disk, which the writer copies.
enum LlmsRebuild {
  struct Files: Sendable {
    var index: (path: String, bytes: [UInt8])
    /// nil when llms-full.txt stays as it is, or was handed to `stageFull`.
    var full: ComposedFile?
    /// Where each twin's part starts in the new llms-full.txt (`LlmsText.FullLayout`); empty
    /// when not known (the next rebuild then searches the file).
    var fullStarts: [String: Int64]
  }

  /// - Parameter fullStarts: where each twin's part starts in llms-full.txt on disk, as the
  ///   build that wrote it recorded (empty: not known).
  /// - Parameter stageFull: when given, receives the new llms-full.txt as soon as it is known,
  ///   before llms.txt is made (copying the rest of llms-full.txt is the longest part of a
  ///   one-page rebuild), and `Files.full` is nil.
  static func files(
    plan: SitePlan, changed: [Int: LlmsText.Twin], examples: [ExampleRun], output: String, fullStarts: [String: Int64] = [:],
    stageFull: ((ComposedFile) -> Void)? = nil
  ) -> Result<Files, IncrementalBuild.Refusal> {
    var staged = false
    if let spliced = splice(changed: Array(changed.values), output: output, fullStarts: fullStarts, stageFull: stageFull, staged: &staged) {
      return .success(spliced)
    }
    var llms = LlmsText.Collector()
    var layout = LlmsText.FullLayout()
    var pieces = [[ComposedFile.Piece]](repeating: [], count: LlmsText.Section.allCases.count)
    func add(_ path: String, _ section: LlmsText.Section, _ body: ComposedFile.Piece, length: Int) {
      let marker = Array(LlmsText.marker(path).utf8)
      layout.place(path, in: section, length: marker.count + length)
      pieces[section.rawValue] += [.bytes(marker), body]
    }
    for (number, page) in plan.pages.enumerated() {
      let section = LlmsText.Section(page.role)
      if let twin = changed[number] {
        llms.addEntry(twin)
        add(twin.path, section, .bytes(twin.bytes), length: twin.bytes.count)
        continue
      }
      let path = page.path + MarkdownTwin.fileName
      // Read for its title and summary, then dropped: the writer copies the file itself.
      guard let bytes = SiteInput.readFile(output + "/" + path) else { return .failure(.twinUnreadable(path)) }
      llms.addEntry(LlmsText.Twin(section: section, path: path, bytes: bytes))
      add(path, section, .range(file: output + "/" + path, offset: 0, length: Int64(bytes.count)), length: bytes.count)
    }
    for twin in MarkdownExample.twins(examples, apiPaths: plan.pathForAPI) {
      llms.addEntry(twin)
      add(twin.path, twin.section, .bytes(twin.bytes), length: twin.bytes.count)
    }
    // A spliced llms-full.txt already staged is this one's bytes (its parts were checked).
    let full = staged ? nil : handOn(ComposedFile(path: LlmsText.fullPath, pieces: [.bytes(LlmsText.fullHeader)] + pieces.joined()), to: stageFull)
    return .success(Files(index: (LlmsText.indexPath, llms.index()), full: full, fullStarts: layout.starts()))
  }

  /// llms.txt with the changed twins' lines replaced, and llms-full.txt as the file on disk
  /// with their parts replaced (where `fullStarts` says they are, checked, else found by
  /// reading it through a small buffer); nil when a file cannot be read or a part is not
  /// found exactly once.
  static func splice(changed: [LlmsText.Twin], output: String, fullStarts: [String: Int64] = [:]) -> Files? {
    var staged = false
    return splice(changed: changed, output: output, fullStarts: fullStarts, stageFull: nil, staged: &staged)
  }

  /// With `stageFull`, llms-full.txt is handed to it before llms.txt is read, and `staged`
  /// says whether it was (llms.txt may still fail to splice).
  private static func splice(
    changed: [LlmsText.Twin], output: String, fullStarts: [String: Int64], stageFull: ((ComposedFile) -> Void)?, staged: inout Bool
  ) -> Files? {
    var changes: [(path: String, old: [UInt8], new: [UInt8])] = []
    for twin in changed {
      guard let old = SiteInput.readFile(output + "/" + twin.path) else { return nil }
      changes.append((twin.path, old, twin.bytes))
    }
    guard let spliced = LlmsSplice.splicedFull(output + "/" + LlmsText.fullPath, changes: changes, starts: fullStarts) else { return nil }
    let full = handOn(spliced.full, to: stageFull)
    staged = spliced.full != nil && full == nil
    guard let index = SiteInput.readFile(output + "/" + LlmsText.indexPath), let newIndex = LlmsSplice.splicedIndex(index, changes: changes) else {
      return nil
    }
    return Files(index: (LlmsText.indexPath, newIndex), full: full, fullStarts: spliced.starts)
  }

  /// `full` handed to `stageFull` when both are given (nil then), else `full`.
  private static func handOn(_ full: ComposedFile?, to stageFull: ((ComposedFile) -> Void)?) -> ComposedFile? {
    guard let full, let stageFull else { return full }
    stageFull(full)
    return nil
  }
}
