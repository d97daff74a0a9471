"""Finding one's way: the symbol navigator and its filter, the phone drawer, breadcrumbs,
heading permalinks, the theme choice and the document title, on a desktop (1280 x 800) and
a phone (390 x 844), in light and dark."""
import os
import re

import pytest
from playwright.sync_api import expect

from conftest import new_watched

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
NO_STORAGE = """Object.defineProperty(window, "localStorage", {get() { throw new DOMException("denied", "SecurityError"); }});"""


def pages_of_kind(site_dir, kind):
    """Site-relative folders ('uiscrollview/contentinset/') of the pages whose body has class page-<kind>."""
    found = []
    for folder, _, names in os.walk(site_dir):
        if "index.html" in names:
            with open(os.path.join(folder, "index.html"), encoding="utf-8") as f:
                if f'<body class="page-{kind}">' in f.read():
                    rel = os.path.relpath(folder, site_dir)
                    found.append("" if rel == "." else rel + "/")
    return sorted(found)


def nav_targets(page, base_url, selector=".nav-tree a"):
    hrefs = page.locator(selector).evaluate_all("els => els.map(a => a.href)")
    return [re.sub(r"index\.html(\?.*)?$", "", h[len(base_url):]) for h in hrefs]


@pytest.fixture(params=["light", "dark"])
def desktop(browser, request):
    w = new_watched(browser, viewport=DESKTOP, color_scheme=request.param, locale="en-US")
    yield w
    w.assert_clean()
    w.page.context.close()


@pytest.fixture(params=["light", "dark"])
def phone(browser, request):
    w = new_watched(browser, viewport=PHONE, color_scheme=request.param, locale="en-US", has_touch=True, is_mobile=True)
    yield w
    w.assert_clean()
    w.page.context.close()


# The navigator


@pytest.mark.parametrize("start", ["", "uiscrollview/contentinset/", "articles/zooming/"])
def test_the_navigator_lists_every_member_of_every_documented_type(desktop, base_url, site_dir, start):
    page = desktop.page
    page.goto(base_url + start)
    listed = nav_targets(page, base_url, ".nav-tree:not(.nav-examples) a")
    types = pages_of_kind(site_dir, "type")
    members = pages_of_kind(site_dir, "api")
    assert len(types) >= 4 and len(members) >= 80
    assert sorted(set(listed)) == sorted(set(types + members)), "navigator and site pages differ"
    assert len(listed) == len(set(listed)), "each page once"
    # Grouped by topic: every member link sits in a topic group of its type.
    in_topics = page.locator(".nav-tree:not(.nav-examples) details details li a").count()
    assert in_topics == len(members)
    # The examples too, by kind.
    examples = pages_of_kind(site_dir, "example")
    assert len(examples) >= 50
    assert sorted(set(nav_targets(page, base_url, ".nav-examples a"))) == sorted(examples + ["examples/"])
    expect(page.locator(".sidebar h2", has_text="Articles")).to_be_visible()
    assert page.locator(".sidebar h2:has-text('Articles') + ul a").count() >= 9


def the_current_link(page, selector=".sidebar a[aria-current=page]"):
    """The navigator's one link to this page, which is within the sidebar's visible part."""
    current = page.locator(selector)
    expect(current).to_have_count(1)
    expect(current).to_be_visible()
    nav, link = page.locator(".sidebar").bounding_box(), current.bounding_box()
    assert nav["y"] <= link["y"] and link["y"] + link["height"] <= nav["y"] + nav["height"], (nav, link)
    return current


def test_the_current_page_is_highlighted_and_scrolled_into_the_sidebars_view(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "uiscrollviewdelegate/scrollviewdidendzooming-with-atscale/")
    expect(the_current_link(page)).to_have_text("scrollViewDidEndZooming(_:with:atScale:)")
    assert page.evaluate("window.scrollY") == 0, "the page itself stays at the top"
    # Its type is open, the others closed; its type's link marks the way.
    expect(page.locator(".nav-tree > li > details[open] > summary a")).to_have_text("UIScrollViewDelegate")
    expect(page.locator(".sidebar a[aria-current=true]")).to_have_text("UIScrollViewDelegate")
    bg = page.evaluate("getComputedStyle(document.querySelector('.sidebar a[aria-current=page]')).backgroundColor")
    assert bg != "rgba(0, 0, 0, 0)"


def test_an_example_page_is_marked_in_the_examples_tree(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "examples/inset.tall-automatic/")
    expect(the_current_link(page, ".nav-examples a[aria-current=page]")).to_contain_text("Tall content")
    expect(page.locator(".nav-examples summary a[aria-current=true]")).to_have_count(1)


def test_types_and_topics_collapse(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "uiscrollview/")
    topic = page.locator(".nav-tree > li > details[open] > details").first
    member = topic.locator("li a").first
    expect(member).to_be_visible()
    topic.locator("summary").click()
    expect(member).to_be_hidden()
    other = page.locator(".nav-tree > li > details").first  # UIPanGestureRecognizer, closed
    expect(other).not_to_have_attribute("open", "")
    other.locator(":scope > summary").click(position={"x": 4, "y": 8})  # the disclosure triangle, not the link
    expect(other.locator("li a").first).to_be_visible()


def test_the_filter_narrows_the_list_as_you_type(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "articles/zooming/")
    box = page.locator("#nav-filter")
    expect(box).to_be_visible()
    # Entries the filter keeps (whether or not their type is open).
    kept = lambda: page.evaluate("[...document.querySelectorAll('.sidebar ul a')].filter(a => !a.closest('[hidden]')).length")
    counts = [kept()]
    for letter in "zoom":
        box.press_sequentially(letter)
        counts.append(kept())
    assert counts == sorted(counts, reverse=True) and counts[-1] < counts[0] / 3, counts
    # Each member shown has the text in its name or in its topic's title.
    shown = page.locator(".nav-tree details details li a:visible").evaluate_all(
        "as => as.map(a => [a.textContent, a.closest('details').querySelector('summary').textContent])")
    assert len(shown) >= 10 and all("zoom" in (name + topic).lower() for name, topic in shown), shown
    # Case does not matter; a topic's title in either language shows the whole topic.
    box.fill("ZOOMSCALE")
    shown = page.locator(".nav-tree details details li a:visible").all_inner_texts()
    assert "zoomScale" in shown and all("zoomscale" in n.lower() for n in shown), shown
    box.fill("缩放")
    zooming = page.locator(".nav-tree details details:visible")
    assert zooming.count() >= 1
    assert zooming.first.locator("li a:visible").count() >= 5
    expect(page.locator(".nav-empty")).to_be_hidden()
    # Nothing matches: empty groups are hidden and "no match" says so.
    box.fill("xyzzy")
    expect(page.locator(".nav-empty")).to_be_visible()
    expect(page.locator(".sidebar h2:visible")).to_have_count(0)
    # Cleared, everything is back as it was: the types that were closed are closed again.
    box.fill("")
    assert kept() == counts[0]
    expect(page.locator(".nav-tree details[open] > summary a")).to_have_count(0)
    expect(page.locator(".nav-empty")).to_be_hidden()


def test_the_filter_speaks_the_readers_language_and_enter_opens_the_first_match(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "?lang=zh")
    box = page.locator("#nav-filter")
    expect(box).to_have_attribute("placeholder", "筛选")
    box.fill("xyzzy")
    expect(page.locator(".nav-empty .zh")).to_have_text("没有匹配")
    page.click("[data-view-choice=en]")
    expect(box).to_have_attribute("placeholder", "Filter")
    box.fill("ispagingenab")
    box.press("Enter")
    expect(page).to_have_url(re.compile(r"/uiscrollview/ispagingenabled/index\.html"))


def test_deprecated_members_are_marked(desktop, base_url):
    page = desktop.page
    page.goto(base_url)
    dep = page.locator(".nav-tree a.dep")
    assert dep.count() >= 2
    expect(dep.filter(has_text="scrollIndicatorInsets")).to_have_count(1)
    label = page.evaluate("getComputedStyle(document.querySelector('.nav-tree a.dep'), '::after').content")
    assert "Deprecated" in label


def test_without_javascript_the_current_type_is_open_and_every_type_is_a_link(browser, base_url, site_dir):
    context = browser.new_context(java_script_enabled=False, viewport=DESKTOP)
    page = context.new_page()
    page.goto(base_url + "uiscrollview/contentoffset/")
    expect(page.locator("#nav-filter")).to_be_hidden()
    members = [p for p in pages_of_kind(site_dir, "api") if p.startswith("uiscrollview/")]
    listed = [t for t in nav_targets(page, base_url) if t.startswith("uiscrollview/") and t != "uiscrollview/"]
    assert sorted(listed) == sorted(members)
    expect(page.locator(".nav-tree a[aria-current=page]")).to_be_visible()
    types = pages_of_kind(site_dir, "type")
    assert sorted(set(t for t in nav_targets(page, base_url) if t in types)) == types
    page.locator(".nav-tree a.nav-type").first.click()
    expect(page.locator("main h1")).to_be_visible()
    context.close()


def test_the_navigator_works_from_disk_with_the_view_carried_in_its_links(browser, disk_url):
    w = new_watched(browser, viewport=DESKTOP, locale="en-US")
    page = w.page
    page.add_init_script(NO_STORAGE)
    page.goto(disk_url + "articles/zooming/index.html?lang=zh")
    link = page.locator(".nav-tree a", has_text=re.compile(r"^zoomScale$"))
    # Filled in from the shared trees: from this page's folder, with the view carried.
    expect(link).to_have_attribute("href", re.compile(r"^file://.*/uiscrollview/zoomscale/index\.html\?lang=zh$"))
    page.locator("#nav-filter").fill("zoomscale")
    link.click()
    expect(page).to_have_url(re.compile(r"/uiscrollview/zoomscale/index\.html\?lang=zh$"))
    expect(page.locator(".sidebar a[aria-current=page]")).to_have_text("zoomScale")
    w.assert_clean()
    w.page.context.close()


# Phones


@pytest.mark.parametrize("view", ["en", "zh", "both"])
def test_on_a_phone_the_header_is_one_short_row(phone, base_url, view):
    page = phone.page
    for path in ["", "uiscrollview/contentinset/", "articles/scrolling-physics/", "model/"]:
        page.goto(base_url + path + f"?lang={view}")
        box = page.locator(".site-header").bounding_box()
        assert box["height"] <= 56, f"{path} {view}: header {box['height']}px"
        for control in [".menu-button", "#search-input", "[data-view-choice=both]", ".theme-menu summary"]:
            expect(page.locator(control)).to_be_in_viewport()
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0


def test_on_a_phone_the_menu_button_opens_the_navigator_as_a_drawer(phone, base_url):
    page = phone.page
    page.goto(base_url + "uiscrollview/contentinset/")
    sidebar = page.locator(".sidebar")
    expect(sidebar).not_to_be_in_viewport()
    assert page.evaluate("document.documentElement.scrollHeight") < 6000, "no sidebar at the end of the page"
    menu = page.locator(".menu-button")
    expect(menu).to_have_attribute("aria-expanded", "false")
    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "true")
    expect(sidebar).to_be_in_viewport()
    expect(page.locator("#nav-filter")).to_be_focused()
    expect(page.locator(".sidebar a[aria-current=page]")).to_be_in_viewport()
    assert page.evaluate("document.querySelector('main').inert")
    # The same navigator and filter as on a desktop.
    page.locator("#nav-filter").fill("paging")
    expect(page.locator(".nav-tree a:visible", has_text="isPagingEnabled")).to_be_visible()
    page.keyboard.press("Escape")  # clears the filter
    expect(page.locator("#nav-filter")).to_have_value("")
    page.keyboard.press("Escape")  # closes the drawer
    expect(sidebar).not_to_be_in_viewport()
    expect(menu).to_be_focused()
    assert not page.evaluate("document.querySelector('main').inert")
    # Choosing a link closes the drawer and opens the page.
    menu.click()
    page.locator(".nav-tree a", has_text=re.compile(r"^zoomScale$")).click()
    expect(page).to_have_url(re.compile(r"/uiscrollview/zoomscale/index\.html"))
    expect(page.locator(".sidebar")).not_to_be_in_viewport()
    # The close button and the backdrop close it too.
    page.locator(".menu-button").click()
    page.locator(".nav-close").click()
    expect(page.locator(".sidebar")).not_to_be_in_viewport()
    page.locator(".menu-button").click()
    page.mouse.click(380, 400)
    expect(page.locator(".sidebar")).not_to_be_in_viewport()


def test_on_a_phone_without_javascript_the_menu_link_shows_the_navigator(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    page.goto(base_url + "uiscrollview/contentinset/")
    expect(page.locator(".sidebar")).not_to_be_in_viewport()
    page.locator(".menu-button").click()
    expect(page.locator(".sidebar a[aria-current=page]")).to_be_in_viewport()
    page.locator(".nav-close").click()
    expect(page.locator(".sidebar")).not_to_be_in_viewport()
    context.close()


# Breadcrumbs and permalinks

BREADCRUMBS = {
    "uiscrollview/contentinset/": ["Home", "UIScrollView", "contentInset"],
    "uiscrollview/": ["Home", "UIScrollView"],
    "articles/zooming/": ["Home", "Articles", "Zooming"],
    "examples/inset.tall-automatic/": ["Home", "Examples", "inset.tall-automatic"],
    "examples/": ["Home", "Examples"],
    "model/scrollmodel/rubberband-swift/": ["Home", "Model source", "Sources/ScrollModel/RubberBand.swift"],
    "model/": ["Home", "Model source"],
    "verification/": ["Home", "Verification"],
    "search/": ["Home", "Search"],
    "404.html": ["Home", "Page not found"],
}


@pytest.mark.parametrize("path", list(BREADCRUMBS))
def test_every_kind_of_page_has_a_breadcrumb_in_both_languages(desktop, base_url, path):
    page = desktop.page
    page.goto(base_url + path)
    crumb = page.locator("main nav.breadcrumb[aria-label]")
    expect(crumb).to_have_count(1)
    parts = [p.strip() for p in crumb.inner_text().split("›")]
    assert parts == BREADCRUMBS[path]
    expect(crumb.locator("[aria-current=page]")).to_have_count(1)
    for link in crumb.locator("a").all():
        href = link.get_attribute("href")
        assert href.endswith(".html") or ".html#" in href, href
    page.click("[data-view-choice=zh]")
    assert crumb.inner_text().startswith("首页")


def test_the_home_page_has_no_breadcrumb(desktop, base_url):
    desktop.page.goto(base_url)
    expect(desktop.page.locator("nav.breadcrumb")).to_have_count(0)


@pytest.mark.parametrize("path", ["uiscrollview/", "uiscrollview/contentinset/", "articles/zooming/", "examples/inset.tall-automatic/",
                                  "uiscrollviewdelegate/scrollviewwillenddragging-withvelocity-targetcontentoffset/", "verification/"])
def test_headings_have_stable_unique_permalinks_shown_on_hover_and_focus(desktop, base_url, path):
    page = desktop.page
    page.goto(base_url + path)
    headings = page.locator("main :is(h2, h3):not(.playground h2)")
    assert headings.count() >= 1
    ids = headings.evaluate_all("hs => hs.map(h => h.id)")
    assert all(ids) and len(ids) == len(set(ids)), ids
    links = headings.evaluate_all("hs => hs.map(h => h.querySelector('a.anchor') && h.querySelector('a.anchor').getAttribute('href'))")
    assert links == ["#" + i for i in ids]
    first = headings.first
    anchor = first.locator("a.anchor")
    assert float(anchor.evaluate("a => getComputedStyle(a).opacity")) == 0
    first.hover()
    expect(anchor).to_have_css("opacity", "1")
    # The same ids in every view.
    page.click("[data-view-choice=zh]")
    assert headings.evaluate_all("hs => hs.map(h => h.id)") == ids
    anchor.focus()
    expect(anchor).to_have_css("opacity", "1")
    anchor.click()
    expect(page).to_have_url(re.compile("#" + re.escape(ids[0]) + "$"))


def test_a_permalink_leads_to_its_heading_below_the_sticky_header(phone, base_url):
    page = phone.page
    page.goto(base_url + "uiscrollview/#managing-the-content-inset-behavior")
    heading = page.locator("#managing-the-content-inset-behavior")
    expect(heading).to_be_in_viewport()
    assert heading.bounding_box()["y"] >= page.locator(".site-header").bounding_box()["height"] - 1


# Theme


def background(page):
    rgb = page.evaluate("getComputedStyle(document.body).backgroundColor")
    return sum(int(c) for c in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3])


def choose_theme(page, theme):
    page.locator(".theme-menu summary").click()
    page.locator(f"[data-theme-choice={theme}]").click()


@pytest.mark.parametrize("device", [DESKTOP, PHONE])
def test_the_theme_choice_persists_across_a_reload_and_pages(browser, base_url, device):
    w = new_watched(browser, viewport=device, color_scheme="light", locale="en-US")
    page = w.page
    page.goto(base_url + "uiscrollview/contentinset/")
    expect(page.locator("html")).to_have_attribute("data-theme", "auto")
    assert background(page) > 600
    choose_theme(page, "dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert background(page) < 150
    expect(page.locator("[data-theme-choice=dark]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".theme-list")).to_be_hidden()
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert background(page) < 150
    page.goto(base_url + "articles/zooming/")
    assert background(page) < 150
    choose_theme(page, "auto")
    assert background(page) > 600
    w.assert_clean()
    w.page.context.close()


def test_auto_follows_the_system_and_light_overrides_it(browser, base_url):
    w = new_watched(browser, viewport=DESKTOP, color_scheme="dark")
    page = w.page
    page.goto(base_url)
    assert background(page) < 150
    choose_theme(page, "light")
    assert background(page) > 600
    page.emulate_media(color_scheme="light")
    page.reload()
    assert background(page) > 600
    page.emulate_media(color_scheme="dark")
    assert background(page) > 600, "the choice beats the system"
    w.assert_clean()
    w.page.context.close()


def test_the_theme_menu_closes_on_escape_and_without_storage_the_choice_lasts_for_the_page(browser, disk_url):
    w = new_watched(browser, viewport=DESKTOP, color_scheme="light")
    page = w.page
    page.add_init_script(NO_STORAGE)
    page.goto(disk_url + "index.html")
    page.locator(".theme-menu summary").click()
    expect(page.locator(".theme-list")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(".theme-list")).to_be_hidden()
    choose_theme(page, "dark")
    assert background(page) < 150
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "auto")
    w.assert_clean()
    w.page.context.close()


# Titles


def test_the_title_follows_the_view_and_names_the_page_once(desktop, base_url):
    page = desktop.page
    page.goto(base_url + "uiscrollview/contentinset/?lang=en")
    expect(page).to_have_title("contentInset · UIScrollView — ScrollNotes")
    page.click("[data-view-choice=zh]")
    expect(page).to_have_title("contentInset · UIScrollView — 滚动视图笔记")
    page.goto(base_url + "articles/zooming/")
    expect(page).to_have_title("缩放 — 滚动视图笔记")
    page.click("[data-view-choice=both]")
    expect(page).to_have_title("Zooming / 缩放 — ScrollNotes")
    page.click("[data-view-choice=en]")
    expect(page).to_have_title("Zooming — ScrollNotes")
    page.goto(base_url + "?lang=zh")
    expect(page).to_have_title("滚动视图笔记")


def test_no_title_repeats_a_name(site_dir):
    repeated = []
    for folder, _, names in os.walk(site_dir):
        for name in names:
            if name.endswith(".html"):
                html = open(os.path.join(folder, name), encoding="utf-8").read()
                m = re.search(r"<title[^>]*>([^<]*)</title>", html)
                parts = [p.strip() for p in re.split(r" · | / | — ", m.group(1))]
                if len(parts) != len(set(parts)):
                    repeated.append(f"{os.path.relpath(os.path.join(folder, name), site_dir)}: {m.group(1)}")
    assert repeated == []
