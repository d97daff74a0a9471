"""The language switch: English, Chinese or side by side, remembered across pages and reloads."""
import os
import subprocess
import sys
import time
import urllib.request

from conftest import free_port
from playwright.sync_api import expect


def visible_text(page, selector):
    return page.locator(selector).evaluate("e => e.innerText")


def test_switches_between_english_chinese_and_side_by_side(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/contentinset/")
    page.click("[data-view-choice=zh]")
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    expect(page.locator("main .bi .zh").first).to_be_visible()
    expect(page.locator("main .bi .en").first).to_be_hidden()

    page.click("[data-view-choice=en]")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("main .bi .en").first).to_be_visible()
    expect(page.locator("main .bi .zh").first).to_be_hidden()

    page.click("[data-view-choice=both]")
    zh = page.locator("main .bi .zh").first.bounding_box()
    en = page.locator("main .bi .en").first.bounding_box()
    assert abs(zh["y"] - en["y"]) < 2 and zh["x"] < en["x"], "side by side: Chinese left, English right, same row"


def test_remembers_the_choice_after_reload_and_on_other_pages(watched, base_url):
    page = watched.page
    page.goto(base_url)
    page.click("[data-view-choice=zh]")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
    page.goto(base_url + "articles/zooming/")
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
    expect(page.locator("main h1 .zh")).to_be_visible()


def test_url_parameter_picks_the_view_for_shared_links(watched, base_url):
    page = watched.page
    page.goto(base_url + "articles/zooming/?lang=both")
    expect(page.locator("html")).to_have_attribute("data-view", "both")


def test_every_text_run_names_its_language(watched, base_url):
    page = watched.page
    page.goto(base_url + "articles/scrolling-physics/")
    unlabelled = page.evaluate("""() => [...document.querySelectorAll('.en, .zh')]
        .filter(e => !e.closest('[lang]') || !e.lang).length""")
    assert unlabelled == 0
    alternates = page.locator("link[rel=alternate][hreflang]")
    expect(alternates).to_have_count(3)


def test_without_javascript_both_languages_are_readable(browser, base_url):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(base_url + "uiscrollview/contentinset/")
    expect(page.locator("main .bi .zh").first).to_be_visible()
    expect(page.locator("main .bi .en").first).to_be_visible()
    page.goto(base_url + "search/")
    assert page.locator("ul.all-pages a").count() > 50
    context.close()


def test_untranslated_text_falls_back_with_a_visible_notice(watched, tmp_path):
    """A paragraph written only in English shows, in the Chinese view, with a notice.

    The knowledge base itself is fully translated, so the test builds a one-article site."""
    content = tmp_path / "content" / "articles"
    content.mkdir(parents=True)
    (content / "01-only-english.md").write_text(
        "# Only English  只有英文\n\n## Section  小节\n\n这一段有中文。\n\nThis paragraph has Chinese.\n\n"
        "This second paragraph was never translated.\n", encoding="utf-8")
    site = tmp_path / "site"
    # A one-article site fails the coverage check (exit 1) but is written.
    built = subprocess.run([os.environ["SCROLLNOTES_BIN"], "build", "--content", str(tmp_path / "content"),
                            "--output", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert built.returncode in (0, 1)
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/articles/only-english/?lang=zh"
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        page = watched.page
        page.goto(url)
        # The untranslated paragraph is written once and shown in every view; the Chinese
        # view adds a notice.
        fallback = page.locator("main .bi > .untranslated").first
        expect(fallback).to_be_visible()
        expect(fallback.locator(".fallback-notice")).to_be_visible()
        expect(fallback.locator(".fallback-notice")).to_have_text("尚未翻译，以下显示英文原文。")
        expect(fallback).to_contain_text("This second paragraph was never translated.")
        page.click("[data-view-choice=en]")
        expect(fallback).to_be_visible()
        expect(fallback.locator(".fallback-notice")).to_be_hidden()
        page.click("[data-view-choice=both]")
        expect(fallback).to_be_visible()
        expect(fallback.locator(".fallback-notice")).to_be_hidden()
    finally:
        server.terminate()
        server.wait(timeout=5)
