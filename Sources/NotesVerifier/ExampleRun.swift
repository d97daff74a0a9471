public import NotesCore

/// One example after it ran: what the site shows and what placeholders read. The verifier
/// takes these as input, so tests can hand it any outputs and the command line decides how
/// examples are run (and cached).
public struct ExampleRun: Hashable, Sendable {
  /// `<area>.<kebab-name>`: `inset.tall-automatic`.
  public var id: String
  public var titleEn: String
  public var titleZh: String
  /// Catalog names the example demonstrates (`UIScrollView.adjustedContentInset`).
  public var apis: [String]
  /// Package-relative path of the example's source file.
  public var sourceFile: String
  /// The code the site shows (the text between the example's markers).
  public var code: String
  /// The structured output of the run.
  public var output: JSONValue

  public init(
    id: String, titleEn: String, titleZh: String, apis: [String], sourceFile: String, code: String, output: JSONValue
  ) {
    self.id = id
    self.titleEn = titleEn
    self.titleZh = titleZh
    self.apis = apis
    self.sourceFile = sourceFile
    self.code = code
    self.output = output
  }

  public static func == (a: ExampleRun, b: ExampleRun) -> Bool {
    a.id == b.id && a.titleEn == b.titleEn && a.titleZh == b.titleZh && a.apis == b.apis
      && a.sourceFile == b.sourceFile && a.code == b.code && a.output == b.output
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Paths into an example's output, as placeholders write them: `contentSize.height`,
/// `overshoot[2]`, `frames.b.y`.
public enum OutputPath {
  /// The value at `path`, or nil when there is none.
  public static func value(in root: JSONValue, at path: String) -> JSONValue? {
    var current: JSONValue? = root
    for component in path.split(separator: ".", omittingEmptySubsequences: false) {
      var name = Substring(component)
      var indexes: [Int] = []
      while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
        guard let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return nil }
        indexes.insert(index, at: 0)
        name = name[..<open]
      }
      if !name.isEmpty { current = current?[String(name)] }
      for index in indexes {
        guard let array = current?.arrayValue, array.indices.contains(index) else { return nil }
        current = array[index]
      }
      if current == nil { return nil }
    }
    return current
  }

  /// Every path that leads to a single value (not an object or array), in output order,
  /// with the value: the rows of the output table on the site.
  public static func leaves(of root: JSONValue) -> [(path: String, value: JSONValue)] {
    var result: [(String, JSONValue)] = []
    func walk(_ value: JSONValue, _ path: String) {
      switch value {
      case .object(let members):
        for member in members { walk(member.value, path.isEmpty ? member.key : path + "." + member.key) }
      case .array(let items):
        for (i, item) in items.enumerated() { walk(item, path + "[\(i)]") }
      default:
        result.append((path, value))
      }
    }
    walk(root, "")
    return result
  }

  /// How a single value reads in prose: numbers as the model computed them (`59`, `1182.5`),
  /// strings without quotes.
  public static func display(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .number(let n): JSONValue.formatNumber(n)
    default: value.serialized()
    }
  }
}
