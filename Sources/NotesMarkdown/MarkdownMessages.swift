public import NotesCore

/// Diagnostics about the Markdown structure of a file.
public enum MarkdownMessages: DiagnosticCatalog {
  public static let domain = "markdown"

  public static func nestingTooDeep(_ limit: Int) -> DiagnosticMessage {
    message(.warning, "blocks nested deeper than \(limit) levels are flattened into their ancestor")
  }
}
