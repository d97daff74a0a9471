import NotesBook
import NotesCore

/// A number typed in an article's prose next to an example (in a paragraph with one of its
/// placeholders, or right before or after its embed) must be one the example has: a literal
/// in its code (an input) or a value in its output. Anything else can drift from the example
/// unnoticed, so it is a warning: write it as a `{{= ID#path}}` placeholder instead.
extension VerificationState {
  mutating func checkStrayNumbers(_ page: Page) {
    // Each example's numbers are gathered once per page, however many paragraphs it sits by.
    var numbersByExample: [String: Set<Double>] = [:]
    for article in page.articles {
      for section in article.sections {
        let blocks = section.blocks
        for (index, block) in blocks.enumerated() {
          guard case .row(let zh, let en) = block else { continue }
          var ids: [String] = []
          for neighbour in [index - 1, index + 1] where blocks.indices.contains(neighbour) {
            if case .example(let id, _) = blocks[neighbour] { ids.append(id) }
          }
          for prose in [zh, en].compactMap({ $0 }) {
            // Most rows sit by no example and name none: their text is not read.
            guard !ids.isEmpty || ProseWalk.holdsPlaceholder(prose) else { continue }
            var texts: [String] = []
            var placed: [String] = []
            ProseWalk.block(prose) { inline, _ in
              switch inline {
              case .text(let text): texts.append(text)
              case .value(let placeholder): placed.append(placeholder.exampleID)
              default: break
              }
            }
            var seen: Set<String> = []
            let runs = (ids + placed).filter { seen.insert($0).inserted }.compactMap { examplesByID[$0] }
            guard !runs.isEmpty else { continue }
            var known: Set<Double> = []
            for run in runs {
              if numbersByExample[run.id] == nil { numbersByExample[run.id] = Set(StrayNumbers.numbers(of: run)) }
              known.formUnion(numbersByExample[run.id]!)
            }
            for number in texts.flatMap(StrayNumbers.proseNumbers(in:)) where !known.contains(number.value) {
              emit(
                VerifyMessages.strayNumber(number.text, examples: runs.map(\.id)), file: page.file,
                at: prose.location)
            }
          }
        }
      }
    }
  }
}

extension ProseBlock {
  var location: SourceLocation? {
    switch self {
    case .paragraph(_, let location), .list(_, _, _, let location), .quote(_, let location), .heading(_, _, let location):
      location
    case .code(let sample):
      sample.location
    }
  }
}

/// The numbers of prose and of examples, compared by value (`1.50` is `1.5`).
enum StrayNumbers {
  /// Words after which a number is a version, a year or a device, not a measurement.
  static let versionWords: Set<String> = [
    "ios", "ipados", "tvos", "visionos", "macos", "watchos", "catalyst", "xcode", "swift", "wwdc", "iphone", "ipad", "sdk",
    "se", "pro", "max", "plus", "mini", "tn",
  ]

  /// Every literal number in the example's code and every number in its output.
  static func numbers(of run: ExampleRun) -> [Double] {
    var result = literals(in: run.code).map(\.value)
    for leaf in OutputPath.leaves(of: run.output) {
      if case .number(let n) = leaf.value { result.append(n) }
      if case .string(let s) = leaf.value { result += literals(in: s).map(\.value) }
    }
    return result
  }

  /// Numbers in a sentence that stand for measurements: not a version (`iOS 17.4`), a year
  /// (2018), a list or section number (`1.`, `§4`), and never 0 or 1, which prose uses as words.
  static func proseNumbers(in text: String) -> [(text: String, value: Double)] {
    literals(in: text).filter { number in
      if number.value == 0 || number.value == 1 { return false }
      if number.value >= 1900 && number.value <= 2100 && !number.text.contains(".") { return false }
      let before = number.wordBefore.lowercased()
      return !versionWords.contains(before) && !number.afterSectionSign
    }.map { ($0.text, $0.value) }
  }

  struct Literal {
    var text: String
    var value: Double
    var wordBefore: String
    var afterSectionSign: Bool
  }

  /// Decimal literals (`12`, `0.998`, `-59` read as 59: the sign is the prose's), with the
  /// word before each; digits inside identifiers (`x2`, `H-17`) are skipped.
  static func literals(in text: String) -> [Literal] {
    let scalars = Array(text.unicodeScalars)
    var result: [Literal] = []
    var i = 0
    func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
    func isWordScalar(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic && s.value < 0x2E80 || s == "_" }
    while i < scalars.count {
      guard isDigit(scalars[i]), i == 0 || !(isWordScalar(scalars[i - 1]) || isDigit(scalars[i - 1]) || scalars[i - 1] == ".") else {
        i += 1
        continue
      }
      var j = i
      while j < scalars.count, isDigit(scalars[j]) { j += 1 }
      if j + 1 < scalars.count, scalars[j] == ".", isDigit(scalars[j + 1]) {
        j += 1
        while j < scalars.count, isDigit(scalars[j]) { j += 1 }
      }
      let literal = String(String.UnicodeScalarView(scalars[i..<j]))
      // Skip `_` digit groups and identifiers that continue after the digits (`3x` stays a number).
      if j < scalars.count, scalars[j] == "_" || (isWordScalar(scalars[j]) && scalars[j] != "x" && scalars[j] != "X") {
        i = j
        continue
      }
      var k = i - 1
      while k >= 0, scalars[k] == " " || scalars[k] == "\u{A0}" { k -= 1 }
      let wordEnd = k + 1
      while k >= 0, isWordScalar(scalars[k]) { k -= 1 }
      let word = String(String.UnicodeScalarView(scalars[(k + 1)..<wordEnd]))
      let section = wordEnd > 0 && scalars[wordEnd - 1] == "§"
      if let value = Double(literal) { result.append(Literal(text: literal, value: value, wordBefore: word, afterSectionSign: section)) }
      i = j
    }
    return result
  }
}
