import NotesCore

@testable import NotesExtraction

/// Extracts a notes file given as a string and returns its page dump.
func dumpOfNotes(_ text: String, file: String = "notes.md") -> String {
  NotesExtractor.extract(text: text, file: file).page.dump()
}

/// The diagnostics of a notes file, compiler-formatted, one per line.
func diagnosticsOfNotes(_ text: String, file: String = "notes.md") -> [String] {
  NotesExtractor.extract(text: text, file: file).diagnostics.map(\.formatted)
}

/// Source with location markers (1️⃣, 2️⃣, …): the text without them and where each was,
/// as a reader counts line and column, so diagnostics tests state positions in the Markdown.
struct MarkedSource {
  let text: String
  let markers: [String: SourceLocation]

  init(_ marked: String) {
    var text = ""
    var markers: [String: SourceLocation] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count > 1,
        ("1"..."9").contains(scalar), character.unicodeScalars.contains("\u{20E3}")
      {
        markers[String(character)] = SourceLocation(line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    self.text = text
    self.markers = markers
  }

  /// `file:line:col` of a marker.
  func at(_ marker: String, file: String = "notes.md") -> String {
    guard let location = markers[marker] else { return "\(file):?:?" }
    return "\(file):\(location.line):\(location.column)"
  }
}
