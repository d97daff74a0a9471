import NotesVerifier
import Testing

@testable import NotesSite

/// The model source browser links each implementation back to the API pages it implements
/// (its `/// Models:` line), on the declaration's line, and only to pages that exist.
@Suite struct ModelSourcePagesTests {
  static let source = """
    /// Models: UIScrollView.contentInset, UIScrollView.bogusMember
    public var contentInset = 0
    /// Models: UIScrollView.bounces
    @inline(__always)
    public var bounces = true
    """

  @Test func eachDeclarationLineNamesTheDocumentedAPIsItImplements() {
    var index = ImplementationIndex()
    index.scan(file: "Sources/ScrollModel/Demo.swift", source: Self.source)
    let paths = ["UIScrollView.contentInset": "uiscrollview/contentinset/", "UIScrollView.bounces": "uiscrollview/bounces/"]
    let byLine = ModelSourcePages.implementedAPIs(in: "Sources/ScrollModel/Demo.swift", implementations: index, apiPaths: paths)
    #expect(byLine == [2: ["UIScrollView.contentInset"], 5: ["UIScrollView.bounces"]])
    #expect(ModelSourcePages.implementedAPIs(in: "Sources/ScrollModel/Other.swift", implementations: index, apiPaths: paths).isEmpty)
  }
}
