"""Reference pages as complete as Apple's: the SDK's full declaration, Parameters, availability,
deprecation, See Also computed from the notes, and a link to Apple's page."""
import pathlib
import re

from playwright.sync_api import expect


def member_pages(site_dir):
    root = pathlib.Path(site_dir).resolve()
    pages = []
    for type_dir in ("uiscrollview", "uiscrollviewdelegate"):
        pages += sorted(p for p in (root / type_dir).glob("*/index.html"))
    return pages


def test_methods_show_their_full_signature_and_parameters(watched, disk_url):
    page = watched.page
    cases = {
        "uiscrollview/scrollrecttovisible-animated/": (
            "func scrollRectToVisible(_ rect: CGRect, animated: Bool)", ["rect", "animated"]),
        "uiscrollviewdelegate/scrollviewwillenddragging-withvelocity-targetcontentoffset/": (
            "optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, "
            "targetContentOffset: UnsafeMutablePointer<CGPoint>)", ["scrollView", "velocity", "targetContentOffset"]),
    }
    for path, (signature, parameters) in cases.items():
        page.goto(disk_url + path + "index.html")
        expect(page.locator("main pre.declaration code").first).to_have_text(signature)
        expect(page.locator("main dl.parameters dt")).to_have_text(parameters)
        for view in ("en", "zh"):
            page.click(f"[data-view-choice={view}]")
            expect(page.locator(f"main dl.parameters dd .{view}").first).to_be_visible()


def test_every_member_page_has_availability_see_also_and_apples_link(watched, site_dir):
    page = watched.page
    pages = member_pages(site_dir)
    assert len(pages) > 80
    for path in pages:
        page.goto(path.as_uri())
        availability = page.locator("main p.availability").first
        expect(availability).to_have_text(re.compile(r"(iOS|tvOS) \d+\.\d+"))
        expect(page.locator("main .see-also").first).to_be_attached()
        expect(page.locator("main .apple-link a")).to_have_attribute(
            "href", re.compile(r"^https://developer\.apple\.com/documentation/uikit/[a-z0-9_().:/-]+$"))


def test_deprecated_apis_carry_a_badge_on_their_page_and_in_the_topic_list(watched, disk_url):
    page = watched.page
    for path in ("uiscrollview/scrollindicatorinsets/", "uiviewcontroller/automaticallyadjustsscrollviewinsets/"):
        page.goto(disk_url + path + "index.html")
        expect(page.locator("main .kind .badge.deprecated")).to_be_visible()
        expect(page.locator("main p.deprecation")).to_contain_text("Deprecated in iOS")
    page.goto(disk_url + "uiscrollview/index.html")
    row = page.locator("main dl.topic-list dt", has_text=re.compile(r"^scrollIndicatorInsets"))
    expect(row.locator(".badge.deprecated")).to_be_visible()


def test_see_also_links_the_articles_and_the_enum_of_a_property(watched, disk_url):
    page = watched.page
    page.goto(disk_url + "uiscrollview/contentinset/index.html")
    articles = page.locator("main .see-also.computed a[href*='articles/']")
    assert articles.count() >= 1
    page.goto(disk_url + "uiscrollview/contentinsetadjustmentbehavior/index.html")
    page.locator("main .see-also.computed a", has_text="ContentInsetAdjustmentBehavior").click()
    expect(page.locator("main h1")).to_have_text("ContentInsetAdjustmentBehavior")
    page.locator("main .see-also.computed a", has_text="contentInsetAdjustmentBehavior").first.click()
    expect(page.locator("main h1")).to_have_text("contentInsetAdjustmentBehavior")


def test_the_class_page_lists_its_relationships(watched, disk_url):
    page = watched.page
    page.goto(disk_url + "uiscrollview/index.html")
    expect(page.locator("main .kind").first).to_contain_text("Class")
    relationships = page.locator("main dl.relationships")
    expect(relationships).to_contain_text("UIView")
    expect(relationships).to_contain_text("UIFocusItemScrollableContainer")
    expect(relationships).to_contain_text("UICollectionView")
    expect(page).to_have_title("UIScrollView — ScrollNotes")


def test_the_copy_button_copies_the_code_in_the_readers_language(watched, disk_url):
    page = watched.page
    # Record what the page hands to the clipboard (headless Chromium has no clipboard to read).
    page.add_init_script("""
      window.__copied = [];
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: t => { window.__copied.push(t); return Promise.resolve(); }}});
    """)
    page.goto(disk_url + "articles/keyboard-avoidance/index.html?lang=en")
    block = page.locator("main pre.example-code").first
    block.hover()
    block.locator("button.copy-code").click()
    expect(block.locator("button.copy-code")).to_have_attribute("data-copied", "1")
    copied = page.evaluate("window.__copied")[0]
    assert "scrollView" in copied
    assert "Copy" not in copied and "复制" not in copied
    assert not re.search(r"[\u4e00-\u9fff]", copied), copied
    assert not re.search(r"^\s*\d+\s", copied, re.M), "no line numbers"
