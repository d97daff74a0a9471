// The playground markup the site embeds: build-time outputs from the model, controls hidden
// until the module loads, bilingual labels, content-hashed files and no external requests.
import Foundation
import NotesHTML
import Testing

extension ScrollWasmExportTests {
@Suite("Playground markup")
struct PlaygroundMarkupTests {
  let assets = PlaygroundSiteAssets(module: [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 0], labModulePath: "assets/labmodule.test.js")

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
    // They run in the lab module, which those pages load; the others in the playground module.
    #expect(stacked.contains("data-module=\"../../assets/labmodule.test.js\" data-module-global=\"ScrollNotesLabModule\""))
    let insets = assets.markup(forDeclaration: "contentInset", root: "")
    #expect(insets.contains("data-module-global=\"ScrollNotesModule\"") && !insets.contains("labmodule"))
  }

  @Test("without the lab module the layout playgrounds are left out, the others stay")
  func noLabNoLayoutPlaygrounds() {
    let alone = PlaygroundSiteAssets(module: [0x00, 0x61, 0x73, 0x6D, 1, 0, 0, 0])
    #expect(alone.markup(forArticleFile: "Content/articles/02-auto-layout-in-a-scroll-view.md", root: "").isEmpty)
    #expect(alone.markup(forDeclaration: "contentInset", root: "").contains("data-playground=\"insets\""))
  }

  @Test("paging page starts with paging on; zoom answers a clamped scale")
  func overridesAndZoom() {
    let paging = assets.markup(forDeclaration: "isPagingEnabled", root: "")
    #expect(paging.contains("data-key=\"paging\" checked"))
    let zoom = assets.markup(forDeclaration: "zoomScale", root: "")
    #expect(zoom.contains("data-out=\"clamped\" data-value=\"4\""))
    #expect(zoom.contains("data-value=\"3408\">3408</output>"))
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
  /// A number as the markup writes it (integers without ".0").
  func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : "\(value)" }

  @Test("every slider has a number field with the same bounds and value, and every playground a Reset button")
  func numberFieldsAndReset() {
    for kind in PlaygroundKind.allCases {
      let spec = PlaygroundSpec.spec(kind)
      let html = PlaygroundMarkup.section(spec, id: "p", values: [:], moduleHref: "m.js")
      for control in spec.controls {
        guard case .range(let min, let max, let step) = control.input else { continue }
        let bounds = "min=\"\(number(min))\" max=\"\(number(max))\" step=\"\(number(step))\" value=\"\(number(control.value))\""
        #expect(html.contains("<input type=\"range\" id=\"p-\(control.key)\" data-key=\"\(control.key)\" \(bounds)>"), "\(kind) \(control.key)")
        #expect(html.contains("<input type=\"number\" id=\"p-\(control.key)-number\" data-number=\"\(control.key)\" \(bounds) aria-labelledby=\"p-\(control.key)-label\">"), "\(kind) \(control.key)")
      }
      #expect(html.components(separatedBy: "<button type=\"reset\" data-reset>").count == 2, "\(kind)")
    }
  }

  @Test("the inset and zoom diagrams have a bilingual key whose swatches use the diagram's classes")
  func legends() {
    let insets = PlaygroundMarkup.section(PlaygroundSpec.spec(.insets), id: "p", values: [:], moduleHref: "m.js")
    for shape in ["pg-safe", "pg-inset", "pg-content", "pg-frame"] {
      #expect(insets.contains("<rect class=\"\(shape)\" x=\"2\" y=\"2\" width=\"12\" height=\"12\"/>"), "\(shape)")
    }
    #expect(insets.contains("<span lang=\"en\" class=\"en\">safe area (safeAreaInsets)</span><span lang=\"zh-Hans\" class=\"zh\">安全区域（safeAreaInsets）</span>"))
    #expect(insets.contains("内容边距（contentInset）") && insets.contains("视口（bounds）"))
    let zoom = PlaygroundMarkup.section(PlaygroundSpec.spec(.zoom), id: "p", values: [:], moduleHref: "m.js")
    #expect(zoom.contains("<ul class=\"pg-legend\">") && zoom.contains("缩放后的内容（contentSize）"))
  }

  @Test("the centring playground sits on article 15 and precomputes the centred offset of its default scene")
  func centringPlayground() {
    let html = assets.markup(forArticleFile: "15-centring-zoomed-content.md", root: "")
    #expect(html.contains("data-playground=\"centring\""))
    #expect(html.contains("<rect class=\"pg-content\" x=\"2\" y=\"2\" width=\"12\" height=\"12\"/>"))
    // Defaults: the 600 × 400 photo at 0.5 in 375 × 667, inset then offset: centred on both axes.
    let spec = PlaygroundSpec.spec(.centring)
    let out = PlaygroundCompute.outputs(.centring, spec.defaultValues)
    #expect(out["insetTop"] == 233.5 && out["insetLeft"] == 37.5)
    #expect(out["offsetX"] == -37.5 && out["offsetY"] == -233.5)
    #expect(out["viewX"] == 37.5 && out["viewY"] == 233.5)
    // The inset alone leaves the offset at the top left; the alignment point needs no offset code.
    let insetOnly = PlaygroundCompute.outputs(.centring, spec.with(["method": 1]).defaultValues)
    #expect(insetOnly["offsetX"] == 0 && insetOnly["viewY"] == 0)
    let aligned = PlaygroundCompute.outputs(.centring, spec.with(["method": 4]).defaultValues)
    #expect(aligned["viewX"] == 37.5 && aligned["viewY"] == 233.5)
    let frame = PlaygroundCompute.outputs(.centring, spec.with(["method": 3]).defaultValues)
    #expect(frame["offsetY"] == 0 && frame["viewY"] == 233.5)
  }

  @Test("without scripts the playground lists the settings its numbers are for")
  func settingsList() {
    let html = assets.markup(forDeclaration: "adjustedContentInset", root: "")
    #expect(html.contains("<div class=\"pg-settings\" data-pg-static>"))
    #expect(html.contains("<dd data-setting=\"safeTop\"><code>59</code></dd>"))
    #expect(html.contains("<dd data-setting=\"device\"><span lang=\"en\" class=\"en\">iPhone 14 Pro, 15, 15 Pro, 16"))
    #expect(html.contains("<dd data-setting=\"navigationBar\"><span lang=\"en\" class=\"en\">off</span><span lang=\"zh-Hans\" class=\"zh\">关</span></dd>"))
    let paging = assets.markup(forDeclaration: "isPagingEnabled", root: "")
    #expect(paging.contains("<dd data-setting=\"paging\"><span lang=\"en\" class=\"en\">on</span>"))
    // Every control is listed.
    for kind in PlaygroundKind.allCases {
      let spec = PlaygroundSpec.spec(kind)
      let section = PlaygroundMarkup.section(spec, id: "p", values: [:], moduleHref: "m.js")
      for control in spec.controls { #expect(section.contains("data-setting=\"\(control.key)\""), "\(kind) \(control.key)") }
    }
  }

  @Test("an output the model has no number for says why, in both languages")
  func missingOutputsSayWhy() {
    let spec = PlaygroundSpec.spec(.zoom).with(["maxZoom": 1])
    let html = PlaygroundMarkup.section(spec, id: "z", values: PlaygroundCompute.outputs(.zoom, spec.defaultValues), moduleHref: "m.js")
    #expect(html.contains("data-value=\"NaN\"><span lang=\"en\" class=\"en\">1: zooming is disabled while minimum equals maximum</span><span lang=\"zh-Hans\" class=\"zh\">1：最小值等于最大值时无法缩放</span></output>"))
    #expect(!html.contains(">—<"))
    let simulator = assets.markup(forArticleFile: "05-scrolling-physics.md", root: "")
    #expect(simulator.contains("data-out=\"releaseVY\" data-why-en=\"no release yet: drag and let go\" data-why-zh=\"尚未松手：拖动后松开\" data-value=\"NaN\">"))
  }

  @Test("device presets name their phones and top insets; assumed landscape insets are marked")
  func devicePresets() {
    let html = PlaygroundMarkup.section(PlaygroundSpec.spec(.insets), id: "p", values: [:], moduleHref: "m.js")
    #expect(html.contains("data-en=\"iPhone 14 Pro, 15, 15 Pro, 16 (Dynamic Island, 59 pt; 393 × 852; also their Plus and Pro Max)\""))
    #expect(html.contains("data-en=\"iPhone 16 Pro (Dynamic Island, 62 pt; 402 × 874; also 16 Pro Max)\""))
    // XR/11, the 47 pt and 50 pt phones and the 62 pt phones have no sourced landscape insets.
    for (index, assumed) in [(0, false), (1, false), (2, true), (3, false), (4, true), (5, true), (6, false), (7, true)] {
      let option = html.components(separatedBy: "<option value=\"\(index)\"")[1].components(separatedBy: ">")[0]
      #expect(option.contains("data-landscape-assumed") == assumed, "\(index)")
    }
    #expect(html.contains("<p class=\"pg-notice\" data-landscape-notice hidden>"))
    let zoom = PlaygroundMarkup.section(PlaygroundSpec.spec(.zoom), id: "p", values: [:], moduleHref: "m.js")
    #expect(!zoom.contains("data-landscape-notice"))
  }
}
}
