import NotesBook
import ScrollExamples
import Testing

/// The code readers see explains itself in both languages, so each language view can show its
/// own comments: a whole-line Chinese comment immediately followed by its English one, never a
/// mixed line and never a comment at the end of a code line.
@Suite struct BilingualCommentTests {
  /// What is wrong with the comments of `code`, one message a line (empty when all is well).
  static func problems(in code: String) -> [String] {
    var problems: [String] = []
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("//") {
        // A run of whole-line comments: Chinese, English, Chinese, English, …
        var run: [(line: Int, isChinese: Bool)] = []
        while index < lines.count, lines[index].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") {
          run.append((index + 1, containsHan(lines[index])))
          index += 1
        }
        for (position, item) in run.enumerated() where item.isChinese != (position % 2 == 0) {
          problems.append("line \(item.line): expected a \(position % 2 == 0 ? "Chinese" : "English") comment here")
        }
        if run.count % 2 == 1, let last = run.last, last.isChinese {
          problems.append("line \(last.line): a Chinese comment without its English line")
        }
        continue
      }
      if withoutStrings(lines[index]).contains("//") {
        problems.append("line \(index + 1): a comment at the end of a code line")
      }
      index += 1
    }
    return problems
  }

  static func containsHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
  }

  /// The line with its string literals removed, so `"http://…"` is not a comment.
  static func withoutStrings(_ line: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    for character in line {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  @Test func theRuleCatchesTrailingMixedAndUnpairedComments() {
    #expect(Self.problems(in: "// 中文\n// English\nlet x = 1").isEmpty)
    #expect(Self.problems(in: "let url = \"http://example.com\"").isEmpty)
    #expect(Self.problems(in: "let x = 1  // trailing") == ["line 1: a comment at the end of a code line"])
    #expect(Self.problems(in: "// English only\nlet x = 1") == ["line 1: expected a Chinese comment here"])
    #expect(Self.problems(in: "// 只有中文\nlet x = 1") == ["line 1: a Chinese comment without its English line"])
    #expect(Self.problems(in: "// English\n// 中文\nlet x = 1").count == 2)
  }

  @Test func everyExampleExplainsItselfInBothLanguages() throws {
    for example in ExampleRegistry.all {
      let file = try #require(ContentCorpus.text(example.sourceFile), "\(example.sourceFile)")
      let code = try #require(ExampleSource.code(for: example.id, in: file), "\(example.id)")
      for problem in Self.problems(in: code) { Issue.record("\(example.id): \(problem)") }
    }
  }

  @Test func everyArticleSnippetExplainsItselfInBothLanguages() {
    for (file, page) in ContentCorpus.pages {
      for article in page.articles {
        for section in article.sections {
          for case .code(let sample) in section.blocks where sample.info.hasPrefix("swift") {
            for problem in Self.problems(in: sample.code) {
              Issue.record("\(file):\(sample.location?.line ?? 0): \(problem)")
            }
            #expect(!sample.code.hasPrefix("({"), "\(file): a ({ … }()) wrapper")
          }
        }
      }
    }
  }

  /// An article never shows the same code twice: a snippet followed by the example that
  /// shows that code.
  @Test func noArticleSnippetRepeatsAnEmbeddedExample() throws {
    for (file, page) in ContentCorpus.pages {
      for article in page.articles {
        for section in article.sections {
          var snippets: [String] = []
          for block in section.blocks {
            if case .code(let sample) = block { snippets.append(normalized(sample.code)) }
            if case .example(let id, _) = block, let example = ExampleRegistry.example(id: id),
              let source = ContentCorpus.text(example.sourceFile), let code = ExampleSource.code(for: id, in: source)
            {
              let shown = normalized(code)
              for snippet in snippets where snippet.count > 80 && shown.contains(snippet.prefix(80)) {
                Issue.record("\(file): a snippet repeats the code of \(id)")
              }
            }
          }
        }
      }
    }
  }

  /// Code without spaces, commas and comment lines, so formatting does not hide a repeat.
  func normalized(_ code: String) -> String {
    code.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined()
      .filter { $0 != " " && $0 != "," && $0 != "(" && $0 != "{" && $0 != "}" && $0 != ")" }
  }
}
