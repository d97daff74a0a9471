"""Screenshots for people to look at (desktop 1280 and mobile 390, light and dark), and the
layout rules they show: nothing wider than the screen, down to 360 px."""
import os

import pytest

from conftest import new_watched

PAGES = {
    "home": "",
    "api-contentinset": "uiscrollview/contentinset/",
    "type-uiscrollview": "uiscrollview/",
    "article-inset": "articles/content-inset-adjustment/",
    "source": "model/",
}
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "mobile": {"width": 390, "height": 844}}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", list(VIEWPORTS))
def test_saves_screenshots_of_the_main_page_kinds(browser, base_url, screenshot_dir, device, scheme):
    w = new_watched(browser, viewport=VIEWPORTS[device], color_scheme=scheme, locale="en-US",
                    device_scale_factor=1)
    for name, path in PAGES.items():
        w.page.goto(base_url + path)
        w.page.screenshot(path=os.path.join(screenshot_dir, f"{name}-{device}-{scheme}.png"))
    w.page.goto(base_url + "uiscrollview/contentinset/?lang=both")
    w.page.screenshot(path=os.path.join(screenshot_dir, f"api-contentinset-both-{device}-{scheme}.png"))
    w.page.goto(base_url + "articles/zooming/?lang=zh")
    w.page.screenshot(path=os.path.join(screenshot_dir, f"article-zooming-zh-{device}-{scheme}.png"))
    # The navigator: the drawer on a phone, the sidebar filtered on a desktop.
    w.page.goto(base_url + "uiscrollview/contentinset/?lang=en")
    if device == "mobile":
        w.page.click(".menu-button")
    w.page.fill("#nav-filter", "inset")
    w.page.screenshot(path=os.path.join(screenshot_dir, f"navigator-{device}-{scheme}.png"))
    w.page.goto(base_url + "uiscrollview/?lang=en")
    w.page.fill("#search-input", "内容偏移")
    w.page.wait_for_selector("#search-results a")
    w.page.screenshot(path=os.path.join(screenshot_dir, f"search-{device}-{scheme}.png"))
    w.assert_clean()
    w.page.context.close()


@pytest.mark.parametrize("path", list(PAGES.values()) + ["articles/scrolling-physics/?lang=both", "uiscrollview/contentinsetadjustmentbehavior-enum/?lang=both"])
def test_nothing_is_wider_than_a_360_pixel_screen(browser, base_url, path):
    w = new_watched(browser, viewport={"width": 360, "height": 740})
    w.page.goto(base_url + path)
    overflow = w.page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} scrolls sideways by {overflow}px at 360px"
    w.assert_clean()
    w.page.context.close()


def test_dark_mode_uses_a_dark_background(browser, base_url):
    w = new_watched(browser, color_scheme="dark")
    w.page.goto(base_url)
    rgb = w.page.evaluate("getComputedStyle(document.body).backgroundColor")
    channels = [int(c) for c in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    assert sum(channels) < 150, rgb
    w.page.context.close()
