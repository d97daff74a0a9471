import NotesBook
import Testing

/// `CodeSample.language` cuts an ASCII info string on bytes; it must give what cutting its
/// characters at the first space or tab gave (kept here as the reference), for any info
/// string, a combining mark after the space (which makes another character) included.
@Suite struct CodeSampleLanguage {
  @Test func givesTheCharacterCutOnRandomInfoStrings() {
    let pieces = ["swift", "text", " ", "\t", "title=\"a b\"", "\r\n", "\u{301}", "é", "中文", "-", "{.x}", ""]
    for info in MarkdownTextBytes.randomTexts(of: pieces, seed: 23, longest: 5) {
      let sample = CodeSample(info: info, code: "", location: nil)
      #expect(sample.language == String(info.prefix { $0 != " " && $0 != "\t" }), "\(info.debugDescription)")
    }
  }
}
