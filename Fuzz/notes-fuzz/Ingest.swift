import NotesCore
import NotesExtraction
import NotesLexer

/// The whole ingest path on one input: bytes → Markdown tree → book → diagnostics, and the
/// lexer and declaration scanner on the raw bytes (the highlighting path). Output is
/// rendered so lazy work happens too; the checks are invariants that must hold for any input.
func ingest(_ bytes: [UInt8]) {
  let result = NotesExtractor.extract(bytes: bytes, file: "fuzz.md")
  _ = result.page.dump()
  _ = result.document.root.dump()
  for diagnostic in result.diagnostics {
    _ = diagnostic.formatted
    _ = diagnostic.json.serialized()
    if let location = diagnostic.location {
      precondition(location.line >= 1 && location.column >= 1, "diagnostic outside the file: \(diagnostic.formatted)")
    }
  }
  let tokens = SwiftLexer.tokenize(bytes)
  var expectedStart = 0
  for token in tokens {
    precondition(token.start == expectedStart && token.end > token.start, "lexer left a gap or an empty token")
    expectedStart = token.end
  }
  precondition(expectedStart == bytes.count, "lexer did not cover the input")
  _ = DeclarationScanner.scan(bytes)
}
