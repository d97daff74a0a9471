"""Reading the reference: home, API pages, articles and the model source, by following links."""
import pathlib
import re

from playwright.sync_api import expect

API_PAGES = [
    "uiscrollview/contentinset/",
    "uiscrollview/contentoffset/",
    "uiscrollview/contentinsetadjustmentbehavior/",
    "uiscrollview/contentinsetadjustmentbehavior-enum/",
    "uiscrollview/decelerationrate/",
    "uiscrollviewdelegate/scrollviewdidscroll/",
]


def test_home_page_introduces_the_site_and_links_every_type_and_article(watched, base_url):
    page = watched.page
    page.goto(base_url)
    expect(page.locator("main h1")).to_contain_text("ScrollNotes")
    # One card per notes file of a type (Content/*.md).
    types = len(list((pathlib.Path(__file__).resolve().parents[2] / "Content").glob("*.md")))
    expect(page.locator(".card-grid .card")).to_have_count(types)
    expect(page.locator(".coverage-summary li")).to_have_count(3)
    expect(page.locator(".coverage-summary li").nth(1)).to_contain_text("defaults verified against the model")
    assert page.locator(".article-list li").count() >= 9
    page.locator(".card-grid a", has_text="UIScrollView").first.click()
    expect(page).to_have_url(re.compile(r"/uiscrollview/index\.html$"))
    expect(page.locator("main h1")).to_have_text("UIScrollView")


def test_api_pages_show_declaration_description_default_and_implementation(watched, base_url):
    page = watched.page
    for path in API_PAGES:
        page.goto(base_url + path)
        expect(page.locator("main pre.declaration")).to_be_visible()
        expect(page.locator("main .kind")).not_to_be_empty()
        assert page.locator("main .bi").count() >= 1, path
    page.goto(base_url + "uiscrollview/contentinset/")
    expect(page.locator("main .default code")).to_have_text(".zero")
    expect(page.locator("main .declaration .tok-kw").first).to_have_text("var")


def test_property_and_enum_of_the_same_name_have_separate_pages(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/contentinsetadjustmentbehavior/")
    expect(page.locator("main .kind .en")).to_have_text("Instance Property")
    page.goto(base_url + "uiscrollview/contentinsetadjustmentbehavior-enum/")
    expect(page.locator("main .kind .en")).to_have_text("Enumeration")


def test_reference_implementation_link_highlights_its_line_in_the_source_browser(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/contentoffset/")
    page.locator(".implementation a").click()
    expect(page).to_have_url(re.compile(r"/model/.+#L\d+$"))
    line = page.url.split("#")[1]
    target = page.locator(f"[id='{line}']")
    expect(target).to_contain_text("contentOffset")
    # The URL can change before the new document matches `:target` (seen once in CI under load).
    page.wait_for_function("document.querySelector(':target') !== null")
    assert page.evaluate("getComputedStyle(document.querySelector(':target')).backgroundColor") != "rgba(0, 0, 0, 0)"
    # The target line is not hidden under the sticky header.
    header_bottom = page.evaluate("document.querySelector('.site-header').getBoundingClientRect().bottom")
    assert page.evaluate("document.querySelector(':target').getBoundingClientRect().top") >= header_bottom - 1
    # ... and the implementation links back to the API page it implements.
    target.locator(".implements a", has_text="UIScrollView.contentOffset").click()
    expect(page).to_have_url(re.compile(r"/uiscrollview/contentoffset/index\.html$"))


def test_model_source_is_single_spaced_and_copies_without_blank_lines(watched, base_url):
    page = watched.page
    page.goto(base_url + "model/scrollmodel/scrollview-swift/")
    lines = page.locator("pre.source .line")
    assert lines.count() > 100
    line_height = float(page.evaluate("parseFloat(getComputedStyle(document.querySelector('pre.source')).lineHeight)"))
    tops = page.evaluate("[...document.querySelectorAll('pre.source .line')].slice(0, 40).map(e => e.getBoundingClientRect().top)")
    steps = [b - a for a, b in zip(tops, tops[1:])]
    assert max(steps) < line_height * 1.5, steps
    text = page.evaluate("document.querySelector('pre.source code').innerText")
    source = (pathlib.Path(__file__).resolve().parents[2] / "Sources/ScrollModel/ScrollView.swift").read_text(encoding="utf-8")
    # Line numbers and the "implements" links are not part of the code a reader selects.
    assert page.evaluate("getComputedStyle(document.querySelector('pre.source .line-number')).userSelect") == "none"
    assert page.evaluate("getComputedStyle(document.querySelector('pre.source .implements')).userSelect") == "none"
    # One text line per source line: no blank line between them.
    assert len(text.rstrip("\n").split("\n")) == len(source.rstrip("\n").split("\n"))


def test_api_pages_link_the_examples_that_show_them(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/contentoffset/")
    # Every explicit see-also target is an example, listed once among the examples; the
    # computed See Also names types, articles and topic members, never an example.
    expect(page.locator(".see-also:not(.computed)")).to_have_count(0)
    expect(page.locator(".see-also.computed a[href*='examples/']")).to_have_count(0)
    link = page.locator(".api-examples li a").first
    expect(link).to_be_visible()
    link.click()
    expect(page).to_have_url(re.compile(r"/examples/[a-z.-]+/index\.html$"))
    expect(page.locator("main figure.example-embed")).to_be_visible()


def test_articles_have_a_table_of_contents_breadcrumb_and_previous_next(watched, base_url):
    page = watched.page
    page.goto(base_url + "articles/content-inset-adjustment/")
    toc = page.locator("nav.toc a")
    assert toc.count() >= 2
    href = toc.first.get_attribute("href")
    toc.first.click()
    expect(page).to_have_url(re.compile(re.escape(href) + "$"))
    expect(page.locator(href)).to_be_in_viewport()
    expect(page.locator("nav.breadcrumb a").first).to_have_attribute("href", "../../index.html")
    page.locator(".pager-next").click()
    expect(page).to_have_url(re.compile(r"/articles/touch-handling/index\.html$"))
    page.locator(".pager-prev").click()
    expect(page).to_have_url(re.compile(r"/articles/content-inset-adjustment/index\.html$"))


def test_sidebar_marks_the_current_page(watched, base_url):
    page = watched.page
    page.goto(base_url + "articles/zooming/")
    current = page.locator(".sidebar a[aria-current=page]")
    expect(current).to_have_attribute("href", "index.html")
    expect(current).to_contain_text("Zooming")


def test_missing_pages_get_the_bilingual_not_found_page(site_dir):
    import os
    html = open(os.path.join(site_dir, "404.html"), encoding="utf-8").read()
    assert "Page not found" in html and "找不到这个页面" in html


def test_type_page_opens_with_its_topics_which_jump_to_their_apis(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/")
    topics = page.locator("nav.toc a")
    assert topics.count() >= 5
    href = topics.nth(2).get_attribute("href")
    topics.nth(2).click()
    expect(page.locator(href)).to_be_in_viewport()
    expect(page.locator(href + " + dl.topic-list a").first).to_be_visible()
