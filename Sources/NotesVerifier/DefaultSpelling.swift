/// Compares a default as the notes state it (already normalised by the extractor: `true`,
/// `.zero`, `1.0`, `.automatic`, `nil`) with the catalog's spelling. Numbers compare by value
/// (`1` equals `1.0`); everything else by text, ignoring backticks and surrounding spaces.
public enum DefaultSpelling {
  public static func same(_ documented: String, _ model: String) -> Bool {
    let a = clean(documented)
    let b = clean(model)
    if a == b { return true }
    if let x = Double(a), let y = Double(b) { return x == y }
    return false
  }

  static func clean(_ text: String) -> String {
    var out = ""
    for c in text where c != "`" { out.append(c) }
    while out.first == " " { out.removeFirst() }
    while out.last == " " { out.removeLast() }
    if out.hasPrefix("+") { out.removeFirst() }
    return out
  }
}
