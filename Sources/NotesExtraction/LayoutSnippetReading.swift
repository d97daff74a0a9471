public import NotesBook
public import NotesCore

/// The layout reader on a bare snippet (no Markdown around it), for the Auto Layout lab
/// (Sources/LabWasm): lines and columns are the snippet's own, counted from 1. The articles'
/// code blocks go through the same `LayoutScriptReader`, so the lab reads what the site reads.
public enum LayoutSnippetReading {
  /// The script in `code` (UTF-8, LF line breaks) and the reader's diagnostics on it.
  public static func read(_ code: [UInt8], file: String = "lab.swift") -> (script: LayoutScript, diagnostics: [Diagnostic]) {
    let origin = CodeBlockOrigin(
      source: SourceText(code), literal: code, blockStart: SourceLocation(line: 1, column: 1), isFenced: false)
    var reader = LayoutScriptReader(origin: origin, diagnostics: DiagnosticCollector(file: file))
    reader.read()
    return (reader.script, reader.diagnostics.diagnostics)
  }

  /// Whether `let v = Name(…)` creates a view the reader keeps (`UIView`, `UIScrollView`, …).
  public static func isViewClass(_ name: String) -> Bool { LayoutScriptReader.isViewClass(name) }
}
