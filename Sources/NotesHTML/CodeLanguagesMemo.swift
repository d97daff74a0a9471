import Synchronization

/// One page's code blocks' line languages (`BilingualCode.lineLanguages`), found once for the
/// page's HTML and again used by its Markdown twin, which shows the same blocks.
///
/// Keyed by where the code's bytes are: each entry holds its code `String`, so while the
/// entry lasts no other string can have its storage there, and a code of the same length at
/// the same address is the same code. Short codes (kept inside the `String` value, with no
/// storage of their own) are not kept: finding their languages again is cheap.
public final class CodeLanguagesMemo: Sendable {
  private struct Entry: Sendable {
    let code: String
    let address: UInt
    let count: Int
    let languages: [BilingualCode.Language?]
  }

  private let entries = Mutex<[Entry]>([])

  public init() {}

  public func languages(of code: String) -> [BilingualCode.Language?] {
    guard let (address, count) = code.utf8.withContiguousStorageIfAvailable({ (UInt(bitPattern: $0.baseAddress), $0.count) }) else {
      return BilingualCode.lineLanguages(code)
    }
    if let known = entries.withLock({ $0.first { $0.address == address && $0.count == count }?.languages }) { return known }
    let languages = BilingualCode.lineLanguages(code)
    entries.withLock { $0.append(Entry(code: code, address: address, count: count, languages: languages)) }
    return languages
  }
}
