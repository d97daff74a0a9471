"""`scrollnotes docset`: a Dash/Zeal docset of the site, read back as Dash reads it.

Info.plist's keys and values, the SQLite search index (one entry per type, member, article
and example, the names as Swift spells them, the Chinese titles too, every path a file of
Documents/, the unique index), Dash's section anchors in the pages, links that stay inside
Documents/, and two runs giving the same index rows and the same archive. Bad output
folders are refused with `error:` and exit 2, and left as they were.
"""
import os
import pathlib
import plistlib
import re
import sqlite3
import subprocess
import tarfile
import urllib.parse

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
SQL_ROWS = "SELECT id, name, type, path FROM searchIndex ORDER BY id"


def run_docset(scrollnotes, *arguments):
    return subprocess.run([str(scrollnotes), "docset", *arguments], cwd=REPO, capture_output=True, text=True,
                          timeout=900)


def read_rows(docset):
    connection = sqlite3.connect(f"file:{docset / 'Contents/Resources/docSet.dsidx'}?mode=ro", uri=True)
    try:
        return connection.execute(SQL_ROWS).fetchall()
    finally:
        connection.close()


@pytest.fixture(scope="module")
def runs(scrollnotes, tmp_path_factory):
    """Two docsets written to the same output (the second replaces the first), each with a feed."""
    root = tmp_path_factory.mktemp("docset")
    docset = root / "ScrollNotes.docset"
    first = run_docset(scrollnotes, "--output", str(docset), "--feed", str(root / "feed1"))
    assert first.returncode == 0, first.stderr
    first_rows = read_rows(docset)
    first_index = (docset / "Contents/Resources/docSet.dsidx").read_bytes()
    second = run_docset(scrollnotes, "--output", str(docset), "--feed", str(root / "feed2"),
                        "--feed-url", "https://example.invalid/docs")
    assert second.returncode == 0, second.stderr
    return {"root": root, "docset": docset, "first_rows": first_rows, "first_index": first_index,
            "stdout": second.stdout}


@pytest.fixture(scope="module")
def docset(runs):
    return runs["docset"]


@pytest.fixture(scope="module")
def documents(docset):
    return docset / "Contents" / "Resources" / "Documents"


@pytest.fixture(scope="module")
def rows(docset):
    return read_rows(docset)


def page_of(path):
    return path.split("#", 1)[0]


def test_info_plist_has_dashs_keys_and_values(docset):
    with open(docset / "Contents" / "Info.plist", "rb") as f:
        info = plistlib.load(f)
    assert info == {
        "CFBundleIdentifier": "scrollnotes",
        "CFBundleName": "ScrollNotes",
        "DocSetPlatformFamily": "scrollnotes",
        "isDashDocset": True,
        "dashIndexFilePath": "index.html",
        "isJavaScriptEnabled": True,
        "DashDocSetFamily": "dashtoc",
    }
    assert (docset / "Contents/Resources/Documents/index.html").is_file()


def test_the_index_table_and_its_unique_index_are_dashs(docset, tmp_path):
    copy = tmp_path / "copy.dsidx"
    copy.write_bytes((docset / "Contents/Resources/docSet.dsidx").read_bytes())
    connection = sqlite3.connect(copy)
    columns = [(c[1], c[2], c[5]) for c in connection.execute("PRAGMA table_info(searchIndex)")]
    assert columns == [("id", "INTEGER", 1), ("name", "TEXT", 0), ("type", "TEXT", 0), ("path", "TEXT", 0)]
    unique = [i for i in connection.execute("PRAGMA index_list(searchIndex)") if i[2] == 1]
    assert len(unique) == 1, unique
    assert [c[2] for c in connection.execute(f"PRAGMA index_info({unique[0][1]})")] == ["name", "type", "path"]
    name, kind, path = connection.execute("SELECT name, type, path FROM searchIndex LIMIT 1").fetchone()
    with pytest.raises(sqlite3.IntegrityError):
        connection.execute("INSERT INTO searchIndex(name, type, path) VALUES (?, ?, ?)", (name, kind, path))
    assert connection.execute("SELECT COUNT(*) FROM (SELECT DISTINCT name, type, path FROM searchIndex)").fetchone()[0] \
        == connection.execute("SELECT COUNT(*) FROM searchIndex").fetchone()[0]
    connection.close()


def site_pages(documents):
    """The site's own page list: types, members and articles from search-index.json, the
    example pages from examples/."""
    import json
    docs = json.loads((documents / "search-index.json").read_text(encoding="utf-8"))["docs"]
    reference = [d for d in docs if not d["p"].startswith(("articles/", "examples/"))]
    types = {d["p"] + "index.html": d for d in reference if d["p"].count("/") == 1}
    members = {d["p"] + "index.html": d for d in reference if d["p"].count("/") == 2}
    articles = {d["p"] + "index.html": d for d in docs if d["p"].startswith("articles/")}
    examples = sorted(f"examples/{p.name}/index.html" for p in (documents / "examples").iterdir()
                      if (p / "index.html").is_file())
    return types, members, articles, examples


def test_one_entry_per_type_member_article_and_example(documents, rows):
    types, members, articles, examples = site_pages(documents)
    assert len(types) >= 5 and len(members) >= 50 and len(articles) >= 5 and len(examples) >= 20
    by_path = {}
    for _, name, kind, path in rows:
        by_path.setdefault(page_of(path), []).append((name, kind))
    # Each type and member page has exactly one entry of its own kind, named as the site names it.
    for path, doc in {**types, **members}.items():
        own = [(n, k) for n, k in by_path.get(path, []) if k not in ("Case", "Constant")]
        assert own == [(doc.get("n", doc.get("e")), own[0][1])], (path, own)
    assert {k for p in types for n, k in by_path[p]} <= {"Class", "Protocol", "Struct", "Enum"}
    assert sum(1 for _, _, k, p in rows if page_of(p) in types) == len(types)
    member_kinds = {"Property", "Method", "Enum", "Struct", "Protocol", "Constructor", "Case", "Constant", "Class"}
    assert {k for p in members for n, k in by_path[p]} <= member_kinds
    # Articles: the English and the Chinese title; examples: both titles.
    for path, doc in articles.items():
        assert sorted(by_path[path]) == sorted({(doc["e"], "Guide"), (doc["z"], "Guide")}), path
    guides = {page_of(p) for _, _, k, p in rows if k == "Guide"}
    assert guides == set(articles)
    samples = {page_of(p) for _, _, k, p in rows if k == "Sample"}
    assert samples == set(examples)
    for path in examples:
        names = [n for n, k in by_path[path] if k == "Sample"]
        assert len(names) == 2 and any(re.search(r"[\u4e00-\u9fff]", n) for n in names), (path, names)
    # Nothing else is indexed.
    assert {page_of(p) for _, _, _, p in rows} == set(types) | set(members) | set(articles) | set(examples)


def test_names_are_spelled_as_swift_spells_them(rows):
    entries = {(name, kind) for _, name, kind, _ in rows}
    for expected in [("UIScrollView", "Class"), ("UIScrollViewDelegate", "Protocol"),
                     ("scrollViewDidScroll(_:)", "Method"), ("contentInset", "Property"),
                     ("setContentOffset(_:animated:)", "Method"), ("KeyboardDismissMode", "Enum"),
                     ("KeyboardDismissMode.onDrag", "Case"), ("safeAreaInsets", "Property")]:
        assert expected in entries, expected


def test_every_path_is_a_file_of_documents_and_every_fragment_an_anchor(documents, rows):
    root = documents.resolve()
    for _, name, kind, path in rows:
        page, _, fragment = path.partition("#")
        file = (documents / page).resolve()
        assert file.is_file() and root in file.parents, (name, kind, path)
        if fragment:
            assert f'<a name="{fragment}" class="dashAnchor">' in file.read_text(encoding="utf-8"), path


def main_of(html):
    return html[html.index("<main"):html.index("</main>")]


def test_each_section_heading_has_a_dash_anchor(documents):
    checked = 0
    for page in ["uiscrollview/index.html", "uiscrollviewdelegate/scrollviewdidscroll/index.html",
                 "articles/zooming/index.html", "uiscrollview/keyboarddismissmode-enum/index.html"]:
        main = main_of((documents / page).read_text(encoding="utf-8"))
        headings = len(re.findall(r"<h2[ >]", main))
        anchors = re.findall(r'<a name="(//apple_ref/cpp/(Section|Sample)/[^"]+)" class="dashAnchor"></a><h2[ >]', main)
        assert headings >= 2 and len(anchors) == headings, (page, headings, anchors)
        for name, _ in anchors:
            # Escaped as Dash expects: no spaces or other reserved characters left.
            assert re.fullmatch(r"//apple_ref/cpp/\w+/[A-Za-z0-9._~%-]+", name), name
        checked += 1
    names = [urllib.parse.unquote(n) for n in re.findall(r'name="//apple_ref/cpp/Section/([^"]+)"',
                                                         (documents / "uiscrollview/index.html").read_text(encoding="utf-8"))]
    assert "Managing the Content Inset Behavior" in names and "Managing the Keyboard" in names
    parameters = (documents / "uiscrollview/setcontentoffset-animated/index.html").read_text(encoding="utf-8")
    assert 'name="//apple_ref/cpp/Section/Parameters"' in parameters
    # The navigation's own headings are not sections of the page.
    assert 'apple_ref/cpp/Section/Reference"' not in (documents / "uiscrollview/index.html").read_text(encoding="utf-8")


def test_links_and_resources_stay_inside_documents(documents):
    root = documents.resolve()
    pages = list(documents.rglob("*.html"))
    assert len(pages) > 100
    for page in pages:
        html = page.read_text(encoding="utf-8")
        for attribute, target in re.findall(r'\b(href|src)="([^"]*)"', html):
            target = target.replace("&amp;", "&")
            if attribute == "src" or target.endswith((".js", ".css", ".wasm")):
                assert not re.match(r"^[a-z]+:", target) or target.startswith("data:"), (page, target)
            if re.match(r"^[a-z]+:", target) or target.startswith(("#", "?")) or not target:
                continue
            assert not target.startswith("/"), (page, target)
            file = (page.parent / urllib.parse.unquote(target.split("#")[0].split("?")[0])).resolve()
            assert root in file.parents and file.is_file(), (page, target)
    assert not (documents / ".scrollnotes-site").exists()
    # The server's not-found page links from the server's root; a docset has none.
    assert not (documents / "404.html").exists()


def test_two_docsets_have_the_same_index_rows_and_archive(runs, rows):
    assert rows == runs["first_rows"]
    # With one SQLite library the index file is the same too (see DocsetIndex for the header
    # fields that name the library version).
    assert (runs["docset"] / "Contents/Resources/docSet.dsidx").read_bytes() == runs["first_index"]
    first = (runs["root"] / "feed1" / "ScrollNotes.tgz").read_bytes()
    second = (runs["root"] / "feed2" / "ScrollNotes.tgz").read_bytes()
    assert first == second


def test_the_archive_holds_the_docset_with_fixed_names_times_and_owners(runs):
    with tarfile.open(runs["root"] / "feed1" / "ScrollNotes.tgz") as archive:
        members = archive.getmembers()
    names = [m.name for m in members]
    assert names[0] == "ScrollNotes.docset"
    assert "ScrollNotes.docset/Contents/Info.plist" in names
    assert "ScrollNotes.docset/Contents/Resources/docSet.dsidx" in names
    assert all(m.mtime == 0 and m.uid == 0 and m.gid == 0 for m in members)
    assert all(n.startswith("ScrollNotes.docset") for n in names)


def test_the_feed_names_the_version_and_the_archive(runs):
    version = re.search(r'current = "([^"]+)"', (REPO / "Sources/NotesCommandLine/ScrollNotesVersion.swift")
                        .read_text(encoding="utf-8")).group(1)
    feed = (runs["root"] / "feed2" / "ScrollNotes.xml").read_text(encoding="utf-8")
    assert feed == f"<entry>\n  <version>{version}</version>\n  <url>https://example.invalid/docs/ScrollNotes.tgz</url>\n</entry>\n"
    assert "index entries" in runs["stdout"]


def test_a_killed_runs_work_folder_is_removed_by_the_next_run(scrollnotes, tmp_path):
    # No process has this id (above the kernel's pid_max), so its work folder is stale.
    stale = tmp_path / ".ScrollNotes.docset.work-4194305"
    (stale / "site").mkdir(parents=True)
    result = run_docset(scrollnotes, "--output", str(tmp_path / "ScrollNotes.docset"))
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(tmp_path)) == ["ScrollNotes.docset"]


def refused(result):
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "error:" in result.stderr, result.stderr
    assert "Fatal error" not in result.stderr


def test_a_folder_that_is_not_a_docset_is_refused_and_kept(scrollnotes, tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.tex").write_text("keep me")
    refused(run_docset(scrollnotes, "--output", str(mine)))
    assert os.listdir(mine) == ["thesis.tex"] and (mine / "thesis.tex").read_text() == "keep me"
    assert sorted(os.listdir(tmp_path)) == ["mine"]


def test_bad_outputs_and_inputs_are_refused(scrollnotes, tmp_path):
    (tmp_path / "file").write_text("x")
    refused(run_docset(scrollnotes, "--output", str(tmp_path / "file")))
    refused(run_docset(scrollnotes, "--output", str(tmp_path / "no" / "such" / "X.docset")))
    refused(run_docset(scrollnotes, "--output", str(tmp_path / "X.docset"), "--feed", str(tmp_path / "file")))
    refused(run_docset(scrollnotes, "--output", "Content"))
    refused(run_docset(scrollnotes, "--output", str(tmp_path / "X.docset"), "--content", str(tmp_path / "missing")))
    assert (tmp_path / "file").read_text() == "x"
    assert sorted(os.listdir(tmp_path)) == ["file"]
