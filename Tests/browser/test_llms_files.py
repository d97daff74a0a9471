"""llms.txt and the Markdown twins (index.md) of the built site, without a browser: every
link in llms.txt names a twin that exists, every reference page, article and example has
one, and the twins carry the numbers the HTML pages show (computed by the model)."""
import html
import json
import os
import posixpath
import re

import pytest

# Pages that are not reference pages, articles or examples: no twin.
NO_TWIN = re.compile(r"^(index\.html|404\.html|search/|verification/|model/|lab/|examples/index\.html)")  # the lab is a tool, not a text
ENTRY = re.compile(r"^- \[(?P<name>.+?)\]\((?P<path>[^)]+)\)(?:: (?P<summary>.+))?$")
MD_SPECIAL = re.compile(r"([\\`*_\[\]<&])")


def read(site, path):
    with open(os.path.join(site, path), encoding="utf-8") as f:
        return f.read()


def md_escaped(text):
    return MD_SPECIAL.sub(r"\\\1", text)


@pytest.fixture(scope="module")
def llms(site_dir):
    """llms.txt as (section, name, path, summary) rows, and its text."""
    text = read(site_dir, "llms.txt")
    rows, section = [], None
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:]
        elif line.startswith("- "):
            m = ENTRY.match(line)
            assert m, f"malformed llms.txt entry: {line!r}"
            rows.append((section, m["name"], m["path"], m["summary"] or ""))
    return text, rows


def test_llms_txt_has_the_llms_txt_form(llms):
    text, rows = llms
    lines = text.splitlines()
    assert lines[0] == "# ScrollNotes"
    assert lines[1] == "" and lines[2].startswith("> ") and len(lines[2]) > 40
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert sections == ["API", "Articles", "Examples"]
    assert all(summary for _, _, _, summary in rows), "every entry has a summary"


def test_every_llms_link_names_a_twin_and_every_page_has_one(site_dir, llms):
    _, rows = llms
    listed = {path for _, _, path, _ in rows}
    assert len(listed) == len(rows), "an entry is listed twice"
    for path in listed:
        assert not path.startswith(("/", "http")) and path.endswith("/index.md"), path
        assert os.path.isfile(os.path.join(site_dir, path)), f"{path} is listed but missing"
    pages = set()
    for folder, _, names in os.walk(site_dir):
        for name in names:
            rel = posixpath.relpath(os.path.join(folder, name), site_dir).replace(os.sep, "/")
            if name == "index.html" and not NO_TWIN.match(rel):
                pages.add(rel[: -len("index.html")] + "index.md")
            if name == "index.md":
                assert rel in listed, f"{rel} is not listed in llms.txt"
    assert pages == listed
    sections = {section: {path for s, _, path, _ in rows if s == section} for section in ("API", "Articles", "Examples")}
    assert "uiscrollview/contentinset/index.md" in sections["API"]
    assert "articles/content-inset-adjustment/index.md" in sections["Articles"]
    assert all(p.startswith("examples/") for p in sections["Examples"]) and len(sections["Examples"]) > 10


def test_llms_full_holds_every_twin_in_order(site_dir, llms):
    _, rows = llms
    full = read(site_dir, "llms-full.txt")
    position = 0
    for _, _, path, _ in rows:
        found = full.find(f"<!-- {path} -->\n\n" + read(site_dir, path), position)
        assert found >= 0, f"{path} is missing from llms-full.txt or out of order"
        position = found


def test_twins_links_resolve(site_dir, llms):
    _, rows = llms
    link = re.compile(r"\]\(([^)\s]+)\)")
    for _, _, path, _ in rows:
        for href in link.findall(read(site_dir, path)):
            if href.startswith(("http://", "https://")):
                continue
            target = posixpath.normpath(posixpath.join(posixpath.dirname(path), href.split("#")[0]))
            assert os.path.isfile(os.path.join(site_dir, target)), f"{path}: {href} leads nowhere"


def english_and_chinese(twin):
    assert "\n## English\n" in twin and "\n## 中文\n" in twin
    before, rest = twin.split("\n## English\n", 1)
    en, zh = rest.split("\n## 中文\n", 1)
    return before, en, zh


def test_member_twin_matches_its_page(site_dir):
    twin = read(site_dir, "uiscrollview/contentinset/index.md")
    page = read(site_dir, "uiscrollview/contentinset/index.html")
    shared, en, zh = english_and_chinese(twin)
    declaration = re.search(r'<pre class="declaration"><code[^>]*>(.*?)</code></pre>', page, re.S)[1]
    assert "```swift\n" + html.unescape(re.sub(r"<[^>]+>", "", declaration)) + "\n```" in shared
    implementation = re.search(r'<p class="implementation">.*?<code>([^<]+)</code>', page)[1]
    assert f"[`{implementation}`]" in shared and implementation.startswith("Sources/ScrollModel/")
    assert "- Default · 默认值: `.zero` — verified against the model" in shared
    availability = html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<p class="availability">(.*?)</p>', page)[1]))
    assert f"Availability: {availability}" in en and f"可用性：{availability}" in zh
    assert "Extra space that you add around the content" in en and "开发者自己加在内容四周的额外边距" in zh
    assert "](../../examples/inset.with-content-inset/index.md)" in en


def output_value(output, path):
    value = output
    for part in path.split("."):
        name, *indexes = re.split(r"\[(\d+)\]", part)
        if name:
            value = value[name]
        for index in (i for i in indexes if i):
            value = value[int(index)]
    return value


def shown(value):
    """A value as the site prints it (`OutputPath.display`, `ExampleEmbedding.value`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        text = repr(float(value))
        text = text[:-2] if text.endswith(".0") else text
        if "." in text and len(text.split(".")[1]) > 4:
            return "≈\u2009" + ("%.2f" % value).rstrip("0").rstrip(".")
        return text
    return str(value)


def test_article_twin_has_the_computed_values_its_page_shows(site_dir):
    twin = read(site_dir, "articles/content-inset-adjustment/index.md")
    page = read(site_dir, "articles/content-inset-adjustment/index.html")
    _, en, zh = english_and_chinese(twin)
    computed = re.findall(r'<span class="computed" title="([^"#]+)#([^"]+)">([^<]*)</span>', page)
    assert len(computed) > 10
    for example, path, text in computed:
        output = json.loads(read(site_dir, f"examples/{example}/output.json"))
        value = html.unescape(text)
        # The page and the model's stored output agree, and the twin says the same.
        assert value == shown(output_value(output, path)), f"{example}#{path}"
        assert md_escaped(value) in twin, f"{example}#{path} = {value} is not in the twin"
    assert "{{=" not in twin
    assert "top 59, bottom 34" in en and "上 59、下 34" in zh
    assert "adjusted top inset is ≈\u200997.67" in en
    # Embedded examples: the output rows and the figure in words.
    assert "- `adjustedContentInset.top` = `59`\n" in en and "- `adjustedContentInset.top` = `59`\n" in zh
    assert "Figure: Scroll view with bounds 393 × 852" in en and "图：滚动视图：可见区域 393 × 852" in zh


def test_example_twin_has_the_output_table_of_its_page(site_dir):
    example = "examples/inset.tall-automatic/"
    twin = read(site_dir, example + "index.md")
    page = read(site_dir, example + "index.html")
    output = json.loads(read(site_dir, example + "output.json"))
    table = re.search(r'<table class="example-output">.*?<tbody>(.*?)</tbody>', page, re.S)[1]
    rows = re.findall(r"<tr><td><code>([^<]+)</code></td><td><code(?: title=\"([^\"]+)\")?>([^<]*)</code></td></tr>", table)
    assert len(rows) == 8
    for path, exact, text in rows:
        # The exact value is the tooltip of a rounded cell; the twin gives it as verify compares it.
        value = html.unescape(exact or text)
        if exact:
            assert float(exact) == output_value(output, path)
        else:
            assert value == shown(output_value(output, path))
        assert f"- `{path}` = `{value}`\n" in twin
    code = html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<pre class="example-code"><code[^>]*>(.*?)</code></pre>', page, re.S)[1]))
    assert "```swift\n" + code + "\n```" in twin
    assert "[output.json](output.json)" in twin
