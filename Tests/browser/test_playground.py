"""Playgrounds in a real browser (issue 8): moving controls and dragging the simulator must show
exactly what the native `scrollnotes eval` answers for the same scenario. The site is built by
`scrollnotes build` (which compiles the wasm module) and served by http.server on 127.0.0.1;
the browser (Debian's Chromium through Playwright) comes from conftest.py."""
import json
import os
import pathlib
import socket
import subprocess
import sys
import time

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
BEHAVIORS = ["automatic", "scrollableAxes", "never", "always"]


@pytest.fixture(scope="module")
def scrollnotes():
    given = os.environ.get("SCROLLNOTES_BIN") or os.environ.get("SCROLLNOTES")
    path = pathlib.Path(given or REPO / ".build" / "debug" / "scrollnotes")
    if not path.exists():
        subprocess.run(["swift", "build", "--product", "scrollnotes"], cwd=REPO, check=True)
    return path


@pytest.fixture(scope="module")
def site(scrollnotes, tmp_path_factory):
    # scripts/test-browser.sh has built one already; otherwise build one here.
    if os.environ.get("SCROLLNOTES_SITE"):
        return pathlib.Path(os.environ["SCROLLNOTES_SITE"])
    out = tmp_path_factory.mktemp("site") / "site"
    subprocess.run([str(scrollnotes), "build", "--output", str(out)], cwd=REPO, check=True,
                   stdout=subprocess.DEVNULL)
    return out


@pytest.fixture(scope="module")
def base_url(site):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
                              cwd=site, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait(timeout=5)


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    pg = context.new_page()
    requests = []
    pg.on("request", lambda r: requests.append(r.url))
    yield pg
    # No external requests: everything the playground needs comes from the site itself.
    assert all(u.startswith("http://127.0.0.1:") for u in requests), requests
    context.close()


def open_playgrounds(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-playgrounds='ready']", timeout=15000)


def evaluate(scrollnotes, tmp_path, scroll_view, questions):
    scenario = tmp_path / f"scenario-{time.monotonic_ns()}.json"
    scenario.write_text(json.dumps({"scrollView": scroll_view, "questions": questions}))
    result = subprocess.run([str(scrollnotes), "eval", str(scenario)], capture_output=True, text=True)
    return json.loads(result.stdout)["answers"]


def inputs(section):
    """The playground's current inputs: its fixed values merged with its controls."""
    return section.evaluate("""s => {
        const v = JSON.parse(s.dataset.fixed);
        s.querySelectorAll('[data-key]').forEach(i => v[i.dataset.key] = i.type === 'checkbox' ? (i.checked ? 1 : 0) : parseFloat(i.value));
        return v; }""")


def shown(section, key):
    return float(section.locator(f"output[data-out='{key}']").get_attribute("data-value"))


def scroll_view(v):
    """The eval scenario of a playground's inputs (cli-contract.md `eval`)."""
    return {
        "bounds": {"width": v["boundsW"], "height": v["boundsH"]},
        "contentSize": {"width": v["contentW"], "height": v["contentH"]},
        "contentOffset": {"x": v["offsetX"], "y": v["offsetY"]},
        "contentInset": {"top": v["insetTop"], "left": v["insetLeft"], "bottom": v["insetBottom"], "right": v["insetRight"]},
        "safeAreaInsets": {"top": v["safeTop"], "left": v["safeLeft"], "bottom": v["safeBottom"], "right": v["safeRight"]},
        "contentInsetAdjustmentBehavior": BEHAVIORS[int(v["behavior"])],
        "isScrollEnabled": bool(v["scrollEnabled"]), "bounces": bool(v["bounces"]),
        "alwaysBounceVertical": bool(v["alwaysBounceVertical"]), "alwaysBounceHorizontal": bool(v["alwaysBounceHorizontal"]),
        "isPagingEnabled": bool(v["paging"]), "decelerationRate": v["rate"],
        "minimumZoomScale": v["minZoom"], "maximumZoomScale": v["maxZoom"],
        "isViewControllerRootInNavigationController": bool(v["navigationRoot"]),
        "contentAlignmentPoint": {"x": v.get("alignX", 0), "y": v.get("alignY", 0)},
    }


def test_without_module_the_page_shows_precomputed_outputs(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    pg = context.new_page()
    pg.goto(base_url + "uiscrollview/adjustedcontentinset/")
    section = pg.locator("[data-playground='insets']")
    assert section.locator(".pg-controls").is_hidden()
    # iPhone 15 portrait, 393 × 852, content 2000 tall: the safe area's 59 and 34 apply.
    assert section.locator("output[data-out='adjTop']").inner_text() == "59"
    assert section.locator("output[data-out='maxY']").inner_text() == "1182"
    context.close()


PLAYGROUND_PAGES = ["uiscrollview/contentinset/", "uiscrollview/decelerationrate/", "uiscrollview/zoomscale/",
                    "uiscrollview/ispagingenabled/", "articles/auto-layout-in-a-scroll-view/", "articles/floating-header/",
                    "articles/content-inset-adjustment/", "articles/zooming/", "articles/centring-zoomed-content/"]


def test_live_outputs_start_equal_to_the_precomputed_ones(browser, base_url):
    """The script's mapping from exports to outputs agrees with the build's (PlaygroundCompute)."""
    static = browser.new_context(java_script_enabled=False)
    live = browser.new_context()
    read = "els => els.map(e => e.closest('[data-playground]').id + ' ' + e.dataset.out + ' ' + e.textContent)"
    for path in PLAYGROUND_PAGES:
        a, b = static.new_page(), live.new_page()
        a.goto(base_url + path)
        open_playgrounds(b, base_url + path)
        before = a.locator("output[data-out]").evaluate_all(read)
        after = b.locator("output[data-out]").evaluate_all(read)
        assert before and before == after, path
        a.close()
        b.close()
    static.close()
    live.close()


def test_insets_playground_matches_eval(page, base_url, scrollnotes, tmp_path):
    open_playgrounds(page, base_url + "uiscrollview/contentinsetadjustmentbehavior/")
    section = page.locator("[data-playground='insets']")
    checks = 0
    for behavior, content_height, landscape in [("3", None, "0"), ("1", "600", "1"), ("0", "1500", "0"), ("2", "900", "1")]:
        section.locator("[data-key='behavior']").select_option(behavior)
        section.locator("[data-key='landscape']").select_option(landscape)  # device preset → bounds, safe area
        if content_height:
            section.locator("[data-key='contentH']").fill(content_height)
        # Keyboard: two steps up on contentInset.top.
        section.locator("[data-key='insetTop']").focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        v = inputs(section)
        assert v["landscape"] == float(landscape) and (v["boundsW"] > v["boundsH"]) == (landscape == "1")
        inset, offsets = evaluate(scrollnotes, tmp_path, scroll_view(v), [{"adjustedContentInset": {}}, {"contentOffsetRange": {}}])
        inset, offsets = inset["adjustedContentInset"], offsets["contentOffsetRange"]
        assert [shown(section, k) for k in ["adjTop", "adjLeft", "adjBottom", "adjRight"]] == \
            [inset["top"], inset["left"], inset["bottom"], inset["right"]]
        assert [shown(section, k) for k in ["minX", "minY", "maxX", "maxY"]] == \
            [offsets["minimum"]["x"], offsets["minimum"]["y"], offsets["maximum"]["x"], offsets["maximum"]["y"]]
        checks += 1
    assert checks == 4
    assert section.locator("svg.pg-diagram rect").count() >= 5


def test_physics_playground_matches_eval(page, base_url, scrollnotes, tmp_path):
    open_playgrounds(page, base_url + "articles/scrolling-physics/")
    section = page.locator("[data-playground='physics']")
    for velocity, offset, rubber, rate, paging in [("-3.2", "400", "2500", "0.99", False), ("2.4", "1000", "-250", "0.998", True)]:
        section.locator("[data-key='velocity']").fill(velocity)
        section.locator("[data-key='offsetY']").fill(offset)
        section.locator("[data-key='rubber']").fill(rubber)
        section.locator("[data-key='rate']").select_option(rate)
        section.locator("[data-key='paging']").set_checked(paging)
        v = inputs(section)
        answers = evaluate(scrollnotes, tmp_path, scroll_view(v), [
            {"contentOffsetRange": {}}, {"decelerationTarget": {"velocity": {"x": 0, "y": v["velocity"]}}},
            {"pagingTarget": {"velocity": {"x": 0, "y": v["velocity"]}}}, {"rubberBand": {"axis": "y", "offset": v["rubber"]}},
        ])
        assert shown(section, "minY") == answers[0]["contentOffsetRange"]["minimum"]["y"]
        assert shown(section, "maxY") == answers[0]["contentOffsetRange"]["maximum"]["y"]
        assert shown(section, "decelY") == answers[1]["decelerationTarget"]["y"]
        assert shown(section, "pagingY") == answers[2]["pagingTarget"]["y"]
        assert shown(section, "rubberY") == answers[3]["rubberBand"]["offset"]
    # Played frame by frame through sn_momentum_step, a release inside the range ends within the
    # settle distance (0.5 pt) of where eval says momentum alone stops.
    section.locator("[data-key='paging']").set_checked(False)
    section.locator("[data-key='offsetY']").fill("0")
    section.locator("[data-key='velocity']").fill("1.5")
    stop = shown(section, "decelY")
    section.locator("[data-play]").click()
    label = section.locator("svg.pg-diagram text").last
    page.wait_for_function("([el, stop]) => el.textContent !== '' && Math.abs(parseFloat(el.textContent) - stop) < 0.5",
                           arg=[label.element_handle(), stop], timeout=20000)


def test_zoom_playground_matches_eval(page, base_url, scrollnotes, tmp_path):
    open_playgrounds(page, base_url + "uiscrollview/zoomscale/")
    section = page.locator("[data-playground='zoom']")
    for scale, minimum, maximum in [("7.5", "0.5", "3"), ("0.2", "0.25", "6"), ("2", "1", "1")]:
        section.locator("[data-key='minZoom']").fill(minimum)
        section.locator("[data-key='maxZoom']").fill(maximum)
        section.locator("[data-key='scale']").fill(scale)
        v = inputs(section)
        view = scroll_view(v)
        [answer] = evaluate(scrollnotes, tmp_path, view, [{"setZoomScale": {"scale": v["scale"]}}])
        if "error" in answer:  # equal limits: zooming disabled, the page says so instead of a scale
            out = section.locator("output[data-out='zoomScale']")
            assert out.get_attribute("data-value") == "NaN" and "zooming is disabled" in out.inner_text()
        else:
            assert shown(section, "zoomScale") == answer["setZoomScale"]["zoomScale"]


def test_layout_playgrounds_solve_the_scenarios(page, base_url):
    open_playgrounds(page, base_url + "articles/auto-layout-in-a-scroll-view/")
    stacked = page.locator("[data-playground='stacked']")
    # scenarios.md stacked-views: 50 + 500 + 100 + 667 + 50 tall, 50 + 400 + 50 wide.
    assert (shown(stacked, "contentW"), shown(stacked, "contentH"), shown(stacked, "bY")) == (500, 1367, 650)
    stacked.locator("[data-key='gap']").fill("120")
    stacked.locator("[data-key='margin']").fill("20")
    assert (shown(stacked, "contentW"), shown(stacked, "contentH"), shown(stacked, "bY")) == (440, 20 + 500 + 120 + 667 + 20, 640)

    open_playgrounds(page, base_url + "articles/floating-header/")
    header = page.locator("[data-playground='floatingHeader']")
    for offset, sticky, expected in [("0", True, 150), ("300", True, 300), ("600", False, 600), ("100", False, 150)]:
        header.locator("[data-key='sticky']").set_checked(sticky)
        header.locator("[data-key='offsetY']").fill(offset)
        # Banner 150 + gap 50 + body 1400: tall enough that offsets 300 and 600 are resting offsets.
        assert shown(header, "cY") == expected and shown(header, "contentH") == 150 + 50 + 1400


def drag(page, box, x, y0, y1, steps):
    page.mouse.move(box["x"] + x, box["y"] + y0)
    page.mouse.down()
    page.mouse.move(box["x"] + x, box["y"] + y1, steps=steps)


def wait_settled(section, page):
    page.wait_for_function("s => s.dataset.simFlags === '0'", arg=section.element_handle(), timeout=15000)


def test_simulator_rubber_band_and_bounce_back_match_eval(page, base_url, scrollnotes, tmp_path):
    open_playgrounds(page, base_url + "articles/scrolling-physics/")
    section = page.locator("[data-playground='simulator']")
    section.scroll_into_view_if_needed()
    box = section.locator(".pg-sim").bounding_box()
    drag(page, box, 140, 60, 330, 12)  # pull the content down past its top
    page.wait_for_timeout(100)
    assert int(section.get_attribute("data-sim-flags")) & 3 == 3  # tracking and dragging
    raw, offset = shown(section, "rawY"), shown(section, "offsetY")
    v = inputs(section)
    [band, offsets] = evaluate(scrollnotes, tmp_path, scroll_view(v), [{"rubberBand": {"axis": "y", "offset": raw}}, {"contentOffsetRange": {}}])
    assert raw < -200
    # The content offset is rounded to the pixel grid (displayScale 1); eval answers the exact band.
    assert offset == round(band["rubberBand"]["offset"]) and offset > raw
    page.mouse.up()
    wait_settled(section, page)
    assert shown(section, "offsetY") == offsets["contentOffsetRange"]["minimum"]["y"]


def test_simulator_paging_matches_eval(page, base_url, scrollnotes, tmp_path):
    open_playgrounds(page, base_url + "uiscrollview/ispagingenabled/")
    section = page.locator("[data-playground='simulator']")
    assert section.locator("[data-key='paging']").is_checked()
    section.scroll_into_view_if_needed()
    box = section.locator(".pg-sim").bounding_box()
    for y0, y1 in [(300, 150), (320, 60), (100, 260)]:
        drag(page, box, 140, y0, y1, 6)
        page.mouse.up()
        page.wait_for_timeout(50)
        release_offset, velocity, target = shown(section, "releaseOffsetY"), shown(section, "releaseVY"), shown(section, "targetY")
        v = inputs(section)
        v["offsetY"] = release_offset
        [answer] = evaluate(scrollnotes, tmp_path, scroll_view(v), [{"pagingTarget": {"velocity": {"x": 0, "y": velocity}}}])
        assert target == answer["pagingTarget"]["y"]
        wait_settled(section, page)
        assert shown(section, "offsetY") == target and target % v["boundsH"] == 0

    # Keyboard: a flick from the focused simulator goes through the same model calls.
    before = shown(section, "offsetY")
    section.locator(".pg-sim").focus()
    page.keyboard.press("ArrowDown")
    wait_settled(section, page)
    assert shown(section, "offsetY") == before + v["boundsH"] == shown(section, "targetY")


def test_simulator_a_quick_drag_flicks_the_content(page, base_url):
    # Released while still moving, the content keeps going: a non-zero release velocity and
    # a target beyond the release offset (the finger-up report repeats the last position).
    open_playgrounds(page, base_url + "articles/scrolling-physics/")
    section = page.locator("[data-playground='simulator']")
    section.scroll_into_view_if_needed()
    box = section.locator(".pg-sim").bounding_box()
    drag(page, box, 140, 300, 120, 6)  # a quick upward drag
    page.mouse.up()
    page.wait_for_timeout(50)
    velocity, release, target = shown(section, "releaseVY"), shown(section, "releaseOffsetY"), shown(section, "targetY")
    assert velocity > 0
    assert target > release


@pytest.mark.parametrize("view, idle, offset_label, search, option", [
    ("en", "idle", "offset", "Search ( / )", "iPhone 6–8, SE 2/3 (home button, 20 pt; 375 × 667)"),
    ("zh", "静止", "偏移", "搜索（/）", "iPhone 6–8、SE 2/3（Home 键，20 pt；375 × 667）"),
])
def test_playground_labels_follow_the_language_switch(page, base_url, view, idle, offset_label, search, option):
    open_playgrounds(page, base_url + f"articles/scrolling-physics/?lang={view}")
    state = page.locator("[data-playground='simulator'] output[data-out='state']")
    assert state.inner_text().strip() == idle
    labels = page.locator("[data-playground='physics'] .pg-diagram text.pg-label").evaluate_all(
        "els => els.map(e => [e.textContent, getComputedStyle(e).display !== 'none'])")
    visible = [text for text, shown_ in labels if shown_]
    # Each marker's label names it and gives its value ("offset 0").
    assert offset_label + " 0" in visible and len(visible) * 2 == len(labels)
    assert page.locator("#search-input").get_attribute("placeholder") == search
    open_playgrounds(page, base_url + f"articles/content-inset-adjustment/?lang={view}")
    assert page.locator("[data-playground='insets'] select[data-key='device'] option[value='0']").inner_text() == option


def test_insets_presets_keep_the_content_as_wide_as_the_screen(page, base_url):
    open_playgrounds(page, base_url + "articles/content-inset-adjustment/?lang=en")
    section = page.locator("[data-playground='insets']")
    section.locator("select[data-key='device']").select_option("0")  # iPhone SE / 8
    v = inputs(section)
    assert v["boundsW"] == v["contentW"] == 375
    # A custom size turned sideways swaps width and height.
    section.locator("select[data-key='device']").select_option("-1")
    before = inputs(section)
    section.locator("select[data-key='landscape']").select_option("1")
    after = inputs(section)
    assert (after["boundsW"], after["boundsH"]) == (before["boundsH"], before["boundsW"])
    assert after["contentW"] == after["boundsW"]


def test_content_alignment_point_places_small_content_in_the_insets_playground(watched, base_url):
    page = watched.page
    open_playgrounds(page, base_url + "uiscrollview/adjustedcontentinset/")
    insets = page.locator("[data-playground='insets']")
    insets.locator("[data-key='device']").select_option("-1")
    insets.locator("[data-key='contentH']").fill("300")
    top_aligned = shown(insets, "minY")
    insets.locator("[data-key='alignY']").fill("1")
    # Bottom-aligned short content rests higher up the offset range: a more negative offset.
    bottom_aligned = shown(insets, "minY")
    assert bottom_aligned < top_aligned
    insets.locator("[data-key='alignY']").fill("0.5")
    assert shown(insets, "minY") == (top_aligned + bottom_aligned) / 2
