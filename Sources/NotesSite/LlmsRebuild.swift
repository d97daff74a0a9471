import NotesVerifier

/// llms.txt and llms-full.txt for an incremental build: the files on disk with the changed
/// twins' parts replaced (`LlmsSplice`), or, when that cannot be done safely, made again from
/// the twins it rendered, the others read back from the site (as the search index's shards
/// are), and the examples' twins (the site key pins the examples, so they are what the site
/// holds).
enum LlmsRebuild {
  static func files(
    plan: SitePlan, changed: [Int: LlmsText.Twin], examples: [ExampleRun], output: String
  ) -> Result<[(path: String, bytes: [UInt8])], IncrementalBuild.Refusal> {
    if let spliced = splice(changed: Array(changed.values), output: output) { return .success(spliced) }
    var llms = LlmsText.Collector()
    for (number, page) in plan.pages.enumerated() {
      if let twin = changed[number] {
        llms.add(twin)
        continue
      }
      let path = page.path + MarkdownTwin.fileName
      guard let bytes = SiteInput.readFile(output + "/" + path) else { return .failure(.twinUnreadable(path)) }
      llms.add(LlmsText.Twin(section: LlmsText.Section(page.role), path: path, text: String(decoding: bytes, as: UTF8.self)))
    }
    for twin in MarkdownExample.twins(examples, apiPaths: plan.pathForAPI) { llms.add(twin) }
    return .success(llms.files())
  }

  /// The files on disk with the changed twins spliced in, or nil.
  static func splice(changed: [LlmsText.Twin], output: String) -> [(path: String, bytes: [UInt8])]? {
    guard let index = SiteInput.readFile(output + "/" + LlmsText.indexPath), let full = SiteInput.readFile(output + "/" + LlmsText.fullPath) else {
      return nil
    }
    var changes: [(path: String, old: String, new: String)] = []
    for twin in changed {
      guard let old = SiteInput.readFile(output + "/" + twin.path) else { return nil }
      changes.append((twin.path, String(decoding: old, as: UTF8.self), twin.text))
    }
    guard let spliced = LlmsSplice.splice(index: index, full: full, changes: changes) else { return nil }
    return [(LlmsText.indexPath, spliced.index), (LlmsText.fullPath, spliced.full)]
  }
}
