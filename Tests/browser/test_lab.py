"""The Auto Layout lab (issue 18) in Chromium: every layout snippet linked from an article,
typed into the lab, gives the frames, content size and ambiguity the example computed when the
site was built (`scrollnotes run ID --json`); a conflicting constraint is reported at its line;
an unsupported line says why; a shared link (the fragment) reopens the same code; the page
works from disk and without scripts shows a precomputed example."""
import json
import os
import pathlib
import subprocess
import urllib.parse

import pytest

from conftest import new_watched

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def scrollnotes():
    given = os.environ.get("SCROLLNOTES_BIN") or os.environ.get("SCROLLNOTES")
    path = pathlib.Path(given or REPO / ".build" / "debug" / "scrollnotes")
    assert path.exists(), f"{path} missing: build scrollnotes first"
    return path


def example_output(scrollnotes, example_id):
    done = subprocess.run([str(scrollnotes), "run", example_id, "--json"], cwd=REPO, check=True, capture_output=True, text=True)
    return json.loads(done.stdout)["output"]


def lab_json(page):
    return json.loads(page.locator("[data-lab-json]").text_content())


def wait_ready(page):
    page.wait_for_function("(() => { const s = document.querySelector('section.lab'); return !!s && s.dataset.lab === 'ready'; })()", timeout=20000)


def type_code(page, code):
    """Replaces the editor's text as a reader would (select all, type), then waits for the run."""
    before = page.locator("section.lab").get_attribute("data-lab-runs") or "0"
    editor = page.locator("textarea[name=code]")
    editor.fill("")
    editor.type(code, delay=0) if len(code) < 400 else editor.fill(code)
    page.wait_for_function(
        "([n]) => (parseInt(document.querySelector('section.lab').dataset.labRuns || '0', 10)) > n", arg=[int(before)])
    # The last run is the one of the whole text.
    page.wait_for_timeout(50)
    return lab_json(page)


def snippet_links(page, base_url):
    """(example id, code) of every "Open in the lab" link on the article pages."""
    page.goto(base_url + "index.html")
    articles = sorted({a for a in page.eval_on_selector_all("a[href*='articles/']", "els => els.map(e => e.href.split('#')[0])")})
    found = []
    for article in articles:
        page.goto(article)
        for figure in page.query_selector_all("figure.example-embed"):
            link = figure.query_selector("a.lab-open-link")
            if link is None:
                continue
            href = link.get_attribute("href")
            code = urllib.parse.unquote(href.split("#code=", 1)[1])
            found.append((figure.get_attribute("data-example"), code))
    return found


def test_every_article_snippet_matches_the_build(watched, base_url, scrollnotes):
    page = watched.page
    snippets = snippet_links(page, base_url)
    assert len(snippets) >= 6, snippets
    page.goto(base_url + "lab/")
    wait_ready(page)
    for example_id, code in snippets:
        result = type_code(page, code)
        expected = example_output(scrollnotes, example_id)
        if "contentSize" in expected:
            assert result["contentSize"] == expected["contentSize"], example_id
        for name, frame in expected.get("frames", {}).items():
            assert result["frames"][name] == frame, f"{example_id}: {name}"
        if "ambiguous" in expected:
            assert sorted(result["ambiguous"]) == sorted(expected["ambiguous"]), example_id
        # Drawn to scale: a rectangle per view.
        for name in result["frames"]:
            assert page.locator(f".lab-figure rect[data-name='{name}']").count() == 1
        assert result["ms"] < 50, f"{example_id}: {result['ms']} ms"


def test_a_link_opens_the_lab_with_the_snippet(watched, base_url):
    page = watched.page
    page.goto(base_url + "articles/auto-layout-in-a-scroll-view/")
    link = page.locator("figure[data-example='contentsize.tall-box'] a.lab-open-link")
    assert "Open in the lab" in link.text_content() and "在实验室中打开" in link.text_content()
    link.click()
    page.wait_for_url("**/lab/**")
    wait_ready(page)
    assert "box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)" in page.locator("textarea[name=code]").input_value()
    assert lab_json(page)["contentSize"] == {"width": 375, "height": 1100}


CONFLICT = """let box = UIView()
view.addSubview(box)
box.translatesAutoresizingMaskIntoConstraints = false
NSLayoutConstraint.activate([
  box.widthAnchor.constraint(equalToConstant: 100),
  box.heightAnchor.constraint(equalToConstant: 50),
  box.widthAnchor.constraint(equalToConstant: 200),
])"""


def test_a_conflict_is_shown_at_its_line(watched, base_url):
    page = watched.page
    page.goto(base_url + "lab/")
    wait_ready(page)
    result = type_code(page, CONFLICT)
    conflict = [d for d in result["diagnostics"] if d["id"] == "layout.unsatisfiable-constraints"]
    assert len(conflict) == 1
    assert conflict[0]["line"] == 7 and conflict[0]["lines"] == [7, 5]
    assert conflict[0]["constraints"] == ["box.width == 100", "box.width == 200"]
    item = page.locator(".lab-finding.lab-error")
    assert "Unable to simultaneously satisfy constraints" in item.text_content()
    # The editor marks the lines: number and band of line 7 (and 5) are flagged as errors.
    assert "lab-line-error" in page.locator(".lab-number[data-line='7']").get_attribute("class")
    assert "lab-line-error" in page.locator(".lab-number[data-line='5']").get_attribute("class")
    # "line 7" selects that line in the editor.
    page.locator(".lab-finding.lab-error .lab-goto").click()
    selected = page.evaluate("(() => { const t = document.querySelector('textarea[name=code]'); return t.value.slice(t.selectionStart, t.selectionEnd); })()")
    assert selected.strip() == "box.widthAnchor.constraint(equalToConstant: 200),"


def test_an_unsupported_line_says_why(watched, base_url):
    page = watched.page
    page.goto(base_url + "lab/")
    wait_ready(page)
    result = type_code(page, "let box = UIView()\nview.addSubview(box)\nbox.backgroundColor = .red\nstack.addArrangedSubview(box)")
    unread = {d["line"]: d for d in result["diagnostics"] if d["severity"] == "unsupported"}
    assert set(unread) == {3, 4}
    assert "backgroundColor" in unread[3]["en"] and "backgroundColor" in unread[3]["zh"]
    assert "lab-line-unsupported" in page.locator(".lab-number[data-line='3']").get_attribute("class")
    text = page.locator(".lab-finding.lab-unsupported").first.text_content()
    assert "Not read" in text and "未读取" in text


def test_a_fix_hint_applies(watched, base_url):
    page = watched.page
    page.goto(base_url + "lab/")
    wait_ready(page)
    code = "\n".join([
        "let scrollView = UIScrollView()", "let contentView = UIView()",
        "scrollView.translatesAutoresizingMaskIntoConstraints = false",
        "contentView.translatesAutoresizingMaskIntoConstraints = false",
        "view.addSubview(scrollView)", "scrollView.addSubview(contentView)", "NSLayoutConstraint.activate([",
        "  scrollView.topAnchor.constraint(equalTo: view.topAnchor),",
        "  scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),",
        "  scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),",
        "  scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
        "  contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),",
        "  contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),",
        "  contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),",
        "  contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),",
        "  contentView.heightAnchor.constraint(equalToConstant: 1000),", "])"])
    result = type_code(page, code)
    assert "scrollView.contentSize.height" in result["ambiguous"]
    page.locator(".lab-finding[data-id='lab.missing-bottom'] .lab-apply").click()
    page.wait_for_function("!JSON.parse(document.querySelector('[data-lab-json]').textContent).ambiguous.length")
    assert lab_json(page)["contentSize"] == {"width": 375, "height": 1000}


def test_a_shared_link_reopens_the_code(browser, base_url):
    first = new_watched(browser, viewport={"width": 1280, "height": 900})
    page = first.page
    page.goto(base_url + "lab/")
    wait_ready(page)
    page.select_option("select[name=device]", "15")
    type_code(page, CONFLICT)
    page.locator("[data-lab-share]").click()
    link = page.locator("input[name=share]").input_value()
    assert "#code=" in link and "device=15" in link
    first.assert_clean()
    first.page.context.close()

    second = new_watched(browser, viewport={"width": 1280, "height": 900})
    page = second.page
    page.goto(link)
    wait_ready(page)
    assert page.locator("textarea[name=code]").input_value() == CONFLICT
    assert page.locator("select[name=device]").input_value() == "15"
    result = lab_json(page)
    assert result["root"]["width"] == 393 and result["root"]["device"] == "15"
    second.assert_clean()
    second.page.context.close()


def test_device_and_orientation_set_the_root(watched, base_url):
    page = watched.page
    page.goto(base_url + "lab/")
    wait_ready(page)
    page.select_option("select[name=device]", "se")
    page.check("input[name=landscape]")
    page.wait_for_function("JSON.parse(document.querySelector('[data-lab-json]').textContent).root.landscape === true")
    root = lab_json(page)["root"]
    assert (root["width"], root["height"]) == (667, 375)


def test_from_disk_and_offline(browser, disk_url):
    w = new_watched(browser, viewport={"width": 1280, "height": 900})
    w.page.goto(disk_url + "lab/index.html")
    wait_ready(w.page)
    assert lab_json(w.page)["contentSize"] is not None
    w.assert_clean()
    w.page.context.close()


def test_without_javascript(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base_url + "lab/")
    assert page.locator("textarea[name=code]").count() == 1
    assert page.locator(".lab-figure svg rect").count() >= 3
    assert page.locator(".lab-facts").text_content().count("contentSize") >= 1
    stored = json.loads(page.locator("[data-lab-json]").text_content())
    assert stored["frames"]
    context.close()


def test_linked_from_the_navigation(watched, base_url):
    page = watched.page
    page.goto(base_url + "index.html")
    link = page.locator("nav a[href$='lab/index.html']").first
    assert "Auto Layout" in link.text_content()
    link.click()
    page.wait_for_url("**/lab/**")
    wait_ready(page)
