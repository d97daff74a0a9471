"""Playgrounds and figures a reader can read (issue 18 items 4 and 5): a key to every region of
the inset and zoom diagrams in both themes, a physics chart whose labels never collide or leave
the drawing and whose axis has tick values, number fields beside the sliders, a Reset button,
presets that turn Custom when edited, outputs that say why the model has no number, the
no-JavaScript list of settings, the keyboard drawn in its figure, and example code whose model
harness lines are greyed and not copied. Runs against the site scripts/test-browser.sh built
(SCROLLNOTES_SITE), served by conftest.py."""
import pytest

from conftest import new_watched


def ready(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-playgrounds='ready']", timeout=15000)


def value(section, key):
    return section.locator(f"[data-key='{key}']").input_value()


# Every shown text of an SVG: its box in the SVG's own units, and the SVG's viewBox.
BOXES = """svg => {
  const vb = svg.viewBox.baseVal;
  const boxes = [...svg.querySelectorAll('text')].filter(t => getComputedStyle(t).display !== 'none' && t.textContent.trim())
    .map(t => { const b = t.getBBox(); return {text: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height}; });
  return {view: [vb.x, vb.y, vb.width, vb.height], boxes};
}"""


def assert_readable(chart, where):
    view, boxes = chart["view"], chart["boxes"]
    assert boxes, where
    for b in boxes:
        assert b["w"] > 0 and b["h"] > 0, (where, b)
        assert view[0] <= b["x"] and b["x"] + b["w"] <= view[0] + view[2], ("clipped sideways", where, b, view)
        assert view[1] <= b["y"] and b["y"] + b["h"] <= view[1] + view[3], ("clipped vertically", where, b, view)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            apart = a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"] or a["y"] + a["h"] <= b["y"] or b["y"] + b["h"] <= a["y"]
            assert apart, ("labels overlap", where, a, b)


@pytest.mark.parametrize("view", ["en", "zh", "both"])
def test_physics_chart_labels_neither_overlap_nor_leave_the_drawing(watched, base_url, view):
    page = watched.page
    ready(page, base_url + f"articles/scrolling-physics/?lang={view}")
    section = page.locator("[data-playground='physics']")
    svg = section.locator("svg.pg-diagram")
    scenarios = [
        {},  # the defaults: offset 0, 1.5 pt/ms, rubber band −100
        {"velocity": "0", "offsetY": "0", "rubber": "0"},  # every marker at one place
        {"velocity": "0.1", "offsetY": "5", "rubber": "-3"},  # close together, labels must stack
        {"velocity": "-8", "offsetY": "3000", "rubber": "-600"},  # far apart, at both ends
        {"velocity": "8", "offsetY": "-300", "rubber": "3000", "paging": True},
    ]
    for scenario in scenarios:
        for key, v in scenario.items():
            if key == "paging":
                section.locator("[data-key='paging']").set_checked(v)
            else:
                section.locator(f"[data-number='{key}']").fill(v)
        chart = svg.evaluate(BOXES)
        assert_readable(chart, (view, scenario))
        # The axis carries tick values: at least three numbers under it.
        ticks = [b["text"] for b in chart["boxes"] if b["text"].lstrip("-").replace(".", "").isdigit()]
        assert len(ticks) >= 3, chart["boxes"]
    # Played frame by frame, the moving value stays readable too.
    section.locator("[data-number='velocity']").fill("1.5")
    section.locator("[data-number='offsetY']").fill("0")
    section.locator("[data-play]").click()
    page.wait_for_timeout(300)
    assert_readable(svg.evaluate(BOXES), (view, "playing"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_inset_and_zoom_diagrams_have_a_key_in_both_themes(browser, base_url, scheme):
    w = new_watched(browser, viewport={"width": 1280, "height": 900}, color_scheme=scheme, locale="en-US")
    page = w.page
    for path, kind, count in [("uiscrollview/contentinset/?lang=en", "insets", 4), ("uiscrollview/zoomscale/?lang=zh", "zoom", 2)]:
        ready(page, base_url + path)
        section = page.locator(f"[data-playground='{kind}']")
        legend = section.locator(".pg-legend li")
        assert legend.count() == count
        for i in range(count):
            assert legend.nth(i).is_visible() and legend.nth(i).inner_text().strip()
        colours = section.evaluate("""s => {
            const bg = getComputedStyle(document.body).backgroundColor;
            const swatches = [...s.querySelectorAll('.pg-legend rect')].map(r => {
                const c = getComputedStyle(r); return c.fill !== 'none' ? c.fill : c.stroke; });
            // The diagram draws with the same classes, so the same colours.
            const drawn = [...s.querySelectorAll('.pg-legend rect')].map(r => {
                const d = s.querySelector('svg.pg-diagram .' + r.getAttribute('class'));
                if (!d) return null; const c = getComputedStyle(d); return c.fill !== 'none' ? c.fill : c.stroke; });
            return {bg, swatches, drawn}; }""")
        assert colours["bg"] not in colours["swatches"], colours
        assert len(set(colours["swatches"])) == count, colours
        assert colours["drawn"] == colours["swatches"], colours
    w.assert_clean()
    page.context.close()


def test_number_fields_and_sliders_follow_each_other(watched, base_url):
    page = watched.page
    ready(page, base_url + "uiscrollview/zoomscale/?lang=en")
    section = page.locator("[data-playground='zoom']")
    number = section.locator("[data-number='scale']")
    assert number.input_value() == value(section, "scale") == "5"
    # Typing moves the slider and the outputs.
    number.fill("2.5")
    assert value(section, "scale") == "2.5"
    assert section.locator("output[data-out='clamped']").inner_text() == "2.5"
    # Moving the slider writes the field.
    section.locator("[data-key='maxZoom']").fill("3")
    assert section.locator("[data-number='maxZoom']").input_value() == "3"
    # A value outside the slider's range is clamped, and the field shows what is used.
    number.fill("99")
    number.press("Tab")
    assert value(section, "scale") == "10" and number.input_value() == "10"
    assert section.locator("output[data-out='clamped']").inner_text() == "3"


def test_a_device_preset_turns_custom_when_a_value_it_sets_is_edited(watched, base_url):
    page = watched.page
    ready(page, base_url + "articles/content-inset-adjustment/?lang=en")
    section = page.locator("[data-playground='insets']")
    device = section.locator("[data-key='device']")
    device.select_option("0")
    assert value(section, "boundsW") == "375"
    section.locator("[data-number='safeTop']").fill("120")
    assert device.input_value() == "-1"
    assert device.evaluate("s => s.options[s.selectedIndex].textContent") == "Custom"
    # Turning a custom size sideways keeps the hand-set values (swapped), not a preset's.
    device.select_option("2")
    section.locator("[data-key='boundsW']").fill("800")
    assert device.input_value() == "-1"
    section.locator("[data-key='landscape']").select_option("1")
    assert value(section, "boundsW") == "896" and value(section, "boundsH") == "800"
    # Content width is not a device value: editing it keeps the preset.
    device.select_option("1")
    section.locator("[data-number='contentW']").fill("900")
    assert device.input_value() == "1"


def test_reset_restores_every_control_and_output(watched, base_url):
    page = watched.page
    ready(page, base_url + "uiscrollview/contentinset/?lang=en")
    section = page.locator("[data-playground='insets']")
    read = """s => [...s.querySelectorAll('[data-key],[data-number]')].map(i => i.type === 'checkbox' ? i.checked : i.value)
        .concat([...s.querySelectorAll('output[data-out]')].map(o => o.textContent))"""
    before = section.evaluate(read)
    section.locator("[data-key='device']").select_option("0")
    section.locator("[data-key='landscape']").select_option("1")
    section.locator("[data-number='insetTop']").fill("80")
    section.locator("[data-key='navigationBar']").set_checked(True)
    assert section.evaluate(read) != before
    section.locator("[data-reset]").click()
    page.wait_for_function("([s, b]) => JSON.stringify(b) === JSON.stringify((" + read + ")(s))",
                           arg=[section.element_handle(), before], timeout=5000)
    # The simulator's reset as well.
    ready(page, base_url + "uiscrollview/ispagingenabled/?lang=en")
    sim = page.locator("[data-playground='simulator']")
    sim.locator("[data-number='contentH']").fill("900")
    sim.locator("[data-number='contentH']").press("Tab")
    sim.locator("[data-key='paging']").set_checked(False)
    sim.locator("[data-reset]").click()
    page.wait_for_timeout(100)
    assert value(sim, "contentH") == "1600" and sim.locator("[data-key='paging']").is_checked()


@pytest.mark.parametrize("view, words", [("en", "1: zooming is disabled while minimum equals maximum"),
                                         ("zh", "1：最小值等于最大值时无法缩放")])
def test_zoom_with_equal_limits_says_why_instead_of_a_dash(watched, base_url, view, words):
    page = watched.page
    ready(page, base_url + f"uiscrollview/zoomscale/?lang={view}")
    section = page.locator("[data-playground='zoom']")
    section.locator("[data-number='minZoom']").fill("1")
    section.locator("[data-number='maxZoom']").fill("1")
    out = section.locator("output[data-out='zoomScale']")
    assert out.get_attribute("data-value") == "NaN"
    assert out.inner_text().strip() == words
    assert "\u2014" not in section.locator(".pg-outputs").inner_text()
    # Back to a range: a number again.
    section.locator("[data-number='maxZoom']").fill("4")
    assert out.inner_text().strip() == "4"


def test_simulator_outputs_say_why_before_a_release(watched, base_url):
    page = watched.page
    ready(page, base_url + "articles/scrolling-physics/?lang=en")
    sim = page.locator("[data-playground='simulator']")
    assert sim.locator("output[data-out='releaseVY']").inner_text().strip() == "no release yet: drag and let go"
    assert sim.locator("output[data-out='rawY']").inner_text().strip() == "not dragging"


def test_landscape_notice_names_assumed_insets(watched, base_url):
    page = watched.page
    ready(page, base_url + "articles/content-inset-adjustment/?lang=en")
    section = page.locator("[data-playground='insets']")
    notice = section.locator("[data-landscape-notice]")
    assert notice.is_hidden()
    section.locator("[data-key='device']").select_option("7")  # iPhone 16 Pro: landscape not sourced
    assert notice.is_hidden()
    section.locator("[data-key='landscape']").select_option("1")
    assert notice.is_visible() and "Model assumption" in notice.inner_text()
    section.locator("[data-key='device']").select_option("6")  # 14 Pro class: measured landscape insets
    assert notice.is_hidden()


def test_without_javascript_the_settings_are_listed(browser, base_url):
    context = browser.new_context(java_script_enabled=False, locale="en-US")
    page = context.new_page()
    page.goto(base_url + "uiscrollview/ispagingenabled/")
    section = page.locator("[data-playground='simulator']")
    settings = section.locator(".pg-settings")
    assert settings.is_visible()
    assert settings.locator("[data-setting='contentH']").inner_text() == "1600"
    assert "on" in settings.locator("[data-setting='paging']").inner_text()
    context.close()


def test_keyboard_figure_draws_the_keyboard_and_the_field(watched, base_url):
    page = watched.page
    page.goto(base_url + "examples/keyboard.avoidance/?lang=en")
    figure = page.locator(".example-figure svg")
    keyboard = figure.locator("rect.keyboard")
    field = figure.locator("rect.view")
    assert keyboard.count() == 1 and field.count() == 1
    k, f = keyboard.bounding_box(), field.bounding_box()
    # The field sits just above the keyboard, as the example's numbers say.
    assert abs((f["y"] + f["height"]) - k["y"]) < 1.5
    assert figure.locator("text", has_text="keyboard 291").is_visible()
    assert figure.locator("text", has_text="field").first.is_visible()


def test_scene_figures_are_drawn_wide_enough_to_read(watched, base_url):
    page = watched.page
    page.goto(base_url + "examples/inset.tall-automatic/?lang=en")
    frame = page.locator(".example-figure svg rect.frame").first
    assert frame.bounding_box()["width"] >= 180


def test_harness_lines_are_greyed_and_left_out_of_the_copy(browser, base_url):
    w = new_watched(browser, viewport={"width": 1280, "height": 900}, locale="en-US")
    page = w.page
    page.add_init_script("""Object.defineProperty(navigator, 'clipboard', {configurable: true,
        value: {writeText: t => { window.__copied = t; return Promise.resolve(); }}});""")
    for path, kept, left_out in [
        ("examples/keyboard.avoidance/?lang=en", "func keyboardWillChangeFrame", ["scrollView.safeAreaInsets = safeArea", "scrollView.model.settle()",
                                                                         "Let the scroll animation finish in the model."]),
        ("articles/touch-handling/?lang=en", "UIScrollView(frame:", ["Finger(on:", "finger.down("]),
    ]:
        page.goto(base_url + path)
        block = page.locator("pre.example-code").first
        harness = block.locator(".code-harness")
        assert harness.count() > 0
        colours = block.evaluate("""pre => {
            const h = pre.querySelector('.code-harness'), muted = getComputedStyle(document.documentElement).getPropertyValue('--muted');
            const probe = document.createElement('span'); probe.style.color = muted; document.body.appendChild(probe);
            const want = getComputedStyle(probe).color; probe.remove();
            return {line: [...h.querySelectorAll('*')].concat([h]).map(e => getComputedStyle(e).color), want}; }""")
        assert set(colours["line"]) == {colours["want"]}, colours
        text = block.inner_text()
        for line in left_out:
            assert line in text
        block.hover()
        block.locator(".copy-code").click()
        page.wait_for_function("() => window.__copied !== undefined")
        copied = page.evaluate("window.__copied")
        page.evaluate("delete window.__copied")
        assert kept in copied
        for line in left_out:
            assert line not in copied, (path, line)
        # The greyed lines are shown again after copying.
        assert harness.first.is_visible()
    w.assert_clean()
    page.context.close()


def test_centring_playground_draws_the_photo_where_each_recipe_puts_it(watched, base_url):
    page = watched.page
    ready(page, base_url + "articles/centring-zoomed-content/?lang=en")
    section = page.locator("[data-playground='centring']")
    legend = section.locator(".pg-legend li")
    assert legend.count() == 2 and all(legend.nth(i).is_visible() for i in range(2))
    svg = section.locator("svg.pg-diagram")

    def out(key):
        return section.locator(f"output[data-out='{key}']").inner_text()

    def photo_centre_minus_frame_centre():
        return svg.evaluate("""s => {
            const c = s.querySelector('rect.pg-content').getBBox(), f = s.querySelector('rect.pg-frame').getBBox();
            return [c.x + c.width / 2 - (f.x + f.width / 2), c.y + c.height / 2 - (f.y + f.height / 2)]; }""")

    # The defaults: the 600 × 400 photo at 0.5, contentInset and then the offset: centred.
    assert (out("insetTop"), out("insetLeft")) == ("233.5", "37.5")
    assert (out("offsetX"), out("offsetY")) == ("-37.5", "-233.5")
    assert (out("viewX"), out("viewY")) == ("37.5", "233.5")
    assert all(abs(d) < 0.01 for d in photo_centre_minus_frame_centre())
    # The inset alone leaves the offset, and the photo, at the top left: the pitfall.
    section.locator("[data-key='method']").select_option("1")
    assert (out("offsetX"), out("offsetY"), out("viewX"), out("viewY")) == ("0", "0", "0", "0")
    assert all(d < -1 for d in photo_centre_minus_frame_centre())
    # layoutSubviews moves the view instead of the offset; the alignment point needs no offset code.
    section.locator("[data-key='method']").select_option("3")
    assert (out("offsetY"), out("viewY"), out("insetTop")) == ("0", "233.5", "0")
    section.locator("[data-key='method']").select_option("4")
    assert (out("viewX"), out("viewY"), out("insetTop")) == ("37.5", "233.5", "233.5")
    assert all(abs(d) < 0.01 for d in photo_centre_minus_frame_centre())
    # Zoomed in past the screen there is nothing to centre: no inset.
    section.locator("[data-number='scale']").fill("2")
    assert (out("contentW"), out("insetTop"), out("insetLeft")) == ("1200", "0", "0")
