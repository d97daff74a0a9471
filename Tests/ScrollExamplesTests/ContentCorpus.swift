import Foundation
import NotesBook
import NotesCore
import NotesExtraction
import ScrollExamples

/// The package's files as the tests read them: Content/ through the real extractor, and the
/// examples' own source files.
enum ContentCorpus {
  static let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  static func text(_ relativePath: String) -> String? {
    try? String(contentsOfFile: packageRoot + "/" + relativePath, encoding: .utf8)
  }

  /// `Content/*.md` and `Content/articles/*.md`, package-relative, sorted.
  static let contentFiles: [String] = {
    var files: [String] = []
    for folder in ["Content", "Content/articles"] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder)) ?? []
      files += names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    return files
  }()

  static let pages: [(file: String, page: Page)] = contentFiles.compactMap { file in
    text(file).map { (file, NotesExtractor.extract(text: $0, file: file).page) }
  }

  /// Every `{{= ID#path}}` the prose uses, with the file it is in.
  static var placeholders: [(file: String, value: ValuePlaceholder)] {
    pages.flatMap { entry in
      var found: [ValuePlaceholder] = []
      for topic in entry.page.topics { for block in topic.prose { collect(block, into: &found) } }
      for article in entry.page.articles {
        for section in article.sections {
          for block in section.blocks {
            switch block {
            case .row(let zh, let en): for prose in [zh, en].compactMap({ $0 }) { collect(prose, into: &found) }
            case .table(let table): for cell in table.cellParagraphs { collect(cell, into: &found) }
            default: break
            }
          }
        }
      }
      return found.map { (entry.file, $0) }
    }
  }

  /// Every `{{example ID}}` paragraph.
  static var embeddedExampleIDs: [String] {
    pages.flatMap { entry in
      entry.page.articles.flatMap { $0.sections.flatMap { section in
        section.blocks.compactMap { block -> String? in
          if case .example(let id, _) = block { return id }
          return nil
        }
      } }
    }
  }

  /// The articles' code blocks the extractor read layout statements from, in file order.
  static var layoutSnippets: [(file: String, index: Int, script: LayoutScript)] {
    var result: [(file: String, index: Int, script: LayoutScript)] = []
    for entry in pages {
      var index = 0
      for article in entry.page.articles {
        for section in article.sections {
          for case .code(let sample) in section.blocks {
            if let script = sample.layout {
              result.append((entry.file, index, script))
              index += 1
            }
          }
        }
      }
    }
    return result
  }

  /// The layout statements the extractor reads from an example's shown code (the text between
  /// its markers), as if the code were an article's snippet: the site shows this code in place
  /// of a separate snippet, so the snippet runner must agree with what the example computed.
  static func exampleLayoutScript(_ id: String) -> LayoutScript? {
    guard let example = ExampleRegistry.example(id: id), let file = text(example.sourceFile),
      let code = ExampleSource.code(for: id, in: file)
    else { return nil }
    // The runner supplies the root `view`; the example creates its own with a frame.
    let body = code.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("let view = UIView(frame:") }.joined(separator: "\n")
    let markdown = "# Example  例子\n\n## Code  代码\n\n```swift\n" + body + "\n```\n"
    let page = NotesExtractor.extract(text: markdown, file: id + ".md").page
    for article in page.articles {
      for section in article.sections {
        for case .code(let sample) in section.blocks { if let layout = sample.layout { return layout } }
      }
    }
    return nil
  }

  static func collect(_ block: ProseBlock, into found: inout [ValuePlaceholder]) {
    switch block {
    case .paragraph(let inlines, _), .heading(_, let inlines, _): collect(inlines, into: &found)
    case .list(_, _, let items, _): for item in items { for child in item { collect(child, into: &found) } }
    case .quote(let children, _): for child in children { collect(child, into: &found) }
    case .code: break
    }
  }

  static func collect(_ inlines: [Inline], into found: inout [ValuePlaceholder]) {
    for inline in inlines {
      switch inline {
      case .value(let placeholder): found.append(placeholder)
      case .emphasis(let children), .strong(let children), .link(_, let children): collect(children, into: &found)
      default: break
      }
    }
  }
}
