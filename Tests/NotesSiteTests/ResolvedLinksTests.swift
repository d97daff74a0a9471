import Synchronization
import Testing

@testable import NotesSite

/// A page's links are resolved once for its HTML and both Markdown twins: the memo answers
/// what the resolution answers, a missing link included, and never mixes pages or files.
@Suite struct ResolvedLinksMemo {
  @Test func answersWhatTheResolutionAnswersAndAsksOncePerLink() {
    let memo = ResolvedLinks()
    let asked = Mutex<[String]>([])
    func resolve(_ destination: String) -> String? {
      asked.withLock { $0.append(destination) }
      return destination.hasSuffix(".md") ? "../" + destination.dropLast(3) + "/index.html" : nil
    }
    for _ in 0..<3 {
      #expect(memo.href(for: "a.md", file: "Content/x.md", root: "../", resolve: resolve) == "../a/index.html")
      #expect(memo.href(for: "gone", file: "Content/x.md", root: "../", resolve: resolve) == nil)
    }
    #expect(asked.withLock { $0 } == ["a.md", "gone"])
  }

  @Test func keysByFileAndRoot() {
    let memo = ResolvedLinks()
    #expect(memo.href(for: "a.md", file: "Content/x.md", root: "../", resolve: { _ in "one" }) == "one")
    #expect(memo.href(for: "a.md", file: "Content/y.md", root: "../", resolve: { _ in "two" }) == "two")
    #expect(memo.href(for: "a.md", file: "Content/x.md", root: "../../", resolve: { _ in "three" }) == "three")
  }
}
