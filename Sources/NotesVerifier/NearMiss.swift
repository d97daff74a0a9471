/// "Did you mean …?" for ids, paths and names: the closest candidates by edit distance.
public enum NearMiss {
  /// The best candidate within a distance that still looks like a typo (a third of the
  /// word, at least 2), or nil.
  public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(word, candidate)
      if d <= limit, best == nil || d < best!.1 || (d == best!.1 && candidate < best!.0) { best = (candidate, d) }
    }
    return best?.0
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
