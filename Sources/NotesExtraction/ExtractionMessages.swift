public import NotesCore

/// Everything extraction can say about a notes file. Messages are lowercase, without a
/// final period, names in single quotes.
public enum ExtractionMessages: DiagnosticCatalog {
  public static let domain = "extraction"

  public static func bareCaseLine(_ name: String, _ enumName: String) -> DiagnosticMessage {
    message(.remark, "bare line 'case \(name)' read as a case of the enum '\(enumName)' described above")
  }

  public static func caseWithoutEnum(_ name: String) -> DiagnosticMessage {
    message(.warning, "case '\(name)' is not under an enum description; add '// enum Name' above it")
  }

  public static func detachedComment(_ text: String) -> DiagnosticMessage {
    message(.remark, "comment '\(text)' is followed by a blank line and another comment, so it describes nothing")
  }

  public static func unreadPlaceholder(_ text: String) -> DiagnosticMessage {
    message(
      .warning,
      "'\(text)' is not a placeholder the notes format knows; write {{= EXAMPLE-ID#path}} for a value, or {{example ID}} alone in its paragraph")
  }

  public static var emptyFile: DiagnosticMessage {
    message(.warning, "the file has no content; its page will be empty")
  }

  public static func emptyHeading(_ level: Int) -> DiagnosticMessage {
    message(.warning, "level \(level) heading has no text")
  }

  public static func missingCommentMarker(_ text: String) -> DiagnosticMessage {
    message(.remark, "line '\(text)' in a code block declares nothing; read as a comment")
  }

  public static func missingEnglishTitle(_ title: String) -> DiagnosticMessage {
    message(.remark, "topic heading '\(title)' has no English title")
  }

  public static func proseAfterDeclaration(_ text: String) -> DiagnosticMessage {
    message(.remark, "text '\(text)' after a declaration read as its description")
  }

  public static func typeBlockNotShown(_ kind: String) -> DiagnosticMessage {
    message(.warning, "\(kind) under the type heading is not shown on the site; write the type's description as paragraphs (Chinese, then English)")
  }

  public static func topicOutsideAPI(_ title: String) -> DiagnosticMessage {
    message(.remark, "declarations under '\(title)' come before any '## ' topic heading; kept in an untitled topic")
  }

  public static func unknownDefault(_ raw: String) -> DiagnosticMessage {
    message(.warning, "cannot read the default value '\(raw)'")
  }

  public static func unreadableConstraint(_ text: String) -> DiagnosticMessage {
    message(.warning, "cannot read the layout constraint '\(text)'; it is left out of the layout script")
  }

  public static func unreadableStackStatement(_ text: String, _ reason: String) -> DiagnosticMessage {
    message(.warning, "cannot read the stack view statement '\(text)': \(reason); it is left out of the layout script")
  }

  public static func unterminatedDeclaration(_ name: String) -> DiagnosticMessage {
    message(.warning, "declaration '\(name)' leaves a parenthesis or brace open; read up to the next declaration")
  }

  public static var unterminatedFence: DiagnosticMessage {
    message(.warning, "code block is not closed; it runs to the end of the file")
  }

  public static var unterminatedTableOfContents: DiagnosticMessage {
    message(.warning, "'<!-- TOC -->' has no '<!-- /TOC -->'; the table of contents is taken to end at the next heading")
  }
}
