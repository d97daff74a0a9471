import NotesCore
import NotesVerifier
import ScrollModel
import Testing

/// A note's declared types, parameter names and availability are checked against the SDK's
/// full declarations in the catalog: one planted mistake in a copy of the repository's notes
/// gives exactly one error, at its line.
@Suite struct DeclarationShapeAgainstTheSDK {
  /// The errors `change` adds to the repository's `file`, and the 1-based line it changed.
  func newErrors(in file: String, change: (inout [Substring]) throws -> Int) throws -> (errors: [Diagnostic], line: Int) {
    let original = try #require(Fixture.repositoryFile(file))
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let changedIndex = try change(&lines)
    let before = Fixture.verify([(file, original)])
    let after = Fixture.verify([(file, lines.joined(separator: "\n"))])
    // Compared by id and message: an inserted line moves the findings below it.
    let known = Set(before.diagnostics.map { "\($0.id) \($0.message)" })
    let errors = after.diagnostics.filter { !known.contains("\($0.id) \($0.message)") && $0.severity == .error }
    return (errors, changedIndex + 1)
  }

  @Test func aWrongPropertyTypeIsOneErrorAtItsDeclaration() throws {
    let (errors, line) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("var contentSize: CGSize") })
      lines[index] = Substring(lines[index].replacingFirst("CGSize", with: "CGPoint"))
      return index
    }
    #expect(errors.count == 1)
    #expect(errors.first?.id.description == "verify.typeMismatch")
    #expect(errors.first?.location?.line == line)
    #expect(errors.first?.message == "'UIScrollView.contentSize' is declared as 'CGPoint' in the notes but UIKit's type is 'CGSize'")
  }

  @Test func aWrongParameterTypeIsOneErrorAtItsDeclaration() throws {
    let (errors, line) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("func scrollRectToVisible(_ rect: CGRect") })
      lines[index] = Substring(lines[index].replacingFirst("CGRect", with: "CGPoint"))
      return index
    }
    #expect(errors.count == 1)
    #expect(errors.first?.id.description == "verify.parameterTypeMismatch")
    #expect(errors.first?.location?.line == line)
  }

  @Test func aParameterNoteNamingNoParameterIsOneErrorAtItsLine() throws {
    let (errors, line) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("func scrollRectToVisible(") })
      lines.insert("// Parameter rectangle: the area to show.", at: index)
      return index
    }
    #expect(errors.count == 1)
    #expect(errors.first?.id.description == "verify.unknownParameter")
    #expect(errors.first?.location?.line == line)
    #expect(errors.first?.message == "'UIScrollView.scrollRectToVisible(_:animated:)' has no parameter 'rectangle' (its parameters: rect, animated)")
  }

  @Test func aWrongAvailabilityVersionIsOneErrorAtItsLine() throws {
    let (errors, line) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("var adjustedContentInset") })
      lines.insert("// Availability: iOS 10.0+", at: index)
      return index
    }
    #expect(errors.count == 1)
    #expect(errors.first?.id.description == "verify.availabilityMismatch")
    #expect(errors.first?.location?.line == line)
    #expect(errors.first?.message == "the notes say 'iOS 10.0+' for 'UIScrollView.adjustedContentInset' but the SDK has 'iOS 11.0+'")
  }

  @Test func theRightAvailabilityInEitherLanguageIsAccepted() throws {
    let (errors, _) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("var isPagingEnabled") })
      lines.insert(contentsOf: ["// 可用性：iOS 2.0+，tvOS 不可用", "// Availability: iOS 2.0+, not on tvOS"], at: index)
      return index
    }
    #expect(errors.isEmpty)
  }

  @Test func aDeprecationRangeIsCheckedToo() throws {
    let (errors, _) = try newErrors(in: "Content/UIScrollView.md") { lines in
      let index = try #require(lines.firstIndex { $0.hasPrefix("var scrollIndicatorInsets") })
      lines.insert("// Availability: iOS 2.0–12.0, deprecated", at: index)
      return index
    }
    #expect(errors.map(\.id.description) == ["verify.availabilityMismatch"])
  }

  @Test func typeSpellingsOfTheSameTypeAgree() {
    #expect(SwiftTypeSpelling.same("(any UIScrollViewDelegate)?", "UIScrollViewDelegate?"))
    #expect(SwiftTypeSpelling.same("UIScrollView.ContentInsetAdjustmentBehavior", "ContentInsetAdjustmentBehavior"))
    #expect(!SwiftTypeSpelling.same("CGSize", "CGPoint"))
  }
}
