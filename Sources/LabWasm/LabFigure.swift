// The lab's drawing, to scale: the root view (the device screen) with its safe area, every view
// of the snippet at its solved frame, and each scroll view's two guides. Content that lies past
// the scroll view's frame (below the screen, usually) is drawn too, so the content size shows.
// One SVG, made here so the page (wasm) and the no-script page (native) draw the same picture.
internal import NotesCore
internal import ScrollModel

struct LabFigure {
  struct View {
    var name: String
    var isScroll: Bool
    var isOpen: Bool
    var frame: Rect
  }
  struct Guides {
    var scrollView: String
    var content: Rect
    var frame: Rect
  }

  var root: Rect
  var safeArea: Rect
  var views: [View] = []
  var guides: [Guides] = []

  init(root: Rect, safeArea: Rect) {
    self.root = root
    self.safeArea = safeArea
  }

  func svg() -> String {
    var minX = 0.0, minY = 0.0, maxX = root.width, maxY = root.height
    for box in views.map({ $0.frame }) + guides.map({ $0.content }) {
      // A solver's pick can be huge; the drawing keeps to a sane extent.
      guard box.width.magnitude < 100_000, box.height.magnitude < 100_000, box.minX.magnitude < 100_000,
        box.minY.magnitude < 100_000
      else { continue }
      minX = min(minX, box.minX, box.maxX)
      minY = min(minY, box.minY, box.maxY)
      maxX = max(maxX, box.minX, box.maxX)
      maxY = max(maxY, box.minY, box.maxY)
    }
    let pad = 12.0
    let width = maxX - minX + 2 * pad, height = maxY - minY + 2 * pad
    let font = max(11, min(width, height) / 28)
    var out = fill(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lab-svg\" viewBox=\"{} {} {} {}\" role=\"img\" aria-label=\"Frames to scale · 按比例绘制的 frame\"",
      n(minX - pad), n(minY - pad), n(width), n(height))
    out += fill(" font-size=\"{}\">", n(font))
    out += rect(root, "lab-root", "view")
    out += rect(safeArea, "lab-safe", "safeAreaLayoutGuide")
    for guide in guides { out += rect(guide.content, "lab-content-guide", guide.scrollView + ".contentLayoutGuide") }
    for view in views { out += rect(view.frame, view.isScroll ? (view.isOpen ? "lab-scroll lab-open" : "lab-scroll") : (view.isOpen ? "lab-view lab-open" : "lab-view"), view.name) }
    for guide in guides { out += rect(guide.frame, "lab-frame-guide", guide.scrollView + ".frameLayoutGuide") }
    for view in views {
      out += fill("<text class=\"lab-label\" x=\"{}\" y=\"{}\">{}</text>", n(view.frame.minX + font * 0.3), n(view.frame.minY + font * 1.05), escape(view.name))
    }
    return out + "</svg>"
  }

  @inline(never) func rect(_ box: Rect, _ cls: StaticString, _ name: String) -> String {
    let shown = escape(name)
    return fill("<rect class=\"{}\" data-name=\"{}\" ", String(decoding: UnsafeBufferPointer(start: cls.utf8Start, count: cls.utf8CodeUnitCount), as: UTF8.self), shown)
      + fill("x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\">", n(box.minX), n(box.minY), n(max(0, box.width)), n(max(0, box.height)))
      + fill("<title>{} ({}, {}, ", shown, n(box.minX), n(box.minY)) + fill("{} × {})</title></rect>", n(box.width), n(box.height))
  }

  /// Two decimals at most.
  @inline(never) func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return JSONValue.formatNumber(rounded == 0 ? 0 : rounded)
  }

  @inline(never) func escape(_ text: String) -> String {
    var out: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\""): out += Array("&quot;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
