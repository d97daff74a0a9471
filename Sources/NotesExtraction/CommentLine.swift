/// What one comment line of API notes says, by the conventions of docs/conventions.md §3.
enum CommentLine: Equatable {
  /// Plain description text (language decided by the caller).
  case text(String)
  /// `enum KeyboardDismissMode`, or a bare type path such as `UIScrollView.DecelerationRate`
  /// (`isTentative`: a single word, which is an enum header only if a case line follows).
  case enumHeader(name: String, isTentative: Bool)
  /// `case automatic 说明`, `.fast：说明`, `` case `default` ``.
  case enumCase(name: String, description: String, isMarkedDefault: Bool, needsOpenEnum: Bool)
  /// A default phrase; `raw` empty when no value could be read.
  case defaultValue(raw: String)
  case pitfall(String)
  case notModelled(String)
  case observed(String)
  case assumption(String)
  case seeAlso([String])
  /// `参数 rect：…` / `Parameter rect: …`.
  case parameter(name: String, text: String)
  /// `返回值：…` / `Returns: …`.
  case returns(String)
  /// `可用性：iOS 11.0+` / `Availability: iOS 11.0+`.
  case availability(String)

  static func classify(_ text: String) -> CommentLine {
    let scalars = Array(text.unicodeScalars)
    if let (name, rest) = parameter(scalars) { return .parameter(name: name, text: rest) }
    if let rest = marker(scalars, Markers.returns) { return .returns(rest) }
    if let rest = marker(scalars, Markers.availability) { return .availability(rest) }
    if let rest = marker(scalars, Markers.pitfall) { return .pitfall(rest) }
    if let rest = marker(scalars, Markers.notModelled) { return .notModelled(rest) }
    if let rest = marker(scalars, Markers.observed) { return .observed(rest) }
    if let rest = marker(scalars, Markers.assumption) { return .assumption(rest) }
    if let rest = marker(scalars, Markers.seeAlso) {
      let items = rest.split(whereSeparator: { $0 == "," || $0 == "，" || $0 == " " || $0 == "、" }).map(String.init)
      return .seeAlso(items)
    }
    if let header = enumHeader(scalars) { return header }
    if let item = enumCase(scalars) { return item }
    if let raw = DefaultPhrase.find(in: text) { return .defaultValue(raw: raw) }
    return .text(text)
  }

  /// The markers of docs/conventions.md §3, lowercase, as scalars made once.
  private enum Markers {
    static let pitfall = scalars(["注意", "pitfall"])
    static let notModelled = scalars(["未建模", "not modelled", "not modeled"])
    static let observed = scalars(["观察所得", "observed"])
    static let assumption = scalars(["模型假设", "model assumption"])
    static let seeAlso = scalars(["参见", "see"])
    static let returns = scalars(["返回值", "returns"])
    static let availability = scalars(["可用性", "availability"])
    static let parameter = scalars(["参数", "parameter"])
    static func scalars(_ words: [String]) -> [[Unicode.Scalar]] { words.map { Array($0.unicodeScalars) } }
  }

  /// `marker` then a colon (half or full width), case-insensitive for English.
  private static func marker(_ s: [Unicode.Scalar], _ markers: [[Unicode.Scalar]]) -> String? {
    for m in markers {
      guard s.count > m.count else { continue }
      var matches = true
      for (i, c) in m.enumerated() where lowerASCII(s[i]) != c {
        matches = false
        break
      }
      guard matches else { continue }
      let j = DefaultPhrase.skipSpaces(s, m.count)
      guard j < s.count, s[j] == ":" || s[j] == "：" else { continue }
      return Bilingual.trimmed(String(String.UnicodeScalarView(s[(j + 1)...])))
    }
    return nil
  }

  /// `参数 name：text` or `Parameter name: text` (the word, a space, an identifier, a colon).
  private static func parameter(_ s: [Unicode.Scalar]) -> (String, String)? {
    for m in Markers.parameter where s.count > m.count {
      guard s[0..<m.count].map(lowerASCII) == m else { continue }
      var j = DefaultPhrase.skipSpaces(s, m.count)
      guard j > m.count || m.first == "参" else { continue }  // `Parameters:` is not `Parameter s:`
      var name = ""
      while j < s.count, DefaultPhrase.isLetter(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "_" {
        name.unicodeScalars.append(s[j])
        j += 1
      }
      j = DefaultPhrase.skipSpaces(s, j)
      guard !name.isEmpty, j < s.count, s[j] == ":" || s[j] == "：" else { continue }
      return (name, Bilingual.trimmed(String(String.UnicodeScalarView(s[(j + 1)...]))))
    }
    return nil
  }

  private static func enumHeader(_ s: [Unicode.Scalar]) -> CommentLine? {
    // `// enum Name`, or `// struct Name` for typed constants such as DecelerationRate.
    let keyword = DefaultPhrase.hasWord("enum", s, 0) ? 4 : (DefaultPhrase.hasWord("struct", s, 0) ? 6 : 0)
    if keyword > 0 {
      let j = DefaultPhrase.skipSpaces(s, keyword)
      let (path, end) = typePath(s, j)
      guard !path.isEmpty else { return nil }
      _ = end
      return .enumHeader(name: path, isTentative: false)
    }
    // A line that is only a type path: `UIScrollView.DecelerationRate`.
    let (path, end) = typePath(s, 0)
    guard !path.isEmpty, DefaultPhrase.skipSpaces(s, end) == s.count,
      let lastFirst = path.split(separator: ".").last?.unicodeScalars.first, lastFirst.properties.isUppercase
    else { return nil }
    return .enumHeader(name: path, isTentative: !path.contains("."))
  }

  private static func enumCase(_ s: [Unicode.Scalar]) -> CommentLine? {
    var j = 0
    var needsOpenEnum = true
    if DefaultPhrase.hasWord("case", s, 0) {
      j = DefaultPhrase.skipSpaces(s, 4)
      needsOpenEnum = false
    } else if s.first != "." && s.first != "`" {
      return nil
    }
    if j < s.count, s[j] == "." { j += 1 }
    var backticked = false
    if j < s.count, s[j] == "`" {
      backticked = true
      j += 1
    }
    var name = ""
    while j < s.count, DefaultPhrase.isLetter(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "_" {
      name.unicodeScalars.append(s[j])
      j += 1
    }
    if backticked {
      guard j < s.count, s[j] == "`" else { return nil }
      j += 1
    }
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return nil }
    // After a bare `.name` there must be a separator, so `.5 倍` or `.m 文件` are not cases.
    if needsOpenEnum, j < s.count, !(s[j] == " " || s[j] == "\t" || s[j] == ":" || Bilingual.isCJKPunctuation(s[j]) || s[j] == "(" || s[j] == "-") {
      return nil
    }
    var restScalars = Array(s[j...])
    var isDefault = false
    for mark in ["（默认值）", "（默认）", "(默认值)", "(默认)", "(default)", "（default）", "(Default)"] {
      if let at = DefaultPhrase.find(mark, in: restScalars, from: 0) {
        isDefault = true
        restScalars.removeSubrange(at..<at + mark.unicodeScalars.count)
      }
    }
    let rest = String(String.UnicodeScalarView(restScalars))
    return .enumCase(name: name, description: caseDescription(rest), isMarkedDefault: isDefault, needsOpenEnum: needsOpenEnum)
  }

  /// A case's description without the separator notes put after the name (`：`, `-`, `—`).
  static func caseDescription(_ text: String) -> String {
    var scalars = Substring(Bilingual.trimmed(text)).unicodeScalars
    while let first = scalars.first, [":", "：", "-", "—", "–", " ", "\u{3000}", "，", ","].contains(first) {
      scalars.removeFirst()
    }
    return Bilingual.trimmed(String(scalars))
  }

  /// `A.B.c` at `j`: identifiers joined by dots.
  private static func typePath(_ s: [Unicode.Scalar], _ start: Int) -> (String, Int) {
    var j = start
    var path = ""
    while j < s.count {
      var component = ""
      while j < s.count, DefaultPhrase.isLetter(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "_" {
        component.unicodeScalars.append(s[j])
        j += 1
      }
      guard let first = component.unicodeScalars.first, !("0"..."9").contains(first) else { return ("", start) }
      path += component
      if j + 1 < s.count, s[j] == ".", DefaultPhrase.isLetter(s[j + 1]) {
        path += "."
        j += 1
        continue
      }
      break
    }
    return (path, j)
  }

  private static func lowerASCII(_ c: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c
  }
}
