"""Search in both languages: the expected page is among the first three results."""
import pytest
from playwright.sync_api import expect

# query -> pages any of which is a right answer (site-relative paths)
EXPECTED = {
    "内容偏移": {"uiscrollview/contentoffset/"},
    "安全区域": {"uiview/safeareainsets/", "articles/content-inset-adjustment/"},
    "缩放": {"articles/zooming/", "uiscrollview/zoomscale/"},
    "减速": {"uiscrollview/decelerationrate/", "articles/scrolling-physics/"},
    "分页": {"uiscrollview/ispagingenabled/"},
    "content inset": {"uiscrollview/contentinset/"},
    "deceleration": {"uiscrollview/decelerationrate/", "articles/scrolling-physics/"},
    "zoom scale": {"uiscrollview/zoomscale/"},
    "adjustedContentInset": {"uiscrollview/adjustedcontentinset/"},
    "keyboard": {"articles/keyboard-avoidance/", "uiscrollview/keyboarddismissmode/"},
}


@pytest.fixture(scope="module")
def search_page(browser, base_url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(base_url)
    yield page
    context.close()


@pytest.mark.parametrize("query", list(EXPECTED))
def test_finds_the_expected_page_in_the_top_three(search_page, query):
    results = search_page.evaluate("q => window.ScrollNotesSearch.search(q).then(r => r.map(d => d.p))", query)
    assert set(results[:3]) & EXPECTED[query], f"{query!r} gave {results[:5]}"


def test_typing_shows_results_and_arrow_keys_choose_one(watched, base_url):
    page = watched.page
    page.goto(base_url)
    box = page.locator("#search-input")
    box.fill("缩放")
    results = page.locator("#search-results a")
    expect(results.first).to_be_visible()
    expect(results.first).to_have_attribute("aria-selected", "true")
    box.press("ArrowDown")
    expect(results.nth(1)).to_have_attribute("aria-selected", "true")
    expect(box).to_have_attribute("aria-activedescendant", "search-result-1")
    target = results.nth(1).get_attribute("href")
    box.press("Enter")
    page.wait_for_url("**/" + target.lstrip("./"))


def test_slash_focuses_the_search_box_and_escape_closes_results(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/")
    page.keyboard.press("/")
    expect(page.locator("#search-input")).to_be_focused()
    page.keyboard.type("deceleration")
    expect(page.locator("#search-results")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#search-results")).to_be_hidden()


def test_a_one_term_query_loads_the_page_list_and_one_shard(watched, base_url):
    page = watched.page
    fetched = []
    page.on("request", lambda r: fetched.append(r.url.split("/", 3)[3]) if "search" in r.url else None)
    page.goto(base_url)
    assert page.evaluate("window.ScrollNotesSearch.search('bounds').then(r => r.length)") > 0
    shards = [u for u in fetched if u.startswith("search/t")]
    # Scripts (SearchIndexScript), which load from disk too; never the JSON files.
    assert "search-index.js" in fetched and len(shards) == 1 and shards[0].endswith(".js"), fetched
    assert not [u for u in fetched if u.endswith(".json")], fetched


def test_a_search_link_with_a_query_opens_with_its_results(watched, base_url):
    page = watched.page
    page.goto(base_url + "search/?q=" + "分页")
    expect(page.locator("#search-input")).to_have_value("分页")
    expect(page.locator("#search-results a").first).to_have_attribute("href", "../uiscrollview/ispagingenabled/index.html")
