import ArgumentParser
import Foundation
import NotesDocset
import NotesExtraction
import NotesSite
import ScrollExamples

/// `scrollnotes docset`: the site, built as `scrollnotes build` builds it, packaged for Dash
/// and Zeal, with an optional feed (`ScrollNotes.tgz` + `ScrollNotes.xml`) for publishing.
struct DocsetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docset", abstract: "Build the site as a Dash/Zeal docset (default ScrollNotes.docset).")

  @Option(help: "The docset folder to write; an existing docset there is replaced.") var output = "ScrollNotes.docset"
  @Option(help: "The folder of notes and articles.") var content = "Content"
  @Option(help: "Folders of model sources for the source browser and implementation links.")
  var model: [String] = ["Sources/ScrollModel", "Sources/ScrollLayout"]
  @Option(help: "Also write \(DocsetFeed.archiveName) and \(DocsetFeed.feedName) (the docset feed) into this folder.")
  var feed: String?
  @Option(help: "The address the feed's archive is published at.") var feedURL = "https://scrollnotes.invalid/docset/"

  func run() throws {
    do {
      try write()
    } catch let failure as SiteBuild.Failure {
      printError(failure.message)
      throw ExitCode(failure.exitCode)
    }
  }

  private func write() throws {
    var output = self.output
    while output.count > 1, output.hasSuffix("/") { output.removeLast() }
    // Unusable output or feed folders are refused before anything is built.
    try unusableInput { () throws(DocsetError) in try DocsetFolder.checkOutput(output, protecting: [content] + model) }
    if let feed {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: feed, isDirectory: &isFolder), !isFolder.boolValue {
        try unusableInput { () throws(DocsetError) in
          throw DocsetError(path: feed, reason: "is not a folder; --feed names the folder for \(DocsetFeed.archiveName) and \(DocsetFeed.feedName)")
        }
      }
    }
    DocsetFolder.removeStaleWorkFolders(for: output)
    let work = DocsetFolder.workFolder(for: output)
    guard mkdir(work, 0o755) == 0 else {
      throw SiteBuild.Failure(message: "\(work): error: cannot create folder: \(String(cString: strerror(errno)))", exitCode: 1)
    }
    defer { try? FileManager.default.removeItem(atPath: work) }

    let site = work + "/site"
    let outcome = try SiteBuild(content: content, output: site, model: model).run(progress: Progress())
    if outcome.errors > 0 {
      throw SiteBuild.Failure(
        message: "error: the site build found \(outcome.errors) errors (listed above); no docset written", exitCode: 1)
    }
    let entries = try catalog()
    let staged = work + "/" + DocsetInfoPlist.name + ".docset"
    try failure { () throws(DocsetError) in
      try DocsetAssembler.assemble(site: site, entries: entries, into: staged)
      if let feed {
        try DocsetFeed.publish(docset: staged, version: ScrollNotesVersion.current, baseURL: feedURL, into: feed)
      }
      try DocsetFolder.swap(staged: staged, into: output, retired: work + "/old")
    }
    print(Self.summary(output: output, entries: entries, feed: feed))
  }

  /// The index entries, from the same plan the build rendered the pages from.
  private func catalog() throws(SiteBuild.Failure) -> [DocsetEntry] {
    let folder = SiteInput.normalizedFolder(PathSpelling.canonical(content))
    let names: [String]
    do { names = try SiteInput.contentFiles(in: folder) } catch { throw SiteBuild.Failure(message: error.description, exitCode: 2) }
    var files: [(file: String, bytes: [UInt8])] = []
    for file in names {
      do { files.append((file, try SiteInput.readRegularFile(file))) } catch {
        throw SiteBuild.Failure(message: "\(file): error: cannot read the file: \(error.reason)", exitCode: 2)
      }
    }
    let book = NotesExtractor.book(files: files).book
    let plan = SitePlan(book: book, contentFolder: folder)
    let examples = ExampleRegistry.all.map { DocsetExample(id: $0.id, titleEn: $0.titleEn, titleZh: $0.titleZh) }
    return DocsetCatalog.entries(book: book, plan: plan, examples: examples)
  }

  private func unusableInput(_ body: () throws(DocsetError) -> Void) throws(SiteBuild.Failure) {
    do { try body() } catch { throw SiteBuild.Failure(message: error.description, exitCode: 2) }
  }

  private func failure(_ body: () throws(DocsetError) -> Void) throws(SiteBuild.Failure) {
    do { try body() } catch { throw SiteBuild.Failure(message: error.description, exitCode: 1) }
  }

  static func summary(output: String, entries: [DocsetEntry], feed: String?) -> String {
    var counts: [String: Int] = [:]
    for entry in entries { counts[entry.type, default: 0] += 1 }
    let byType = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    var line = "wrote \(output): \(entries.count) index entries (\(byType))"
    var zh = "已写入 \(output)：索引共 \(entries.count) 条"
    if let feed {
      line += "; feed in \(feed)/\(DocsetFeed.feedName)"
      zh += "；订阅文件在 \(feed)/\(DocsetFeed.feedName)"
    }
    return line + "\n" + zh
  }
}
