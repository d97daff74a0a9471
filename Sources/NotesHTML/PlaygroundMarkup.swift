// The HTML of one playground. Controls and the diagram stay `hidden` until the page's script
// has loaded the module; the outputs are always visible and start with the values computed
// natively at build time, so a reader without JavaScript or WebAssembly still sees the
// example's answers.

public enum PlaygroundMarkup {
  /// One playground section. `id` makes element ids unique on the page.
  public static func section(_ spec: PlaygroundSpec, id: String, values: [String: Double], moduleHref: String) -> String {
    var fixed: [String] = []
    for (key, value) in spec.fixed { fixed.append("\"\(key)\":\(jsonNumber(value))") }
    var html = "<section class=\"playground\" id=\"\(id)\" data-playground=\"\(spec.kind.rawValue)\""
    html += " data-module=\"\(escapeAttribute(moduleHref))\" data-fixed=\"\(escapeAttribute("{" + fixed.joined(separator: ",") + "}"))\""
    html += " aria-labelledby=\"\(id)-title\">"
    html += "<h2 id=\"\(id)-title\">\(BilingualMarkup.inline(spec.title))</h2>"
    html += "<p class=\"pg-note\" data-pg-static>\(BilingualMarkup.inline(staticNote))</p>"
    html += "<p class=\"pg-note\" data-pg-live hidden>\(BilingualMarkup.inline(liveNote))</p>"
    html += "<div class=\"pg-body\">"
    html += "<form class=\"pg-controls\" hidden onsubmit=\"return false\">"
    for control in spec.controls { html += controlHTML(control, id: id) }
    html += "</form>"
    html += stageHTML(spec.kind, id: id)
    html += "<dl class=\"pg-outputs\" aria-live=\"polite\">"
    for output in spec.outputs {
      let value = values[output.key] ?? .nan
      // The simulator's state is words in both languages (the script writes the same spans
      // and stores the English words as the value).
      let state = output.key == "state" ? PlaygroundCompute.stateText(value) : nil
      let shown = state.map { BilingualMarkup.inline($0) } ?? escapeHTML(PlaygroundCompute.display(value))
      let stored = state?.en ?? jsonNumber(value)
      html += "<div><dt>\(BilingualMarkup.inline(output.label))</dt><dd><output data-out=\"\(output.key)\""
      html += " data-value=\"\(escapeAttribute(stored))\">\(shown)</output></dd></div>"
    }
    html += "</dl></div></section>"
    return html
  }

  static let staticNote = Bilingual(
    "Example output for the settings shown, computed by the model at build time. With JavaScript and WebAssembly you can change them.",
    "以下是按所示设置、在构建时由模型算出的示例结果。启用 JavaScript 与 WebAssembly 后可以修改设置。")
  static let liveNote = Bilingual(
    "Live: every number is computed by the same Swift model, compiled to WebAssembly, in your browser.",
    "实时：每个数字都由同一份 Swift 模型（编译为 WebAssembly）在浏览器中算出。")

  static func controlHTML(_ control: PlaygroundControl, id: String) -> String {
    let inputID = "\(id)-\(control.key)"
    let label = BilingualMarkup.inline(control.label)
    let value = jsonNumber(control.value)
    switch control.input {
    case .range(let min, let max, let step):
      return "<div class=\"pg-field\"><label for=\"\(inputID)\">\(label)</label>"
        + "<input type=\"range\" id=\"\(inputID)\" data-key=\"\(control.key)\" min=\"\(jsonNumber(min))\" max=\"\(jsonNumber(max))\""
        + " step=\"\(jsonNumber(step))\" value=\"\(value)\">"
        + "<output for=\"\(inputID)\" data-show=\"\(control.key)\">\(escapeHTML(PlaygroundCompute.display(control.value)))</output></div>"
    case .toggle:
      return "<div class=\"pg-field pg-toggle\"><input type=\"checkbox\" id=\"\(inputID)\" data-key=\"\(control.key)\""
        + (control.value != 0 ? " checked" : "") + "><label for=\"\(inputID)\">\(label)</label></div>"
    case .choice(let options):
      var html = "<div class=\"pg-field\"><label for=\"\(inputID)\">\(label)</label><select id=\"\(inputID)\" data-key=\"\(control.key)\">"
      for (optionValue, en, zh) in options {
        // Without scripts an option shows both languages; the site script then shows the
        // reader's (an option cannot hold the language spans the rest of the page uses).
        let text = en == zh ? en : "\(en) / \(zh)"
        let languages = en == zh ? "" : " data-en=\"\(escapeAttribute(en))\" data-zh=\"\(escapeAttribute(zh))\""
        html += "<option value=\"\(jsonNumber(optionValue))\"" + (optionValue == control.value ? " selected" : "") + languages
          + ">\(escapeHTML(text))</option>"
      }
      return html + "</select></div>"
    }
  }

  /// The diagram (drawn by the script) or, for the simulator, the draggable viewport.
  static func stageHTML(_ kind: PlaygroundKind, id: String) -> String {
    guard kind == .simulator else {
      // Physics can also play the release frame by frame (Momentum.step through the module).
      let play = kind != .physics ? "" : "<div class=\"pg-buttons\"><button type=\"button\" data-play>"
        + BilingualMarkup.inline(Bilingual("Play the release frame by frame", "逐帧播放松手后的滑动")) + "</button></div>"
      return "<div class=\"pg-stage\" hidden><svg class=\"pg-diagram\" role=\"img\" aria-labelledby=\"\(id)-title\"></svg>\(play)</div>"
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

  /// A number as JSON and the script print it (integers without ".0"); "NaN" for no answer.
  static func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "NaN" }
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
