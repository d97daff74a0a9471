// Which examples the Auto Layout lab offers and links from (issue 18): those whose shown code
// the layout reader turns into constraints.
internal import NotesCore
internal import NotesHTML
internal import NotesVerifier
internal import NotesExtraction

enum LabExamples {
  /// Whether `code` holds anchor constraints the layout reader reads.
  static func isLayout(_ code: String) -> Bool {
    // On bytes: Foundation's `contains` compared characters, a fifth of a small build.
    guard ByteScan.contains(".constraint(", in: code) else { return false }
    return !LayoutSnippetReading.read(Array(code.utf8)).script.constraints.isEmpty
  }

  /// The layout examples, in the registry's order.
  static func of(_ runs: [ExampleRun]) -> [LabExample] {
    var seen: Set<String> = []
    var result: [LabExample] = []
    for run in runs where !seen.contains(run.id) && isLayout(run.code) {
      seen.insert(run.id)
      result.append(LabExample(id: run.id, title: Bilingual(run.titleEn, run.titleZh), code: run.code))
    }
    return result
  }
}
