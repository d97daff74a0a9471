/// "Did you mean …?" for ids, paths and names: the closest candidates by edit distance.
public enum NearMiss {
  /// The best candidate within a distance that still looks like a typo (a third of the
  /// word, at least 2), or nil.
  public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let x = Array(word)
    let limit = max(2, x.count / 3)
    // Only distances up to the limit (and up to the best so far) matter, so each candidate's
    // distance is computed with a cut-off: a length difference beyond it, or a row whose
    // smallest entry exceeds it, ends the work early. Same result as comparing full distances.
    let xBytes = plainASCII(word)
    var best: (String, Int)?
    for candidate in candidates {
      let bound = best.map { min(limit, $0.1) } ?? limit
      let d: Int?
      if let xBytes, let yBytes = plainASCII(candidate) {
        d = boundedDistance(xBytes, yBytes, bound: bound)
      } else {
        d = boundedDistance(x, Array(candidate), bound: bound)
      }
      guard let d else { continue }
      if best == nil || d < best!.1 || (d == best!.1 && candidate < best!.0) { best = (candidate, d) }
    }
    return best?.0
  }

  /// The bytes of an ASCII string without CR (there, one byte is one Character), or nil.
  private static func plainASCII(_ s: String) -> [UInt8]? {
    let bytes = Array(s.utf8)
    return bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes : nil
  }

  /// The Levenshtein distance when it is at most `bound`, else nil.
  static func boundedDistance<T: Equatable>(_ x: [T], _ y: [T], bound: Int) -> Int? {
    if abs(x.count - y.count) > bound { return nil }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      var rowMin = i
      for j in 1...y.count {
        let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        current[j] = value
        if value < rowMin { rowMin = value }
      }
      // Entries never decrease from one row to the next along any path: past the bound for good.
      if rowMin > bound { return nil }
      swap(&previous, &current)
    }
    return previous[y.count] <= bound ? previous[y.count] : nil
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }

  /// `did you mean 'x'?` or nil, for diagnostic notes.
  public static func note(for word: String, among candidates: some Sequence<String>) -> String? {
    suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
  }
}
