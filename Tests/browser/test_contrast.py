"""Colour contrast of every piece of text, measured in the browser as a reader's screen shows
it: at least 4.5:1 (WCAG 2 AA for body text) against the background behind it, in the light
and the dark theme, for prose, muted captions, links, code and its highlighted comments."""
import pytest

from conftest import new_watched

PAGES = [
    "uiscrollview/contentinset/?lang=both",
    "articles/scrolling-physics/?lang=en",
    "articles/zooming/?lang=zh",
    "model/scrollmodel/rubberband-swift/",
    "examples/header.floating-header/?lang=en",
    "uiscrollview/?lang=en",
    "",
]

# For each visible element with its own text: the colour of that text and the first opaque
# background behind it (blended over its ancestors'), with a short description of where it is.
MEASURE = """
() => {
  function parse(c) {
    const m = c.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }
  function background(el) {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let result = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) result = over(layers[i], result);
    return result;
  }
  function luminance(c) {
    const l = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
  }
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || s.visibility === "hidden" || s.display === "none") continue;
    if (el.closest("svg, [hidden], .visually-hidden, .sr-only")) continue;
    // Shown only on hover (a heading's permalink): measured when it shows, at full opacity.
    if (Number(s.opacity) === 0) continue;
    let fg = parse(s.color);
    const bg = background(el);
    fg = over([fg[0], fg[1], fg[2], fg[3] * Number(s.opacity)], bg);
    const a = luminance(fg), b = luminance(bg);
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const name = el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "");
    out.push({ratio: Math.round(ratio * 100) / 100, where: name, text: el.textContent.trim().slice(0, 30), color: s.color, bg: "rgb(" + bg.slice(0, 3).map(Math.round).join(",") + ")"});
  }
  return out;
}
"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_has_a_contrast_of_at_least_4_5_to_1(browser, base_url, scheme):
    w = new_watched(browser, viewport={"width": 1280, "height": 900}, color_scheme=scheme, locale="en-US")
    low = []
    measured = 0
    for path in PAGES:
        w.page.goto(base_url + path)
        for item in w.page.evaluate(MEASURE):
            measured += 1
            if item["ratio"] < 4.5:
                low.append(f"{path or '/'} {item['where']} {item['text']!r}: {item['ratio']} ({item['color']} on {item['bg']})")
    print(f"{scheme}: {measured} text elements measured, {len(low)} below 4.5:1")
    assert measured > 500
    # One line per kind of element, so a failing colour is named once, not a thousand times.
    kinds = {}
    for line in low:
        kinds.setdefault(line.split(" ")[1], line)
    assert kinds == {}, "\n".join(sorted(kinds.values()))
    w.assert_clean()
    w.page.context.close()
