public import NotesCore

/// One runnable example: real Swift, compiled with the package and run against the model by
/// one runner. The site shows the code between the markers `// example: <id>` and
/// `// end example` in `sourceFile` (so what readers see is what ran), its output, and the
/// figure drawn from the output's `figure` member if it has one.
public struct Example: Sendable {
  /// Stable id, `<area>.<kebab-name>`: `inset.tall-automatic`, `contentsize.stacked-views`.
  public let id: String
  public let titleEn: String
  public let titleZh: String
  /// The APIs it demonstrates, qualified as in the model catalog: `UIScrollView.adjustedContentInset`.
  public let apis: [String]
  /// Package-relative path of the file holding the example's code (`Sources/ScrollExamples/…`).
  public let sourceFile: String
  let body: @Sendable (inout ExampleOutput) -> Void

  public init(
    id: String, en titleEn: String, zh titleZh: String, apis: [String], fileID: String = #fileID,
    body: @escaping @Sendable (inout ExampleOutput) -> Void
  ) {
    self.id = id
    self.titleEn = titleEn
    self.titleZh = titleZh
    self.apis = apis
    // #fileID is "ScrollExamples/File.swift": the module is the folder under Sources/.
    self.sourceFile = "Sources/" + fileID
    self.body = body
  }

  /// Runs the example and returns its structured output.
  public func run() -> ExampleOutput {
    var output = ExampleOutput()
    body(&output)
    return output
  }
}

/// What an example reports: ordered named values (JSON), addressed by placeholders such as
/// `{{= contentsize.stacked-views#contentSize.height}}`.
public struct ExampleOutput: Sendable, Equatable {
  public private(set) var members: [JSONMember] = []

  public init() {}

  /// Records a value under `key` (replacing an earlier value with the same key, in place).
  public mutating func record(_ key: String, _ value: JSONValue) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(JSONMember(key: key, value: value))
    }
  }

  public var json: JSONValue { .object(members) }

  /// The value at a dotted path with optional indexes: `contentSize.height`, `overshoot[2]`,
  /// `frames.b.y`; nil when the path does not exist.
  public func value(at path: String) -> JSONValue? {
    ExampleOutput.lookup(json, path: path)
  }

  public static func lookup(_ root: JSONValue, path: String) -> JSONValue? {
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
}
