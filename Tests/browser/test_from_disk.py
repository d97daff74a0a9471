"""The site opened from disk: a reader opens site/index.html (a file:// URL, no server) and
follows links, searches in both languages, keeps the language across pages, and plays with
every playground, without one console error."""
import os
import re

import pytest
from playwright.sync_api import expect

from conftest import new_watched

# Makes localStorage throw, as a browser that refuses storage to file:// pages does.
NO_STORAGE = """Object.defineProperty(window, "localStorage", {get() { throw new DOMException("denied", "SecurityError"); }});"""


def on_a_page(page, path_end):
    """The address is the page's file, and the browser shows the page (not a folder listing)."""
    expect(page).to_have_url(re.compile(r"^file://.*/" + re.escape(path_end) + r"(\?[^#]*)?(#.*)?$"))
    expect(page.locator("main h1")).to_be_visible()


def test_links_lead_from_the_home_page_to_a_member_an_article_and_an_example(watched, disk_url):
    page = watched.page
    page.goto(disk_url + "index.html")
    page.locator(".card-grid a", has_text="UIScrollView").first.click()
    on_a_page(page, "uiscrollview/index.html")
    expect(page.locator("main h1")).to_have_text("UIScrollView")

    page.locator("main a[href*='/contentinset/index.html']").first.click()
    on_a_page(page, "uiscrollview/contentinset/index.html")
    expect(page.locator("main pre.declaration")).to_contain_text("contentInset")

    page.locator(".api-examples li a").first.click()
    on_a_page(page, "index.html")
    assert "/examples/" in page.url
    expect(page.locator("main .example-embed")).to_be_visible()

    # Breadcrumb-free way home: the site title, then an article from the home page's list.
    page.locator(".site-title").click()
    on_a_page(page, "index.html")
    page.locator(".article-list a").first.click()
    assert "/articles/" in page.url
    on_a_page(page, "index.html")
    page.locator(".breadcrumb a").nth(1).click()  # Home › Articles
    expect(page.locator("#articles")).to_be_visible()


def test_sidebar_and_pager_links_open_their_pages(watched, disk_url):
    page = watched.page
    page.goto(disk_url + "articles/content-inset-adjustment/index.html")
    page.locator(".pager-next").click()
    assert "/articles/" in page.url and "content-inset-adjustment" not in page.url
    on_a_page(page, "index.html")
    page.locator(".sidebar a", has_text="UIScrollView").first.click()
    on_a_page(page, "uiscrollview/index.html")
    page.locator("main a[href*='/contentoffset/index.html']").first.click()
    on_a_page(page, "uiscrollview/contentoffset/index.html")


def test_the_search_form_without_javascript_opens_the_list_of_pages(browser, disk_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(disk_url + "uiscrollview/index.html")
    page.fill("#search-input", "inset")
    page.keyboard.press("Enter")
    on_a_page(page, "search/index.html")
    assert page.locator(".all-pages a").count() > 50
    page.locator(".all-pages a[href$='/contentinset/index.html']").click()
    on_a_page(page, "uiscrollview/contentinset/index.html")
    context.close()


@pytest.mark.parametrize("view, query, expected", [
    ("zh", "内容偏移", "uiscrollview/contentoffset/index.html"),
    ("en", "content inset", "uiscrollview/contentinset/index.html"),
    ("zh", "content inset", "uiscrollview/contentinset/index.html"),
    ("en", "减速", "uiscrollview/decelerationrate/index.html"),
])
def test_search_answers_from_disk_in_both_views(watched, disk_url, view, query, expected):
    page = watched.page
    page.goto(disk_url + f"articles/zooming/index.html?lang={view}")
    expect(page.locator("html")).to_have_attribute("data-view", view)
    page.fill("#search-input", query)
    results = page.locator("#search-results a")
    expect(results.first).to_be_visible()
    hrefs = results.evaluate_all("els => els.map(a => a.href)")
    assert any(re.search(re.escape(expected) + r"\?lang=" + view + "$", h) for h in hrefs[:3]), hrefs[:5]
    results.first.click()
    expect(page.locator("main h1")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-view", view)


def test_search_loads_its_index_only_when_asked(watched, disk_url):
    page = watched.page
    page.goto(disk_url + "index.html")
    # The index's scripts only (the site may sit in a folder whose path says "search").
    loaded = lambda: page.evaluate("Array.from(document.scripts, s => s.src).filter(s => /search-index\\.js$|\\/search\\/t\\d+\\.js$/.test(s))")
    assert loaded() == []
    page.focus("#search-input")
    page.wait_for_function("() => window.ScrollNotesSearchData && 'search-index.js' in window.ScrollNotesSearchData")
    # A small site (at most 8 shards) loads its shards with the page list, after its summaries.
    shards = page.evaluate("window.ScrollNotesSearchData['search-index.js'].shards")
    expected = ["search-index.js"] + ([f"t{k}.js" for k in range(shards)] if shards <= 8 else [])
    page.wait_for_function("n => Array.from(document.scripts).filter(s => /search-index\\.js$|\\/search\\/t\\d+\\.js$/.test(s.src)).length >= n", arg=len(expected))
    assert [os.path.basename(s) for s in loaded()] == expected


@pytest.mark.parametrize("storage", ["available", "refused"])
def test_the_language_choice_follows_the_reader_across_pages(browser, disk_url, storage):
    w = new_watched(browser, viewport={"width": 1280, "height": 900}, locale="en-US")
    page = w.page
    if storage == "refused":
        page.add_init_script(NO_STORAGE)
    page.goto(disk_url + "index.html")
    expect(page.locator("html")).to_have_attribute("data-view", "en")
    page.click("[data-view-choice=zh]")
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
    page.locator(".card-grid a", has_text="UIScrollView").first.click()
    on_a_page(page, "uiscrollview/index.html")
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
    expect(page.locator("main .bi .en").first).to_be_hidden()
    # Switched again on this page: the next page and a reload of this one follow.
    page.click("[data-view-choice=both]")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-view", "both")
    page.locator("main a[href*='/contentinset/index.html']").first.click()
    on_a_page(page, "uiscrollview/contentinset/index.html")
    expect(page.locator("html")).to_have_attribute("data-view", "both")
    w.assert_clean()
    w.page.context.close()


def playground_pages(site_dir):
    pages = []
    for folder, _, names in os.walk(site_dir):
        if "index.html" in names:
            path = os.path.join(folder, "index.html")
            if "data-playground=" in open(path, encoding="utf-8").read():
                pages.append(os.path.relpath(path, site_dir))
    return sorted(pages)


def outputs(section):
    return section.locator("output[data-out]").evaluate_all("els => els.map(e => e.textContent)")


def test_every_playground_runs_from_disk(watched, disk_url, site_dir):
    page = watched.page
    pages = playground_pages(site_dir)
    assert len(pages) >= 8, pages
    for path in pages:
        page.goto(disk_url + path)
        page.wait_for_selector("html[data-playgrounds='ready']", timeout=15000)
        sections = page.locator("[data-playground]")
        assert sections.count() >= 1, path
        for i in range(sections.count()):
            section = sections.nth(i)
            before = outputs(section)
            if section.get_attribute("data-playground") == "simulator":
                # Its outputs follow the motion: a flick moves the content.
                section.locator("[data-flick='1']").click()
                page.wait_for_function("s => s.querySelector(\"output[data-out='offsetY']\").dataset.value !== '0'",
                                       arg=section.element_handle(), timeout=10000)
                continue
            sliders = section.locator("input[type=range]")
            assert sliders.count() >= 1, path
            for k in range(sliders.count()):
                for key in ("End", "Home"):
                    sliders.nth(k).focus()
                    page.keyboard.press(key)
                    if outputs(section) != before:
                        break
                else:
                    continue
                break
            assert outputs(section) != before, f"{path}: no slider changed the outputs of {section.get_attribute('id')}"
