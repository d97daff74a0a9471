"""Code blocks speak the reader's language: in the English view no code block shows a Chinese
character, and in the Chinese view no comment line is English only (side by side shows both)."""
import pathlib
import re

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

READ_CODE = """view => {
  document.documentElement.dataset.view = view;
  return [...document.querySelectorAll('main pre')].map(pre => pre.innerText);
}"""


def content_pages(site_dir):
    site_dir = pathlib.Path(site_dir).resolve()
    # The model's own sources are listings of the model, not the site's code blocks.
    return site_dir, sorted(p for p in site_dir.rglob("index.html") if "model" not in p.relative_to(site_dir).parts)


def test_each_view_shows_only_its_own_comments(watched, site_dir):
    page = watched.page
    problems = []
    checked = 0
    site_dir, pages = content_pages(site_dir)
    for path in pages:
        page.goto(path.as_uri())
        for block in page.evaluate(READ_CODE, "en"):
            checked += 1
            for line in block.splitlines():
                if HAN.search(line):
                    problems.append(f"en view, {path.relative_to(site_dir)}: {line.strip()}")
        for block in page.evaluate(READ_CODE, "zh"):
            for line in block.splitlines():
                if line.strip().startswith("//") and not HAN.search(line):
                    problems.append(f"zh view, {path.relative_to(site_dir)}: {line.strip()}")
        both = "\n".join(page.evaluate(READ_CODE, "both"))
        assert both.count("//") >= sum(b.count("//") for b in page.evaluate(READ_CODE, "en")), path
    assert checked > 50, f"only {checked} code blocks seen"
    assert not problems, "\n".join(problems[:30])
