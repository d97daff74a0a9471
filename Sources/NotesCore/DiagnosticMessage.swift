/// A diagnostic's stable identifier, `<domain>.<camelCase>`, e.g. `extraction.unknownDefault`.
public struct DiagnosticID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let domain: String
  public let name: String

  public init(domain: String, name: String) {
    self.domain = domain
    self.name = name
  }

  public var description: String { "\(domain).\(name)" }

  public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.description < b.description }
}

/// What to say, before it is placed in a file: produced by a messages catalog.
public struct DiagnosticMessage: Hashable, Sendable {
  public let id: DiagnosticID
  public let severity: Severity
  public let text: String

  public init(id: DiagnosticID, severity: Severity, text: String) {
    self.id = id
    self.severity = severity
    self.text = text
  }
}

/// A catalog of messages for one domain. Each message is a static member whose name becomes
/// the ID, so call sites never spell IDs as strings:
///
///     enum ExtractionMessages: DiagnosticCatalog {
///       static let domain = "extraction"
///       static func unknownDefault(_ raw: String) -> DiagnosticMessage {
///         message(.warning, "cannot read the default value '\(raw)'")
///       }
///     }
public protocol DiagnosticCatalog {
  static var domain: String { get }
}

extension DiagnosticCatalog {
  /// Builds a message whose ID name is the calling member's name (`#function` is
  /// `unknownDefault(_:)` inside that member; the argument labels are dropped).
  public static func message(_ severity: Severity, _ text: String, member: String = #function) -> DiagnosticMessage {
    // Bytes, not a Character split (grapheme breaking in the lab's WebAssembly module).
    let bytes = Array(member.utf8)
    let name = bytes.firstIndex(of: UInt8(ascii: "(")).map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? member
    return DiagnosticMessage(id: DiagnosticID(domain: domain, name: name), severity: severity, text: text)
  }
}
