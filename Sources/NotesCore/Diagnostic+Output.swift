extension Diagnostic {
  /// Compiler-style text: `Content/UIScrollView.md:187:1: warning: [extraction.unknownDefault] …`,
  /// then one line per note. Editors and CI annotators understand this form.
  public var formatted: String {
    var text = "\(Diagnostic.position(file, location)): \(severity.rawValue): [\(id)] \(message)"
    for note in notes {
      text += "\n\(Diagnostic.position(file, note.location ?? location)): note: \(note.message)"
    }
    return text
  }

  static func position(_ file: String, _ location: SourceLocation?) -> String {
    guard let location else { return file }
    return "\(file):\(location.line):\(location.column)"
  }

  /// The JSON form: `{"id", "severity", "file", "line", "column", "message", "notes"}`;
  /// line and column are null for whole-file diagnostics.
  public var json: JSONValue {
    .object([
      "id": .string(id.description),
      "severity": .string(severity.rawValue),
      "file": .string(file),
      "line": location.map { .number(Double($0.line)) } ?? .null,
      "column": location.map { .number(Double($0.column)) } ?? .null,
      "message": .string(message),
      "notes": .array(notes.map { note in
        .object([
          "line": note.location.map { .number(Double($0.line)) } ?? .null,
          "column": note.location.map { .number(Double($0.column)) } ?? .null,
          "message": .string(note.message),
        ])
      }),
    ])
  }
}
