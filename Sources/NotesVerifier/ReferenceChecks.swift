public import NotesBook
import NotesCore

/// `{{= ID#path}}` placeholders, `{{example ID}}` embeds and `See:` lines must name examples
/// (and values) that exist.
extension VerificationState {
  /// The references of one page; `placeholders` are the page's `{{= ID#path}}`, in order.
  mutating func checkReferences(_ page: Page, placeholders: [ValuePlaceholder]) {
    let ids = context.exampleIDs
    let slugs = context.articleNames
    for placeholder in placeholders {
      counts.placeholders += 1
      checkPlaceholder(placeholder, file: page.file, ids: ids)
    }
    for embed in ProseWalk.exampleEmbeds(in: page) {
      counts.exampleEmbeds += 1
      if examplesByID[embed.id] == nil { reportUnknownExample(embed.id, file: page.file, at: embed.location, ids: ids) }
    }
    for topic in page.topics {
      for declaration in topic.declarations {
        for item in declaration.seeAlso where examplesByID[item] == nil && !slugs.contains(item) {
          var notes: [DiagnosticNote] = []
          if let near = NearMiss.note(for: item, among: ids + slugs.set) { notes.append(DiagnosticNote(near, at: nil)) }
          emit(VerifyMessages.unresolvedSeeAlso(item), file: page.file, at: declaration.location, notes: notes)
        }
      }
    }
  }

  mutating func reportUnknownExample(_ id: String, file: String, at location: SourceLocation?, ids: [String]) {
    var notes: [DiagnosticNote] = []
    if let near = NearMiss.note(for: id, among: ids) { notes.append(DiagnosticNote(near, at: nil)) }
    emit(VerifyMessages.unknownExample(id), file: file, at: location, notes: notes)
  }

  mutating func checkPlaceholder(_ placeholder: ValuePlaceholder, file: String, ids: [String]) {
    guard let run = examplesByID[placeholder.exampleID] else {
      reportUnknownExample(placeholder.exampleID, file: file, at: placeholder.location, ids: ids)
      return
    }
    guard let value = OutputPath.value(in: run.output, at: placeholder.path) else {
      let paths = OutputPath.leaves(of: run.output).map(\.path)
      var notes: [DiagnosticNote] = []
      if let near = NearMiss.note(for: placeholder.path, among: paths) { notes.append(DiagnosticNote(near, at: nil)) }
      emit(VerifyMessages.unknownValuePath(placeholder.path, exampleID: run.id), file: file, at: placeholder.location, notes: notes)
      return
    }
    switch value {
    case .object, .array:
      emit(
        VerifyMessages.nonScalarValue(placeholder.path, exampleID: run.id, kind: value.kindDescription), file: file,
        at: placeholder.location)
    default:
      break
    }
  }
}

/// Names an article can be referred to by in `See:` lines: the file name without `.md`
/// (`03-content-inset-adjustment`) or without its ordering number (`content-inset-adjustment`).
public struct ArticleSlugs: Sendable {
  /// Every name. Unsorted: a near miss is the same in any order of candidates, and sorting
  /// them on every build (a rebuild of one page sorted 10,000 names twice) bought nothing.
  let set: Set<String>

  init(book: Book) {
    self.init(names: Set(concurrentMap(book.pages, ArticleSlugs.names(of:)).joined()))
  }

  init(names: Set<String>) {
    set = names
  }

  /// The names of a page's articles: none unless the page has articles and no documented type.
  public static func names(of page: Page) -> [String] {
    guard !page.articles.isEmpty && page.types.isEmpty else { return [] }
    let name = NotesFileName.stem(page.file)
    return [name] + (NotesFileName.unnumbered(name).map { [$0] } ?? [])
  }

  func contains(_ name: String) -> Bool { set.contains(name) }
}
