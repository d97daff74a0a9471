"""The docset's pages opened from disk (file://) as Dash and Zeal open them: a page with a
playground runs it, a slider changes its outputs, nothing leaves the machine and the console
stays clean."""
import os
import pathlib
import subprocess

import pytest

from test_from_disk import outputs, playground_pages

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def documents(tmp_path_factory):
    binary = os.environ.get("SCROLLNOTES_BIN", str(REPO / ".build" / "debug" / "scrollnotes"))
    docset = tmp_path_factory.mktemp("docset") / "ScrollNotes.docset"
    result = subprocess.run([binary, "docset", "--output", str(docset)], cwd=REPO, capture_output=True, text=True,
                            timeout=900)
    assert result.returncode == 0, result.stderr
    return docset / "Contents" / "Resources" / "Documents"


def test_a_docset_page_with_a_playground_runs_from_disk(watched, documents):
    page = watched.page
    pages = playground_pages(str(documents))
    assert pages, "no page of the docset has a playground"
    # A member page (what a Dash search opens), else the first page with a playground.
    path = next((p for p in pages if p.startswith("uiscrollview/")), pages[0])
    page.goto((documents / path).resolve().as_uri())
    page.wait_for_selector("html[data-playgrounds='ready']", timeout=15000)
    assert page.locator("a.dashAnchor").count() >= 1
    section = page.locator("[data-playground]:has(input[type=range])").first
    before = outputs(section)
    slider = section.locator("input[type=range]").first
    for key in ("End", "Home"):
        slider.focus()
        page.keyboard.press(key)
        if outputs(section) != before:
            break
    assert outputs(section) != before, f"{path}: the slider did not change the outputs"
