/// Diagnostics about the bytes of a file, before any Markdown is read.
public enum SourceMessages: DiagnosticCatalog {
  public static let domain = "source"

  public static var invalidUTF8: DiagnosticMessage {
    message(.warning, "invalid UTF-8 byte replaced by U+FFFD")
  }

  public static var nulByte: DiagnosticMessage {
    message(.warning, "NUL byte replaced by U+FFFD")
  }

  public static var unreadable: DiagnosticMessage {
    message(.error, "cannot read the file")
  }
}

extension SourceText {
  /// One diagnostic per repaired byte, at most `limit` (a binary file would otherwise flood
  /// the output), then a note that more were found.
  public func repairDiagnostics(file: String, limit: Int = 20) -> [Diagnostic] {
    var collector = DiagnosticCollector(file: file)
    for repair in repairs.prefix(limit) {
      let message = repair.kind == .invalidUTF8 ? SourceMessages.invalidUTF8 : SourceMessages.nulByte
      var notes: [DiagnosticNote] = []
      if repair == repairs[min(limit, repairs.count) - 1], repairs.count > limit {
        notes = [DiagnosticNote("\(repairs.count - limit) more replaced bytes not reported", at: nil)]
      }
      collector.emit(message, at: location(ofOffset: repair.offset), notes: notes)
    }
    return collector.diagnostics
  }
}
