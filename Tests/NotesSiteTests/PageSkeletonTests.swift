import Foundation
import NotesBook
import NotesExtraction
import Testing

@testable import NotesSite

/// A page's skeleton (what a rebuild plans the site from) reads back as exactly the parts it
/// keeps (`PageSkeleton.outline`), and a damaged one is refused.
@Suite struct PageSkeletons {
  @Test func everyNotesFileOfThisRepositoryReadsBackAsItsOutline() throws {
    let folder = ByteRendering.packageRoot + "/Content"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
    #expect(files.count >= 20, "the repository's notes are found")
    var sections = 0
    for name in files {
      let file = folder + "/" + name
      let page = NotesExtractor.extract(bytes: Array(FileManager.default.contents(atPath: file) ?? Data()), file: file).page
      let read = try PageSkeleton.decode(PageSkeleton.encode(page), file: file)
      #expect(read == PageSkeleton.outline(page), "\(name)")
      sections += page.articles.reduce(0) { $0 + $1.sections.count }
    }
    #expect(sections >= 50)
  }

  @Test func listsOfEverySizeReadBackAndAShortOrLongSkeletonIsMalformed() throws {
    // No types, topics or articles; then one and several of each, with declarations, example
    // embeds and table rows.
    var full = Page(file: "Content/x.md")
    full.types = [DocumentedType(name: "UIScrollView", location: nil), DocumentedType(name: "UIScrollViewDelegate", location: nil)]
    for t in 0..<3 {
      var topic = TopicGroup(titleEn: t == 0 ? nil : "Topic \(t)", titleZh: "主题 \(t)", location: nil)
      topic.declarations = (0..<t).map { Declaration(name: "member\($0)", kind: .property, location: nil) }
      full.topics.append(topic)
    }
    for a in 0..<2 {
      var article = Article(titleEn: "Article \(a)", titleZh: a == 0 ? nil : "文章", location: nil)
      for s in 0..<(a * 5) {
        var section = ArticleSection(level: 2 + s % 3, titleEn: "Section \(s)", titleZh: nil, location: nil)
        section.blocks = (0..<s % 3).map { .example(id: "example-\($0)", location: nil) }
        section.blocks.append(
          .table(ProseTable(languages: [.every], header: ProseTable.Row(cells: [], location: nil), rows: (0..<s).map { row in
            ProseTable.Row(cells: [ProseTable.Cell(inlines: [.text("row \(row)")])], location: nil)
          })))
        article.sections.append(section)
      }
      full.articles.append(article)
    }
    for page in [Page(file: "Content/empty.md"), full] {
      let bytes = PageSkeleton.encode(page)
      #expect(try PageSkeleton.decode(bytes, file: page.file) == PageSkeleton.outline(page))
      #expect(throws: ByteReader.Malformed.self) { try PageSkeleton.decode(bytes + [0], file: page.file) }
      if bytes.count > 1 {
        #expect(throws: ByteReader.Malformed.self) { try PageSkeleton.decode(Array(bytes.dropLast()), file: page.file) }
      }
    }
  }
}
