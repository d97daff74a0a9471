/// `Contents/Info.plist`: what Dash and Zeal need to list and open the docset.
public enum DocsetInfoPlist {
  public static let identifier = "scrollnotes"
  public static let name = "ScrollNotes"

  /// The keys in a fixed order, so two docsets have the same file.
  static let entries: [(key: String, value: Value)] = [
    ("CFBundleIdentifier", .string(identifier)),
    ("CFBundleName", .string(name)),
    ("DocSetPlatformFamily", .string(identifier)),
    ("isDashDocset", .bool(true)),
    ("dashIndexFilePath", .string("index.html")),
    ("isJavaScriptEnabled", .bool(true)),
    ("DashDocSetFamily", .string("dashtoc")),
  ]

  enum Value {
    case string(String)
    case bool(Bool)
  }

  public static func xml() -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for (key, value) in entries {
      out += "\t<key>\(XMLText.escape(key))</key>\n"
      switch value {
      case .string(let text): out += "\t<string>\(XMLText.escape(text))</string>\n"
      case .bool(let flag): out += flag ? "\t<true/>\n" : "\t<false/>\n"
      }
    }
    return out + "</dict>\n</plist>\n"
  }
}

enum XMLText {
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
