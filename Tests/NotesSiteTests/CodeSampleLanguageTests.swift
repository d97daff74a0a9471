import NotesBook
import Testing

/// `CodeSample.language` cuts an ASCII info string on bytes; it must give what cutting its
/// characters at the first space or tab gave (kept here as the reference), for any info
/// string, a combining mark after the space (which makes another character) included.
@Suite struct CodeSampleLanguage {
  @Test func givesTheCharacterCutOnRandomInfoStrings() {
    let pieces = ["swift", "text", " ", "\t", "title=\"a b\"", "\r\n", "\u{301}", "é", "中文", "-", "{.x}", ""]
    var state: UInt64 = 0xBEEF
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for _ in 0..<3_000 {
      let info = (0..<(next() % 6)).map { _ in pieces[next() % pieces.count] }.joined()
      let sample = CodeSample(info: info, code: "", location: nil)
      #expect(sample.language == String(info.prefix { $0 != " " && $0 != "\t" }), "\(info.debugDescription)")
    }
  }
}
