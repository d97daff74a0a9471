import Testing

@testable import NotesDocset

@Suite struct DashAnchorTests {
  @Test func anchorsGoBeforeEachSectionHeadingOfMainOnly() {
    let html = """
      <nav><h2>Reference</h2></nav><main id="main"><h1>x</h1>\
      <h2 id="managing-touches"><span lang="en" class="en">Managing Touches &amp; Taps</span><span lang="zh-Hans" class="zh">管理触摸</span></h2>\
      <h2 class="example-title"><a href="#"><span lang="en" class="en">One box</span><span lang="zh-Hans" class="zh">一个方块</span></a> <code>a.b</code></h2>\
      <h2x>not a heading</h2x></main><h2>After</h2>
      """
    let out = DashAnchors.insert(into: html)
    #expect(out.contains("<nav><h2>Reference</h2></nav>"))
    #expect(out.contains("<a name=\"//apple_ref/cpp/Section/Managing%20Touches%20%26%20Taps\" class=\"dashAnchor\"></a><h2 id=\"managing-touches\">"))
    #expect(out.contains("<a name=\"//apple_ref/cpp/Sample/One%20box\" class=\"dashAnchor\"></a><h2 class=\"example-title\">"))
    #expect(out.components(separatedBy: "dashAnchor").count - 1 == 2)
    #expect(out.hasSuffix("</main><h2>After</h2>"))
  }

  @Test func pageWithoutMainIsUnchanged() {
    #expect(DashAnchors.insert(into: "<h2>x</h2>") == "<h2>x</h2>")
  }

  @Test func namesAreEscapedAsUTF8() {
    #expect(DashAnchors.escape("Cases of Mode") == "Cases%20of%20Mode")
    #expect(DashAnchors.escape("示例") == "%E7%A4%BA%E4%BE%8B")
    #expect(DashAnchors.escape("a/b?c#d") == "a%2Fb%3Fc%23d")
  }

  @Test func swiftNamesDropTheOwner() {
    #expect(DocsetCatalog.swiftName("UIView.safeAreaInsets") == "safeAreaInsets")
    #expect(DocsetCatalog.swiftName("scrollViewDidScroll(_:)") == "scrollViewDidScroll(_:)")
    #expect(DocsetCatalog.swiftName("contentInset") == "contentInset")
  }
}
