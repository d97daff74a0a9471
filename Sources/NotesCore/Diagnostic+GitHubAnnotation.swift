extension Diagnostic {
  /// The GitHub Actions workflow command that shows this diagnostic on the file's line in a
  /// pull request or commit: `::error file=Content/UIScrollView.md,line=134,col=1::[id] message`.
  /// Errors become `::error`, warnings `::warning`, notes and remarks `::notice`; a whole-file
  /// diagnostic has no `line` or `col`. Notes follow the message on lines of their own, as in
  /// `formatted`. Values are escaped as `GitHubWorkflowCommand` describes.
  public var githubAnnotation: String {
    var properties = ["file=" + GitHubWorkflowCommand.escapeProperty(file)]
    if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
    var text = "[\(id)] \(message)"
    for note in notes { text += "\n\(Diagnostic.position(file, note.location ?? location)): note: \(note.message)" }
    return "::\(severity.githubCommand) \(properties.joined(separator: ","))::\(GitHubWorkflowCommand.escapeData(text))"
  }
}

extension Severity {
  /// The workflow command GitHub Actions shows a diagnostic of this severity with.
  var githubCommand: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .note, .remark: "notice"
    }
  }
}

/// Escaping for GitHub Actions workflow commands (`::command key=value,…::data`), as the
/// runner unescapes them: in the data `%`, carriage return and line feed; in property values
/// also `:` and `,`, which would otherwise end the value. Works on Unicode scalars, so a CRLF
/// (one Swift `Character`) becomes `%0D%0A`.
public enum GitHubWorkflowCommand {
  public static func escapeData(_ text: String) -> String { escape(text, extra: false) }

  public static func escapeProperty(_ text: String) -> String { escape(text, extra: true) }

  private static func escape(_ text: String, extra: Bool) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where extra: result += "%3A"
      case "," where extra: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
