import NotesVerifier
import Testing

@Suite struct FindingImplementations {
  @Test func pointsAtTheDeclarationAfterTheModelsLine() {
    var index = ImplementationIndex()
    index.scan(file: "Sources/ScrollModel/Inset.swift", source: """
      // A file comment.

      /// Computes the adjusted inset.
      ///
      /// Models: UIScrollView.adjustedContentInset, `UIScrollView.contentInsetAdjustmentBehavior`
      @inlinable
      public func adjustedContentInset() -> EdgeInsets {
        .zero
      }
      /// Models: UIScrollView.contentInset
      public var contentInset = EdgeInsets.zero
      """)
    #expect(index.location(of: "UIScrollView.adjustedContentInset") == .init(file: "Sources/ScrollModel/Inset.swift", line: 7))
    #expect(index.location(of: "UIScrollView.contentInsetAdjustmentBehavior")?.line == 7)
    #expect(index.location(of: "UIScrollView.contentInset")?.line == 11)
    #expect(index.location(of: "UIScrollView.contentSize") == nil)
  }
}
