/// A problem or remark about one input file, as a value.
public struct Diagnostic: Hashable, Sendable {
  public let id: DiagnosticID
  public let severity: Severity
  /// The path as the user gave it, e.g. `Content/UIScrollView.md`.
  public let file: String
  /// Nil only when the problem concerns the whole file.
  public let location: SourceLocation?
  public let message: String
  public let notes: [DiagnosticNote]

  public init(_ message: DiagnosticMessage, file: String, at location: SourceLocation?, notes: [DiagnosticNote] = []) {
    self.id = message.id
    self.severity = message.severity
    self.file = file
    self.location = location
    self.message = message.text
    self.notes = notes
  }
}

/// A secondary message pointing at another place ("enum described here").
public struct DiagnosticNote: Hashable, Sendable {
  public let location: SourceLocation?
  public let message: String

  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}

/// Collects diagnostics for one file while a stage runs.
public struct DiagnosticCollector: Sendable {
  public let file: String
  public private(set) var diagnostics: [Diagnostic] = []

  public init(file: String) { self.file = file }

  public mutating func emit(_ message: DiagnosticMessage, at location: SourceLocation?, notes: [DiagnosticNote] = []) {
    diagnostics.append(Diagnostic(message, file: file, at: location, notes: notes))
  }

  public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }
}

extension Diagnostic {
  /// Deterministic order for printing: file, line, column, then ID.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let x = a.element
      let y = b.element
      if x.file != y.file { return x.file < y.file }
      let lx = x.location ?? SourceLocation(line: 0, column: 0)
      let ly = y.location ?? SourceLocation(line: 0, column: 0)
      if lx != ly { return lx < ly }
      if x.id != y.id { return x.id < y.id }
      return a.offset < b.offset
    }.map { $0.element }
  }
}
