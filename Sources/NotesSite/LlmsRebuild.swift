import NotesVerifier

/// llms.txt and llms-full.txt for an incremental build: the twins of the pages it rendered,
/// the others read back from the site (as the search index's shards are), and the examples'
/// twins made again (the site key pins the examples, so they are what the site holds).
enum LlmsRebuild {
  static func files(
    plan: SitePlan, changed: [Int: LlmsText.Twin], examples: [ExampleRun], output: String
  ) -> Result<[(path: String, bytes: [UInt8])], IncrementalBuild.Refusal> {
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
}
