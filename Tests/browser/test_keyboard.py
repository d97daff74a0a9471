"""Keyboard use: skip link, visible focus, and Tab reaches search and the language switch."""
from playwright.sync_api import expect


def test_first_tab_shows_the_skip_link_which_moves_focus_to_main(watched, base_url):
    page = watched.page
    page.goto(base_url + "uiscrollview/contentinset/")
    page.keyboard.press("Tab")
    skip = page.locator(".skip-link")
    expect(skip).to_be_focused()
    assert skip.bounding_box()["x"] >= 0, "the focused skip link is on screen"
    page.keyboard.press("Enter")
    expect(page.locator("main")).to_be_focused()


def test_tab_reaches_the_search_box_and_every_language_choice_with_a_visible_outline(watched, base_url):
    page = watched.page
    page.goto(base_url)
    reached = []
    for _ in range(8):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.id || document.activeElement.dataset.viewChoice || ''"))
    assert "search-input" in reached
    assert {"en", "zh", "both"} <= set(reached)
    page.focus("[data-view-choice=zh]")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-view", "zh")
