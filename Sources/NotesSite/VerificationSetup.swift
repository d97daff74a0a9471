import NotesBook
import NotesVerifier

/// Runs the verifier during a build, with the anchors the renderer writes and the example
/// runs the caller supplies; pages then show its results (default badges, computed values,
/// the verification page).
enum VerificationSetup {
  static func input(book: Book, implementations: ImplementationIndex, examples: [ExampleRun]) -> VerificationInput {
    var input = VerificationInput(
      book: book, implementations: implementations, examples: examples,
      anchors: [:])
    input.anchors = VerificationAnchors.lookup(book: book)
    return input
  }

  /// `ContentHash` of the model sources the site was built from.
  static func modelHash(_ sources: [(file: String, text: String)]) -> String {
    ContentHash.of(sources)
  }
}
