import NotesVerifier

/// llms.txt and llms-full.txt for an incremental build: the twins of the pages it rendered,
/// the others read back from the site (as the search index's shards are), and the examples'
/// twins made again (the site key pins the examples, so they are what the site holds).
enum LlmsRebuild {
  static func files(
    plan: SitePlan, changed: [Int: LlmsText.Twin], examples: [ExampleRun], output: String
  ) -> Result<[(path: String, bytes: [UInt8])], IncrementalBuild.Refusal> {
    var twins: [LlmsText.Twin] = []
    twins.reserveCapacity(plan.pages.count + examples.count)
    for (number, page) in plan.pages.enumerated() {
      if let twin = changed[number] {
        twins.append(twin)
        continue
      }
      let path = page.path + MarkdownTwin.fileName
      guard let bytes = SiteInput.readFile(output + "/" + path) else { return .failure(.twinUnreadable(path)) }
      twins.append(LlmsText.Twin(section: LlmsText.Section(page.role), path: path, text: String(decoding: bytes, as: UTF8.self)))
    }
    twins += MarkdownExample.twins(examples, apiPaths: plan.pathForAPI)
    return .success(LlmsText.files(twins).map { ($0.path, Array($0.text.utf8)) })
  }
}
