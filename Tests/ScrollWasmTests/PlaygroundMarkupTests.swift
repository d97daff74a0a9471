// The playground markup the site embeds: build-time outputs from the model, controls hidden
// until the module loads, bilingual labels, content-hashed files and no external requests.
import Foundation
import NotesHTML
import Testing

extension ScrollWasmExportTests {
@Suite("Playground markup")
struct PlaygroundMarkupTests {
  let assets = PlaygroundSiteAssets(module: [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 0])

  @Test("the inset playground's no-script outputs are the model's answers for iPhone 15")
  func precomputedInsets() {
    let html = assets.markup(forDeclaration: "adjustedContentInset", root: "../../")
    #expect(html.contains("<output data-out=\"adjTop\" data-value=\"59\">59</output>"))
    #expect(html.contains("<output data-out=\"adjBottom\" data-value=\"34\">34</output>"))
    #expect(html.contains("<output data-out=\"maxY\" data-value=\"1182\">1182</output>"))
    #expect(html.contains("<output data-out=\"minY\" data-value=\"-59\">-59</output>"))
  }

  @Test("the layout playgrounds precompute the scenarios' frames")
  func precomputedLayouts() {
    let stacked = assets.markup(forArticleFile: "Content/articles/02-auto-layout-in-a-scroll-view.md", root: "../../")
    #expect(stacked.contains("data-out=\"contentH\" data-value=\"1367\""))
    #expect(stacked.contains("data-out=\"bY\" data-value=\"650\""))
    let header = assets.markup(forArticleFile: "Content/articles/08-floating-header.md", root: "../../")
    #expect(header.contains("data-out=\"cY\" data-value=\"300\""))
  }

  @Test("paging page starts with paging on; zoom answers a clamped scale")
  func overridesAndZoom() {
    let paging = assets.markup(forDeclaration: "isPagingEnabled", root: "")
    #expect(paging.contains("data-key=\"paging\" checked"))
    let zoom = assets.markup(forDeclaration: "zoomScale", root: "")
    #expect(zoom.contains("data-out=\"clamped\" data-value=\"4\""))
    #expect(zoom.contains("data-out=\"contentH\" data-value=\"3408\""))
  }

  @Test("controls and the stage are hidden until the script reveals them")
  func degradesWithoutScript() {
    let html = assets.markup(forArticleFile: "05-scrolling-physics.md", root: "../../")
    #expect(html.components(separatedBy: "<form class=\"pg-controls\" hidden").count == 3)
    #expect(html.components(separatedBy: "<div class=\"pg-stage\" hidden>").count == 3)
    #expect(html.contains("data-module=\"../../\(assets.modulePath)\""))
  }

  @Test("every label and output name is bilingual")
  func bilingualLabels() {
    for kind in PlaygroundKind.allCases {
      let spec = PlaygroundSpec.spec(kind)
      for control in spec.controls { #expect(control.label.en != nil && control.label.zh != nil, "\(kind) \(control.key)") }
      for output in spec.outputs { #expect(output.label.en != nil && output.label.zh != nil, "\(kind) \(output.key)") }
    }
    let html = assets.markup(forDeclaration: "decelerationRate", root: "")
    for label in html.components(separatedBy: "<label").dropFirst() {
      let body = label.components(separatedBy: "</label>")[0]
      // Both languages, or one span when they are the same (an API name, as the site shows it).
      let both = body.contains("class=\"en\"") && body.contains("class=\"zh\"")
      let shared = body.contains("<span lang=\"en\">") && !body.contains("class=\"en\"")
      #expect(both || shared, "\(body)")
    }
  }

  @Test("pages without a playground get nothing; files are content-hashed and self-contained")
  func placementAndFiles() {
    #expect(assets.markup(forDeclaration: "delegate", root: "") == "")
    #expect(assets.markup(forArticleFile: "04-touch-handling.md", root: "") == "")
    let again = PlaygroundSiteAssets(module: [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 0])
    #expect(again.files.map(\.0) == assets.files.map(\.0))
    let other = PlaygroundSiteAssets(module: [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 1])
    #expect(other.modulePath != assets.modulePath)
    // The only URL in the script is the SVG namespace, which is a name, not a request.
    #expect(PlaygroundAssets.script.components(separatedBy: "http").count == 2)
    #expect(PlaygroundAssets.script.contains("\"http://www.w3.org/2000/svg\""))
    #expect(!PlaygroundAssets.stylesheet.contains("url("))
  }
}
}
