public import NotesBook
public import NotesCore

/// Reads the search glossary (`Content/search-glossary.txt`; format in conventions §9):
///
///     # A comment.
///     bouncing · 弹性
///       zh: 弹性, 回弹, 反弹
///       en: bounce, rubber band
///       api: bounces, alwaysBounceVertical
///       article: scrolling-physics
///
/// A line that starts in the first column names a concept (`English · 中文`); the indented
/// lines under it list its words and targets, separated by `,`, `，` or `、` (a full-width
/// `：` works too). Whatever is wrong is reported at its line and column and left out; the
/// rest of the file still counts. Never traps, whatever the bytes.
public enum GlossaryReader {
  public static func read(bytes: [UInt8], file: String) -> (glossary: Glossary, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector(file: file)
    let text = String(decoding: bytes, as: UTF8.self)
    if String(validating: bytes, as: UTF8.self) == nil { diagnostics.emit(GlossaryMessages.notUTF8, at: nil) }
    var concepts: [Glossary.Concept] = []
    var current: Glossary.Concept?
    // Each word once in the whole file (English ignoring case): a word in two concepts
    // would make a query mean two things.
    var firstSeen: [String: SourceLocation] = [:]

    func finish() {
      guard let concept = current else { return }
      current = nil
      if concept.zh.isEmpty || concept.en.isEmpty {
        diagnostics.emit(GlossaryMessages.conceptNeedsBothLanguages(concept.nameEn), at: concept.location)
        return
      }
      concepts.append(concept)
    }

    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = Array(rawLine.unicodeScalars.filter { $0 != "\r" })
      let lineNumber = number + 1
      func at(_ index: Int) -> SourceLocation { SourceLocation(line: lineNumber, column: index + 1) }
      guard let first = line.firstIndex(where: { !isSpace($0) }) else { continue }
      if line[first] == "#" { continue }
      if first == 0 {
        // A concept's heading: `English name · 中文名`.
        finish()
        guard let dot = line.firstIndex(of: "·") else {
          diagnostics.emit(GlossaryMessages.headingNeedsBothNames(string(line)), at: at(0))
          continue
        }
        let en = trimmed(line, 0, dot)
        let zh = trimmed(line, dot + 1, line.count)
        guard !en.text.isEmpty, !zh.text.isEmpty, !containsHan(en.text), containsHan(zh.text) else {
          diagnostics.emit(GlossaryMessages.headingNeedsBothNames(string(line)), at: at(0))
          continue
        }
        current = Glossary.Concept(nameEn: en.text, nameZh: zh.text, location: at(0))
        continue
      }
      // A field line: `zh: 弹性, 回弹`.
      guard current != nil else {
        diagnostics.emit(GlossaryMessages.fieldOutsideConcept, at: at(first))
        continue
      }
      guard let colon = line[first...].firstIndex(where: { $0 == ":" || $0 == "：" }) else {
        diagnostics.emit(GlossaryMessages.missingColon(string(Array(line[first...]))), at: at(first))
        continue
      }
      let field = trimmed(line, first, colon).text
      guard ["zh", "en", "api", "article"].contains(field) else {
        diagnostics.emit(GlossaryMessages.unknownField(field), at: at(first))
        continue
      }
      // The words, each trimmed, with the column where it starts.
      var words: [Glossary.Word] = []
      var start = colon + 1
      for index in (colon + 1)...line.count {
        guard index == line.count || line[index] == "," || line[index] == "，" || line[index] == "、" else { continue }
        let word = trimmed(line, start, index)
        if word.text.isEmpty {
          // `a, , b` or a trailing separator; a field with nothing at all is one empty word.
          diagnostics.emit(GlossaryMessages.emptyWord(field), at: at(word.start))
        } else {
          words.append(Glossary.Word(word.text, at: at(word.start)))
        }
        start = index + 1
      }
      for word in words {
        switch field {
        case "zh", "en":
          if field == "zh", !containsHan(word.text) {
            diagnostics.emit(GlossaryMessages.wordNotChinese(word.text), at: word.location)
            continue
          }
          if field == "en", containsHan(word.text) {
            diagnostics.emit(GlossaryMessages.wordNotEnglish(word.text), at: word.location)
            continue
          }
          let key = word.text.lowercased()
          if let earlier = firstSeen[key] {
            diagnostics.emit(
              GlossaryMessages.duplicateWord(word.text), at: word.location,
              notes: [DiagnosticNote("first listed here", at: earlier)])
            continue
          }
          firstSeen[key] = word.location
          if field == "zh" { current!.zh.append(word) } else { current!.en.append(word) }
        case "api":
          guard isAPIName(word.text) else {
            diagnostics.emit(GlossaryMessages.notAnAPIName(word.text), at: word.location)
            continue
          }
          current!.targets.append(.api(word))
        default:
          guard isSlug(word.text) else {
            diagnostics.emit(GlossaryMessages.notAnArticleSlug(word.text), at: word.location)
            continue
          }
          current!.targets.append(.article(word))
        }
      }
    }
    finish()
    return (Glossary(file: file, concepts: concepts), diagnostics.diagnostics)
  }

  static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\u{3000}" }

  static func string(_ scalars: [Unicode.Scalar]) -> String {
    var out = ""
    out.unicodeScalars.append(contentsOf: scalars)
    return out
  }

  /// The text of `line[from..<to]` without surrounding spaces, and the index it starts at.
  static func trimmed(_ line: [Unicode.Scalar], _ from: Int, _ to: Int) -> (text: String, start: Int) {
    var a = from
    var b = to
    while a < b, isSpace(line[a]) { a += 1 }
    while b > a, isSpace(line[b - 1]) { b -= 1 }
    return (string(Array(line[a..<b])), a)
  }

  static func containsHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3400...0x4DBF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value) || (0x20000...0x2FA1F).contains($0.value) }
  }

  /// `bounces`, `UIScrollView.contentInset`, `scrollRectToVisible(_:animated:)`.
  static func isAPIName(_ text: String) -> Bool {
    var name = Substring(text)
    if let open = name.firstIndex(of: "(") {
      guard name.last == ")" else { return false }
      let selector = name[name.index(after: open)..<name.index(before: name.endIndex)]
      guard selector.allSatisfy({ $0 == ":" || $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else { return false }
      name = name[..<open]
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let head = part.first, head == "_" || (head.isASCII && head.isLetter) else { return false }
      return part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
  }

  static func isSlug(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
  }
}

/// What reading the search glossary can say. Messages are lowercase, without a final
/// period, words in single quotes.
public enum GlossaryMessages: DiagnosticCatalog {
  public static let domain = "glossary"

  public static var notUTF8: DiagnosticMessage {
    message(.error, "the glossary is not valid UTF-8; unreadable bytes were replaced")
  }

  public static func headingNeedsBothNames(_ line: String) -> DiagnosticMessage {
    message(.error, "'\(line)' is not a concept heading; write the English name, ' · ', then the Chinese name (bouncing · 弹性), or indent it as a field")
  }

  public static var fieldOutsideConcept: DiagnosticMessage {
    message(.error, "an indented field comes before any concept heading")
  }

  public static func missingColon(_ text: String) -> DiagnosticMessage {
    message(.error, "'\(text)' has no ':'; write a field as 'zh: …', 'en: …', 'api: …' or 'article: …'")
  }

  public static func unknownField(_ field: String) -> DiagnosticMessage {
    message(.error, "unknown field '\(field)'; the fields are zh, en, api and article")
  }

  public static func emptyWord(_ field: String) -> DiagnosticMessage {
    message(.error, "empty entry in '\(field)'; remove the extra separator")
  }

  public static func wordNotChinese(_ word: String) -> DiagnosticMessage {
    message(.error, "'\(word)' under zh has no Chinese characters; list it under en")
  }

  public static func wordNotEnglish(_ word: String) -> DiagnosticMessage {
    message(.error, "'\(word)' under en has Chinese characters; list it under zh")
  }

  public static func duplicateWord(_ word: String) -> DiagnosticMessage {
    message(.error, "'\(word)' is listed twice; a word belongs to one concept")
  }

  public static func conceptNeedsBothLanguages(_ name: String) -> DiagnosticMessage {
    message(.error, "concept '\(name)' needs words in both languages (a zh line and an en line); it is left out")
  }

  public static func notAnAPIName(_ name: String) -> DiagnosticMessage {
    message(.error, "'\(name)' is not an API name; write it as the notes do (bounces, UIScrollView.contentInset, zoom(to:animated:))")
  }

  public static func notAnArticleSlug(_ slug: String) -> DiagnosticMessage {
    message(.error, "'\(slug)' is not an article slug; write the file name without its number and '.md' (scrolling-physics)")
  }

  public static func unknownAPI(_ name: String) -> DiagnosticMessage {
    message(.error, "'\(name)' names no API page of the site")
  }

  public static func unknownArticle(_ slug: String) -> DiagnosticMessage {
    message(.error, "'\(slug)' names no article of the site")
  }
}
