// The Auto Layout lab page (issue 18) and the links to it from layout snippets. The page holds
// an editor (a textarea named `code`), the figure, the facts and the findings; lab.js runs the
// lab module (scripts/build-lab-wasm.sh, as a script: ModuleScript) on every edit. Without
// scripts the page shows the first example solved when the site was built, by the same code
// compiled natively (LabWasm).
internal import LabWasm
internal import NotesCore

/// A snippet the lab offers to load: a layout example of the notes.
public struct LabExample: Sendable {
  public var id: String
  public var title: Bilingual
  public var code: String
  public init(id: String, title: Bilingual, code: String) {
    self.id = id
    self.title = title
    self.code = code
  }
}

/// The lab's files under content-hashed names, and its page.
public struct LabSiteAssets: Sendable {
  public static let pagePath = "lab/"
  /// The global the module script sets (the playground module's is `ScrollNotesModule`).
  public static let moduleGlobal = "ScrollNotesLabModule"

  public let moduleScript: [UInt8]
  public let modulePath: String
  public let scriptPath: String
  public let stylePath: String

  public init(module: [UInt8]) {
    moduleScript = ModuleScript.script(for: module, global: Self.moduleGlobal)
    modulePath = "assets/labmodule.\(fnv1a(moduleScript)).js"
    scriptPath = "assets/lab.\(fnv1a(Array(EmbeddedWebAssets.labJS.utf8))).js"
    stylePath = "assets/lab.\(fnv1a(Array(EmbeddedWebAssets.labCSS.utf8))).css"
  }

  /// (path, bytes) of the files the lab page uses.
  public var files: [(String, [UInt8])] {
    [(modulePath, moduleScript), (scriptPath, Array(EmbeddedWebAssets.labJS.utf8)), (stylePath, Array(EmbeddedWebAssets.labCSS.utf8))]
  }

  /// The snippet shown when the build has no layout example to open with.
  public static let defaultCode = """
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    """

  /// `lab/index.html#code=…` (a file, as every link of the site, so it opens from disk and in a
  /// docset): the code percent-encoded as `encodeURIComponent` does, so the page reads it back
  /// with `decodeURIComponent`.
  public static func href(code: String, root: String) -> String {
    PageLink.to(pagePath, root: root) + "#code=" + percentEncoded(code)
  }

  /// The "Open in the lab" link under a layout snippet.
  public static func link(code: String, root: String) -> String {
    "<a class=\"lab-open-link\" href=\"\(escapeAttribute(href(code: code, root: root)))\">"
      + BilingualMarkup.inline(Bilingual("Open in the lab", "在实验室中打开")) + " →</a>"
  }

  static func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"),
        UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The lab page.
  public func page(examples: [LabExample], chrome: SiteChrome) -> String {
    PageShell.render(
      PageContent(path: Self.pagePath, title: Bilingual("Auto Layout lab", "Auto Layout 实验室"), mainHTML: main(examples: examples), kind: "lab"),
      chrome: chrome)
  }

  func main(examples: [LabExample]) -> String {
    let root = "../"
    let code = examples.first?.code ?? Self.defaultCode
    let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
    var out = "<link rel=\"stylesheet\" href=\"\(escapeAttribute(root + stylePath))\">"
    out += "<h1>\(BilingualMarkup.inline(Bilingual("Auto Layout lab", "Auto Layout 实验室")))</h1>"
    out += BilingualMarkup.row(
      enHTML: "<p>Write UIKit layout code as the notes do — views, <code>addSubview</code>, <code>translatesAutoresizingMaskIntoConstraints</code>, anchors with constants, multipliers and priorities, <code>NSLayoutConstraint.activate([…])</code>, the content, frame and safe-area guides — and see the frames drawn to scale, the <code>contentSize</code>, the offset range and the diagnostics as you type. The same Swift reader and layout engine that compute the articles' examples run here, compiled to WebAssembly; nothing leaves the page.</p>",
      zhHTML: "<p>像笔记里那样写 UIKit 布局代码：视图、<code>addSubview</code>、<code>translatesAutoresizingMaskIntoConstraints</code>、带常量、倍数和优先级的锚点、<code>NSLayoutConstraint.activate([…])</code>、内容指南、frame 指南和安全区域指南；边输入边看到按比例绘制的 frame、<code>contentSize</code>、偏移范围和诊断。这里运行的正是计算文章示例的 Swift 读取器和布局引擎，编译成了 WebAssembly；代码不会离开这个页面。</p>")
    out += "<noscript><div class=\"lab-noscript\">" + BilingualMarkup.row(
      enHTML: "<p>The lab needs JavaScript to solve as you type. Below is an example as the lab solved it when the site was built.</p>",
      zhHTML: "<p>实验室需要 JavaScript 才能边输入边求解。下面是构建网站时实验室求解的一个例子。</p>") + "</div></noscript>"
    out += "<section class=\"lab\" id=\"lab\" aria-label=\"Auto Layout lab · Auto Layout 实验室\" data-lab-module=\"\(escapeAttribute(root + modulePath))\">"
    // Controls: examples, device, orientation, share.
    out += "<div class=\"lab-controls\">"
    out += "<label>\(BilingualMarkup.inline(Bilingual("Example", "示例"))) <select name=\"example\">"
    out += "<option value=\"\">\(escapeHTML("— choose —  · — 选择 —"))</option>"
    for (i, example) in examples.enumerated() {
      out += "<option value=\"\(i)\">\(escapeHTML(example.title.en ?? example.id)) · \(escapeHTML(example.title.zh ?? example.id))</option>"
    }
    out += "</select></label>"
    out += "<label>\(BilingualMarkup.inline(Bilingual("Device", "设备"))) <select name=\"device\">"
    for device in LabDevice.all {
      out += "<option value=\"\(escapeAttribute(device.id))\">\(escapeHTML(device.en)) · \(escapeHTML(device.zh))</option>"
    }
    out += "</select></label>"
    out += "<label><input type=\"checkbox\" name=\"landscape\"> \(BilingualMarkup.inline(Bilingual("Landscape", "横屏")))</label>"
    out += "<button type=\"button\" data-lab-share>\(BilingualMarkup.inline(Bilingual("Copy link", "复制链接")))</button>"
    out += "<input type=\"text\" name=\"share\" readonly aria-label=\"Link to this code · 这段代码的链接\">"
    out += "<span class=\"lab-time\" data-lab-time aria-live=\"polite\"></span>"
    out += "</div>"
    out += "<div class=\"lab-body\">"
    // Editor.
    out += "<div class=\"lab-editor\"><div class=\"lab-gutter\" aria-hidden=\"true\"></div><div class=\"lab-text\"><div class=\"lab-marks\" aria-hidden=\"true\"></div>"
    out += "<textarea name=\"code\" spellcheck=\"false\" autocapitalize=\"off\" autocomplete=\"off\" wrap=\"off\" aria-label=\"Swift layout code · Swift 布局代码\">\(escapeHTML(code))</textarea></div></div>"
    // Result.
    out += "<div class=\"lab-result\">"
    out += "<div class=\"lab-figure\">\(answer["svg"]?.stringValue ?? "")</div>"
    out += "<p class=\"lab-legend\">"
    out += "<span><span class=\"lab-key\"></span>\(BilingualMarkup.inline(Bilingual("view", "视图")))</span>"
    out += "<span><span class=\"lab-key lab-key-content\"></span>contentLayoutGuide</span>"
    out += "<span><span class=\"lab-key lab-key-frame\"></span>frameLayoutGuide</span>"
    out += "<span><span class=\"lab-key lab-key-safe\"></span>safeAreaLayoutGuide</span>"
    out += "<span><span class=\"lab-key lab-key-open\"></span>\(BilingualMarkup.inline(Bilingual("ambiguous", "有歧义")))</span></p>"
    out += "<dl class=\"lab-facts\">\(Self.facts(answer))</dl>"
    out += "<ol class=\"lab-diagnostics\" aria-live=\"polite\">\(Self.findings(answer))</ol>"
    out += "</div></div>"
    out += "<script type=\"application/json\" data-lab-json>\(Self.scriptJSON(Self.withoutSVG(answer)))</script>"
    let list = JSONValue.array(examples.map { .object(["id": .string($0.id), "code": .string($0.code)]) })
    out += "<script type=\"application/json\" data-lab-examples>\(Self.scriptJSON(list))</script>"
    out += "</section>"
    out += BilingualMarkup.row(
      enHTML: "<p>The lab reads the dialect of the notes' snippets; every line it does not read is marked with the reason. The root <code>view</code> is the device's screen. Classes such as <code>UILabel</code> have no intrinsic size here. Results come from this site's model of Auto Layout, not from UIKit.</p>",
      zhHTML: "<p>实验室读取笔记代码片段所用的写法；凡是不读取的行都会标出原因。根视图 <code>view</code> 就是设备屏幕。<code>UILabel</code> 等类在这里没有固有尺寸。结果来自本站的 Auto Layout 模型，而不是 UIKit。</p>")
    return out + "<script defer src=\"\(escapeAttribute(root + scriptPath))\"></script>"
  }

  /// `contentSize`, offset range and constraint count, as lab.js writes them.
  static func facts(_ answer: JSONValue) -> String {
    let n = { (v: JSONValue?) in JSONValue.formatNumber(((v?.doubleValue ?? 0) * 100).rounded() / 100) }
    var out = "<dt>\(BilingualMarkup.inline(Bilingual("Root view", "根视图")))</dt><dd><code>\(n(answer["root"]?["width"])) × \(n(answer["root"]?["height"]))</code></dd>"
    if case .array(let scrollViews)? = answer["scrollViews"] {
      for s in scrollViews {
        let name = escapeHTML(s["name"]?.stringValue ?? "")
        out += "<dt><code>\(name).contentSize</code></dt><dd><code>\(n(s["contentSize"]?["width"])) × \(n(s["contentSize"]?["height"]))</code></dd>"
        let r = s["offsetRange"]
        out += "<dt>\(BilingualMarkup.inline(Bilingual("Offset range", "偏移范围"))) <code>\(name)</code></dt><dd><code>x \(n(r?["minX"]))…\(n(r?["maxX"])), y \(n(r?["minY"]))…\(n(r?["maxY"]))</code></dd>"
      }
    }
    return out + "<dt>\(BilingualMarkup.inline(Bilingual("Constraints", "约束")))</dt><dd><code>\(n(answer["constraintCount"]))</code></dd>"
  }

  static func findings(_ answer: JSONValue) -> String {
    guard case .array(let list)? = answer["diagnostics"], !list.isEmpty else {
      return "<li class=\"lab-finding lab-clean\">\(BilingualMarkup.inline(Bilingual("No diagnostics: every value is decided.", "没有诊断：每个值都已确定。")))</li>"
    }
    var out = ""
    for d in list {
      let severity = d["severity"]?.stringValue ?? "note"
      let line = Int(d["line"]?.doubleValue ?? 0)
      out += "<li class=\"lab-finding lab-\(escapeAttribute(severity))\" data-line=\"\(line)\">"
      if line > 0 { out += BilingualMarkup.inline(Bilingual("line \(line)", "第 \(line) 行")) + " " }
      out += BilingualMarkup.inline(Bilingual(d["en"]?.stringValue ?? "", d["zh"]?.stringValue ?? "")) + "</li>"
    }
    return out
  }

  static func withoutSVG(_ answer: JSONValue) -> JSONValue {
    guard case .object(let members) = answer else { return answer }
    return .object(members.filter { $0.key != "svg" })
  }

  /// JSON inside `<script type="application/json">`: `<` escaped, so no `</script>` can end it.
  static func scriptJSON(_ value: JSONValue) -> String {
    var out = ""
    for c in value.serialized().unicodeScalars {
      if c == "<" { out += "\\u003c" } else { out.unicodeScalars.append(c) }
    }
    return out
  }
}
