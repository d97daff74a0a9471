/// `llms.txt` (llmstxt.org): the site's title, a one-line summary, and a section of links to
/// the Markdown twins of the API pages, the articles and the examples; and `llms-full.txt`,
/// every twin in the same order. Both are made from the twins alone (each twin's first
/// lines are its title and summary), so the incremental build can make them again from the
/// twins it rendered and the ones already on disk.
enum LlmsText {
  static let indexPath = "llms.txt"
  static let fullPath = "llms-full.txt"

  /// The `##` sections of `llms.txt`, in order.
  enum Section: Int, CaseIterable, Sendable {
    case api, articles, examples

    var heading: String {
      switch self {
      case .api: "API"
      case .articles: "Articles"
      case .examples: "Examples"
      }
    }

    /// Reference pages are API; articles and notes pages (free-form notes) are articles.
    init(_ role: SitePlan.PageRole) {
      switch role {
      case .type, .declaration: self = .api
      case .article, .notes: self = .articles
      }
    }
  }

  /// One page's twin: its section, its site-relative path (`uiscrollview/index.md`), its
  /// bytes (UTF-8 Markdown, the file's bytes).
  struct Twin: Sendable, Equatable {
    var section: Section
    var path: String
    var bytes: [UInt8]
  }

  static let summary =
    "Bilingual (English and Chinese) notes on UIScrollView and the UIKit types around it, checked against an executable Swift model of scrolling: every default, output and number the notes state is computed by the model when the site is built."

  static let details =
    "Each link leads to a page's Markdown twin (`index.md` beside its `index.html`): the title, a one-line summary, what needs no translation (declarations, defaults, code, computed outputs), then an English section and a 中文 section. `llms-full.txt` holds every twin in this order."

  /// Both files, from the twins in site order (pages in plan order, then the examples).
  static func files(_ twins: [Twin]) -> [(path: String, bytes: [UInt8])] {
    var collector = Collector()
    for twin in twins { collector.add(twin) }
    return collector.files()
  }

  /// Gathers what both files need twin by twin, so a build that streams its pages keeps
  /// only the bytes of llms-full.txt (one copy, per section), not every twin besides; or,
  /// when the build streams llms-full.txt to disk too (`takeBodies`), only llms.txt.
  struct Collector {
    private var entries = [String](repeating: "", count: Section.allCases.count)
    /// Where each twin's part of llms-full.txt starts.
    private var layout = FullLayout()
    /// llms-full.txt's pieces per section: each twin's marker and bytes, kept as they are
    /// (the twin's own array, not a copy) until `Bodies.joined` writes them.
    private var bodies = [[[UInt8]]](repeating: [], count: Section.allCases.count)

    mutating func add(_ twin: Twin) {
      add(twin, entry: LlmsText.entry(path: twin.path, twin: twin.bytes))
    }

    /// `add`, with the twin's line of llms.txt already made (`LlmsText.entry`), as pages
    /// rendered in parallel bring it.
    mutating func add(_ twin: Twin, entry: String) {
      entries[twin.section.rawValue] += entry
      let marker = Array(LlmsText.marker(twin.path).utf8)
      layout.place(twin.path, in: twin.section, length: marker.count + twin.bytes.count)
      bodies[twin.section.rawValue].append(marker)
      bodies[twin.section.rawValue].append(twin.bytes)
    }

    /// Where each twin added so far starts in llms-full.txt (`FullLayout.starts`).
    func fullStarts() -> [String: Int64] { layout.starts() }

    /// Adds the twin's line of llms.txt only (for a caller that makes llms-full.txt itself).
    mutating func addEntry(_ twin: Twin) {
      entries[twin.section.rawValue] += LlmsText.entry(path: twin.path, twin: twin.bytes)
    }

    /// llms-full.txt's bytes added since the last call, per section (`Section.rawValue`):
    /// the file is `fullHeader`, then every section's bytes in section order.
    mutating func takeBodies() -> Bodies {
      defer { bodies = [[[UInt8]]](repeating: [], count: Section.allCases.count) }
      return Bodies(pieces: bodies)
    }

    /// llms.txt.
    func index() -> [UInt8] {
      var index = "# ScrollNotes\n\n> \(summary)\n\n\(details)\n"
      for section in Section.allCases where !entries[section.rawValue].isEmpty {
        index += "\n## \(section.heading)\n\n" + entries[section.rawValue]
      }
      return Array(index.utf8)
    }

    /// llms.txt and llms-full.txt; the collector is used up.
    consuming func files() -> [(path: String, bytes: [UInt8])] {
      var full = LlmsText.fullHeader
      full.reserveCapacity(full.count + bodies.joined().reduce(0) { $0 + $1.count })
      for section in Section.allCases {
        for piece in bodies[section.rawValue] { full += piece }
        bodies[section.rawValue] = []
      }
      return [(indexPath, index()), (fullPath, full)]
    }
  }

  /// Pieces of llms-full.txt per section, written one after another on the writer's queue
  /// (not the thread that renders).
  struct Bodies: Sendable {
    let pieces: [[[UInt8]]]
  }

  /// Where each twin's part (its marker, then its bytes) starts in llms-full.txt, which is
  /// `fullHeader` and then each section's parts in order: kept in the build cache, so a
  /// rebuild replaces a changed twin's part without searching 100 MB for it.
  struct FullLayout {
    private var placed: [(path: String, section: Int, offset: Int64)] = []
    private var sectionLengths = [Int64](repeating: 0, count: Section.allCases.count)

    /// The next part of `section`: `length` bytes, marker included.
    mutating func place(_ path: String, in section: Section, length: Int) {
      placed.append((path, section.rawValue, sectionLengths[section.rawValue]))
      sectionLengths[section.rawValue] += Int64(length)
    }

    /// Each part's start in the whole file, by twin path (a path placed twice keeps its first).
    func starts() -> [String: Int64] {
      var sectionStart = [Int64](repeating: 0, count: Section.allCases.count)
      var at = Int64(LlmsText.fullHeader.count)
      for section in sectionStart.indices {
        sectionStart[section] = at
        at += sectionLengths[section]
      }
      var starts: [String: Int64] = [:]
      starts.reserveCapacity(placed.count)
      for part in placed where starts[part.path] == nil { starts[part.path] = sectionStart[part.section] + part.offset }
      return starts
    }
  }

  /// What llms-full.txt starts with.
  static var fullHeader: [UInt8] { Array("# ScrollNotes\n\n> \(summary)\n".utf8) }

  /// A twin's line in llms.txt: `- [title](path): summary`.
  static func entry(path: String, twin: [UInt8]) -> String {
    let (title, summary) = heading(of: twin)
    return "- [\(title)](\(path))" + (summary.isEmpty ? "" : ": " + summary) + "\n"
  }

  /// What comes before a twin in llms-full.txt.
  static func marker(_ path: String) -> String { "\n<!-- \(path) -->\n\n" }

  /// The title (`# …`) and summary (`> …`) lines a twin starts with, without their markers.
  static func heading(of twin: [UInt8]) -> (title: String, summary: String) {
    twin.withUnsafeBufferPointer { bytes in
      // The first two non-empty lines, cut where characters cut them: at a "\n" byte not
      // after "\r" (a "\r\n" is one character, and no line break).
      var lines: [Range<Int>] = []
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
        if index > start { lines.append(start..<index) }
        start = index + 1
        if lines.count == 2 { break }
      }
      if lines.count < 2, start < bytes.count { lines.append(start..<bytes.count) }
      if let heading = headingOnBytes(bytes, lines: lines) { return heading }
      // Read as a String, whose characters decide, but only as far as those two lines.
      let end = lines.count == 2 ? lines[1].upperBound : bytes.count
      return heading(of: String(decoding: bytes[..<end], as: UTF8.self))
    }
  }

  /// How a line starts, for `headingOnBytes`.
  private enum Marker {
    case absent
    /// The line after the marker.
    case present(Range<Int>)
    /// The marker's bytes, then a byte that could join its space into one character.
    case undecided
  }

  /// `heading(of:)` of the twin's first two non-empty `lines`, read on bytes: a title's "# "
  /// and a summary's "> " dropped. Nil when a marker is followed by a byte above ASCII below
  /// the CJK blocks, which could join the space into one character with it: the characters
  /// decide there.
  static func headingOnBytes(_ bytes: UnsafeBufferPointer<UInt8>, lines: [Range<Int>]) -> (title: String, summary: String)? {
    func marker(_ prefix: StaticString, on line: Range<Int>) -> Marker {
      let marker = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
      guard line.count >= marker.count, UnsafeBufferPointer(rebasing: bytes[line.lowerBound..<(line.lowerBound + marker.count)]).elementsEqual(marker)
      else { return .absent }
      let rest = (line.lowerBound + marker.count)..<line.upperBound
      if let next = rest.first.map({ bytes[$0] }), next >= 0x80, !(0xE4...0xE9).contains(next) { return .undecided }
      return .present(rest)
    }
    func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
    var title = ""
    if let first = lines.first {
      switch marker("# ", on: first) {
      case .absent: title = text(first)
      case .present(let rest): title = text(rest)
      case .undecided: return nil
      }
    }
    var summary = ""
    if lines.count > 1 {
      switch marker("> ", on: lines[1]) {
      case .absent: break
      case .present(let rest): summary = text(rest)
      case .undecided: return nil
      }
    }
    return (title, summary)
  }

  static func heading(of twin: String) -> (title: String, summary: String) {
    let lines = twin.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: true)
    let title = lines.first.map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : String($0) } ?? ""
    let summary = lines.dropFirst().first.flatMap { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : nil } ?? ""
    return (title, summary)
  }
}
