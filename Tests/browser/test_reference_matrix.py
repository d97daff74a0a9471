"""The reference page checks a reader would make, on a desktop and on a 390 x 844 phone, in the
light and the dark theme, in each language view: the full signature and its Parameters, the
availability line, the Deprecated badge, See Also with an article, a copy button that works,
and no identifier broken in the middle of a table cell."""
import re

import pytest
from playwright.sync_api import expect

from conftest import new_watched

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SIGNATURE = "func scrollRectToVisible(_ rect: CGRect, animated: Bool)"

# Each code element in a table cell keeps to one line: its rendered boxes all share one top.
BROKEN_IDENTIFIERS = """
() => [...document.querySelectorAll("main table code")].filter(c => {
  if (!c.offsetParent) return false;
  const tops = new Set([...c.getClientRects()].map(r => Math.round(r.top)));
  return tops.size > 1 && !/\\s/.test(c.textContent.trim());
}).map(c => c.textContent.trim())
"""


@pytest.mark.parametrize("view", ["en", "zh", "both"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", list(VIEWPORTS))
def test_reference_pages_hold_up_in_every_view_theme_and_size(browser, base_url, device, scheme, view):
    w = new_watched(browser, viewport=VIEWPORTS[device], color_scheme=scheme, locale="en-US")
    page = w.page
    page.add_init_script("""
      window.__copied = [];
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: t => { window.__copied.push(t); return Promise.resolve(); }}});
    """)
    page.goto(base_url + f"uiscrollview/scrollrecttovisible-animated/?lang={view}")
    declaration = page.locator("main pre.declaration code").first
    expect(declaration).to_have_text(SIGNATURE)
    expect(declaration).to_be_visible()
    expect(page.locator("main dl.parameters dt")).to_have_text(["rect", "animated"])
    shown = ["en", "zh"] if view == "both" else [view]
    for language in shown:
        expect(page.locator(f"main dl.parameters dd .{language}").first).to_be_visible()
    expect(page.locator("main p.availability").first).to_be_visible()
    expect(page.locator("main p.availability").first).to_contain_text(re.compile(r"iOS \d+\.\d+"))
    # The copy button copies the declaration as written.
    block = page.locator("main pre.declaration").first
    block.hover()
    block.locator("button.copy-code").click()
    expect(block.locator("button.copy-code")).to_have_attribute("data-copied", "1")
    assert page.evaluate("window.__copied")[-1].strip() == SIGNATURE

    page.goto(base_url + f"uiscrollview/scrollindicatorinsets/?lang={view}")
    expect(page.locator("main .kind .badge.deprecated")).to_be_visible()

    page.goto(base_url + f"uiscrollview/contentinset/?lang={view}")
    article = page.locator("main .see-also.computed a[href*='articles/']").first
    article.scroll_into_view_if_needed()
    expect(article).to_be_visible()
    # Nothing wider than the screen, and no identifier split across lines in a table.
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORTS[device]["width"]
    for path in ("uiscrollview/contentinset/", "uiscrollview/contentinsetadjustmentbehavior-enum/",
                 "examples/header.floating-header/", "uiscrollview/"):
        page.goto(base_url + path + f"?lang={view}")
        assert page.evaluate(BROKEN_IDENTIFIERS) == [], path
    w.assert_clean()
    page.context.close()
