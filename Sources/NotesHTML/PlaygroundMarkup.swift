// The HTML of one playground. Controls and the diagram stay `hidden` until the page's script
// has loaded the module; the outputs are always visible and start with the values computed
// natively at build time, so a reader without JavaScript or WebAssembly still sees the
// example's answers.
import ScrollModel

public enum PlaygroundMarkup {
  /// One playground section. `id` makes element ids unique on the page.
  /// `moduleGlobal` names the global the module's script sets (`ModuleScript`).
  public static func section(
    _ spec: PlaygroundSpec, id: String, values: [String: Double], moduleHref: String, moduleGlobal: String = ModuleScript.global
  ) -> String {
    var fixed: [String] = []
    for (key, value) in spec.fixed { fixed.append("\"\(key)\":\(jsonNumber(value))") }
    var html = "<section class=\"playground\" id=\"\(id)\" data-playground=\"\(spec.kind.rawValue)\""
    html += " data-module=\"\(escapeAttribute(moduleHref))\" data-module-global=\"\(escapeAttribute(moduleGlobal))\" data-fixed=\"\(escapeAttribute("{" + fixed.joined(separator: ",") + "}"))\""
    html += " aria-labelledby=\"\(id)-title\">"
    html += "<h2 id=\"\(id)-title\">\(BilingualMarkup.inline(spec.title))</h2>"
    html += "<p class=\"pg-note\" data-pg-static>\(BilingualMarkup.inline(staticNote))</p>"
    html += settingsHTML(spec)
    html += "<p class=\"pg-note\" data-pg-live hidden>\(BilingualMarkup.inline(liveNote))</p>"
    html += "<div class=\"pg-body\">"
    html += "<form class=\"pg-controls\" hidden onsubmit=\"return false\">"
    for control in spec.controls { html += controlHTML(control, id: id) }
    if spec.kind == .insets { html += landscapeNotice }
    // A reset button restores every control to its value in the markup (the form's own reset).
    html += "<div class=\"pg-buttons\"><button type=\"reset\" data-reset>\(BilingualMarkup.inline(Bilingual("Reset", "重置")))</button></div>"
    html += "</form>"
    html += stageHTML(spec.kind, id: id)
    html += "<dl class=\"pg-outputs\" aria-live=\"polite\">"
    for output in spec.outputs {
      let value = values[output.key] ?? .nan
      // The simulator's state is words in both languages (the script writes the same spans
      // and stores the English words as the value); a missing number says why.
      let state = output.key == "state" ? PlaygroundCompute.stateText(value) : nil
      let why = value.isFinite ? nil : output.missing
      let shown = (state ?? why).map { BilingualMarkup.inline($0) } ?? escapeHTML(PlaygroundCompute.display(value))
      let stored = state?.en ?? jsonNumber(value)
      html += "<div><dt>\(BilingualMarkup.inline(output.label))</dt><dd><output data-out=\"\(output.key)\""
      if let missing = output.missing, let en = missing.en, let zh = missing.zh {
        html += " data-why-en=\"\(escapeAttribute(en))\" data-why-zh=\"\(escapeAttribute(zh))\""
      }
      html += " data-value=\"\(escapeAttribute(stored))\">\(shown)</output></dd></div>"
    }
    html += "</dl></div></section>"
    return html
  }

  /// Without scripts: the control values the precomputed outputs are for.
  static func settingsHTML(_ spec: PlaygroundSpec) -> String {
    var html = "<div class=\"pg-settings\" data-pg-static><p>\(BilingualMarkup.inline(Bilingual("Settings used", "所用设置")))</p><dl>"
    for control in spec.controls {
      let value: String
      switch control.input {
      case .range: value = "<code>\(escapeHTML(PlaygroundCompute.display(control.value)))</code>"
      case .toggle: value = BilingualMarkup.inline(control.value != 0 ? Bilingual("on", "开") : Bilingual("off", "关"))
      case .choice(let options):
        let picked = options.first { $0.0 == control.value }
        value = picked.map { BilingualMarkup.inline(Bilingual($0.1, $0.2)) } ?? escapeHTML(PlaygroundCompute.display(control.value))
      }
      html += "<div><dt>\(BilingualMarkup.inline(control.label))</dt><dd data-setting=\"\(control.key)\">\(value)</dd></div>"
    }
    return html + "</dl></div>"
  }

  /// Shown by the script while a preset whose landscape insets the model assumes is sideways.
  static let landscapeNotice = "<p class=\"pg-notice\" data-landscape-notice hidden>" + BilingualMarkup.inline(Bilingual(
    "Model assumption: no source gives this phone's landscape insets, so the model uses left = right = its portrait top inset and bottom 21.",
    "模型假设：没有资料给出这款手机的横屏安全区域，模型取左 = 右 = 竖屏顶部边距，底部 21。")) + "</p>"

  static let staticNote = Bilingual(
    "Example output for the settings listed below, computed by the model at build time. With JavaScript and WebAssembly you can change them.",
    "以下是按下列设置、在构建时由模型算出的示例结果。启用 JavaScript 与 WebAssembly 后可以修改设置。")
  static let liveNote = Bilingual(
    "Live: every number is computed by the same Swift model, compiled to WebAssembly, in your browser.",
    "实时：每个数字都由同一份 Swift 模型（编译为 WebAssembly）在浏览器中算出。")

  static func controlHTML(_ control: PlaygroundControl, id: String) -> String {
    let inputID = "\(id)-\(control.key)"
    let label = BilingualMarkup.inline(control.label)
    let value = jsonNumber(control.value)
    switch control.input {
    case .range(let min, let max, let step):
      // A slider and a number field beside it, kept in step by the script.
      let bounds = "min=\"\(jsonNumber(min))\" max=\"\(jsonNumber(max))\" step=\"\(jsonNumber(step))\" value=\"\(value)\""
      return "<div class=\"pg-field\"><label for=\"\(inputID)\" id=\"\(inputID)-label\">\(label)</label>"
        + "<input type=\"range\" id=\"\(inputID)\" data-key=\"\(control.key)\" \(bounds)>"
        + "<input type=\"number\" id=\"\(inputID)-number\" data-number=\"\(control.key)\" \(bounds) aria-labelledby=\"\(inputID)-label\"></div>"
    case .toggle:
      return "<div class=\"pg-field pg-toggle\"><input type=\"checkbox\" id=\"\(inputID)\" data-key=\"\(control.key)\""
        + (control.value != 0 ? " checked" : "") + "><label for=\"\(inputID)\">\(label)</label></div>"
    case .choice(let options):
      var html = "<div class=\"pg-field\"><label for=\"\(inputID)\">\(label)</label><select id=\"\(inputID)\" data-key=\"\(control.key)\">"
      // Presets whose landscape insets are the model's assumption (Devices.swift).
      let assumed = control.key == "device" ? Set(DeviceClass.allCases.indices.filter { DeviceClass.allCases[$0].landscapeIsAssumption }) : []
      for (optionValue, en, zh) in options {
        // Without scripts an option shows both languages; the site script then shows the
        // reader's (an option cannot hold the language spans the rest of the page uses).
        let text = en == zh ? en : "\(en) / \(zh)"
        let languages = en == zh ? "" : " data-en=\"\(escapeAttribute(en))\" data-zh=\"\(escapeAttribute(zh))\""
        let assumption = optionValue >= 0 && assumed.contains(Int(optionValue)) ? " data-landscape-assumed" : ""
        html += "<option value=\"\(jsonNumber(optionValue))\"" + (optionValue == control.value ? " selected" : "") + languages + assumption
          + ">\(escapeHTML(text))</option>"
      }
      return html + "</select></div>"
    }
  }

  /// The diagram (drawn by the script) with its key, or, for the simulator, the draggable
  /// viewport.
  static func stageHTML(_ kind: PlaygroundKind, id: String) -> String {
    guard kind == .simulator else {
      // Physics can also play the release frame by frame (Momentum.step through the module).
      let play = kind != .physics ? "" : "<div class=\"pg-buttons\"><button type=\"button\" data-play>"
        + BilingualMarkup.inline(Bilingual("Play the release frame by frame", "逐帧播放松手后的滑动")) + "</button></div>"
      return "<div class=\"pg-stage\" hidden><svg class=\"pg-diagram\" role=\"img\" aria-labelledby=\"\(id)-title\"></svg>"
        + legendHTML(kind) + play + "</div>"
    }
    let hint = BilingualMarkup.inline(Bilingual(
      "Drag the content with the mouse or a finger, or focus it and press ↑/↓ to flick.",
      "用鼠标或手指拖动内容；也可以聚焦后按 ↑/↓ 轻扫。"))
    return "<div class=\"pg-stage\" hidden><div class=\"pg-sim\" tabindex=\"0\" role=\"application\""
      + " aria-roledescription=\"scroll view simulator\" aria-describedby=\"\(id)-hint\"><div class=\"pg-sim-content\"></div></div>"
      + "<p id=\"\(id)-hint\" class=\"pg-hint\">\(hint)</p>"
      + "<div class=\"pg-buttons\"><button type=\"button\" data-flick=\"1\">\(BilingualMarkup.inline(Bilingual("Flick up", "向上轻扫")))</button>"
      + "<button type=\"button\" data-flick=\"-1\">\(BilingualMarkup.inline(Bilingual("Flick down", "向下轻扫")))</button></div></div>"
  }

  /// The regions a diagram draws, as (CSS class of the shape, label): the same classes the
  /// script gives the diagram's shapes, so a swatch is the colour it keys in either theme.
  static func legend(_ kind: PlaygroundKind) -> [(String, Bilingual)] {
    switch kind {
    case .insets:
      [("pg-safe", Bilingual("safe area (safeAreaInsets)", "安全区域（safeAreaInsets）")),
       ("pg-inset", Bilingual("content inset (contentInset)", "内容边距（contentInset）")),
       ("pg-content", Bilingual("content (contentSize), at the minimum offset", "内容（contentSize），位于最小偏移处")),
       ("pg-frame", Bilingual("viewport (bounds)", "视口（bounds）"))]
    case .zoom:
      [("pg-content", Bilingual("content, zoomed (contentSize)", "缩放后的内容（contentSize）")),
       ("pg-frame", Bilingual("viewport (bounds) at the new contentOffset", "视口（bounds），位于新的 contentOffset"))]
    case .centring:
      [("pg-content", Bilingual("the zoomed view, where it shows on screen", "被缩放的视图在屏幕上的位置")),
       ("pg-frame", Bilingual("the scroll view's frame, with its centre lines", "滚动视图的 frame 及其中线"))]
    case .physics:
      [("pg-range", Bilingual("offsets the scroll view rests at (minimum to maximum)", "可停留的偏移（最小到最大）"))]
    case .stacked, .floatingHeader:
      [("pg-content", Bilingual("content (contentSize)", "内容（contentSize）")),
       ("pg-frame", Bilingual("viewport (bounds)", "视口（bounds）"))]
    case .simulator: []
    }
  }

  static func legendHTML(_ kind: PlaygroundKind) -> String {
    let items = legend(kind)
    guard !items.isEmpty else { return "" }
    var html = "<ul class=\"pg-legend\">"
    for (shape, label) in items {
      html += "<li><svg class=\"pg-swatch\" viewBox=\"0 0 16 16\" aria-hidden=\"true\"><rect class=\"\(shape)\" x=\"2\" y=\"2\" width=\"12\" height=\"12\"/></svg>"
        + BilingualMarkup.inline(label) + "</li>"
    }
    return html + "</ul>"
  }

  /// A number as JSON and the script print it (integers without ".0"); "NaN" for no answer.
  static func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "NaN" }
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
