"""What `build` and `verify` say matches what they found.

`build` runs the verifier before it renders, so its summary and exit status count the
verifier's findings (the site's verification page lists the same ones); a rebuild reports
the whole-book findings of the last full build again; `verify` reports what reading the
notes noticed (an unclosed code fence) besides its own checks. Summaries come in English and
Chinese.
"""
import os
import pathlib
import shutil
import subprocess
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
MODEL = ["--model", str(REPO / "Sources" / "ScrollModel"), "--model", str(REPO / "Sources" / "ScrollLayout")]


def run(scrollnotes, *args):
    return subprocess.run([str(scrollnotes), *args, *MODEL], cwd=REPO, capture_output=True, text=True)


def content_copy(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO / "Content", content)
    return content


def test_a_wrong_default_fails_the_build_and_its_summary_counts_it(scrollnotes, tmp_path):
    content = content_copy(tmp_path)
    notes = content / "UIScrollView.md"
    text = notes.read_text(encoding="utf-8")
    marker = "// 默认值为 true\nvar isScrollEnabled: Bool"
    assert marker in text
    notes.write_text(text.replace(marker, "// 默认值为 false\nvar isScrollEnabled: Bool"), encoding="utf-8")

    result = run(scrollnotes, "build", "--content", str(content), "--output", str(tmp_path / "site"))
    assert result.returncode == 1, result.stderr
    assert "error: [verify." in result.stderr and "isScrollEnabled" in result.stderr
    english, chinese, where = result.stdout.strip().splitlines()
    assert " 0 errors" not in english and "errors" in english
    assert where.startswith("read it: open " + str(tmp_path / "site" / "index.html"))
    assert chinese.startswith("已构建") and " 0 个错误" not in chinese
    # The site is still written, and its verification page agrees with the summary.
    assert (tmp_path / "site" / "verification" / "index.html").exists()


def test_a_clean_build_says_so_in_both_languages(scrollnotes, tmp_path):
    result = run(scrollnotes, "build", "--output", str(tmp_path / "site"))
    assert result.returncode == 0, result.stderr
    english, chinese, where = result.stdout.strip().splitlines()
    assert "0 errors, 0 warnings" in english
    # The last line says where to read the site: from disk, or with `serve`.
    page = str(tmp_path / "site" / "index.html")
    assert where == (f"read it: open {page} in a browser, or run `scrollnotes serve` for live reload"
                     f" · 阅读：用浏览器打开 {page}，或运行 `scrollnotes serve` 实时预览")
    assert "0 个错误，0 个警告" in chinese


def test_a_rebuild_reports_the_whole_book_findings_again(scrollnotes, corpus, tmp_path):
    # The generated corpus documents none of the model's APIs: coverage fails on every build.
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    site = tmp_path / "site"
    first = run(scrollnotes, "build", "--content", str(content), "--output", str(site))
    assert first.returncode == 1
    assert "[verify.incompleteCoverage]" in first.stderr

    page = sorted(content.glob("*.md"))[7]
    with page.open("a", encoding="utf-8") as f:
        f.write("\n\nOne more paragraph. 再加一段。\n")
    again = run(scrollnotes, "build", "--content", str(content), "--output", str(site))
    assert "1 of 300 notes files changed" in again.stdout  # incremental
    assert again.returncode == 1
    assert again.stderr == first.stderr
    assert again.stdout.splitlines()[0].split("written, ")[1].split(" in ")[0] == \
        first.stdout.splitlines()[0].split("notes files, ")[1].split(" in ")[0]


def site_files(root):
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_rebuild_after_rebuild_stays_incremental_and_equals_a_full_build(scrollnotes, corpus, tmp_path):
    # A rebuild writes llms-full.txt while it patches the search index; the next rebuild
    # must still find every file of the site as the cache recorded it.
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    site = tmp_path / "site"
    run(scrollnotes, "build", "--content", str(content), "--output", str(site))
    for n, page in enumerate(sorted(content.glob("*.md"))[3:6]):
        with page.open("a", encoding="utf-8") as f:
            f.write(f"\n\nEdit {n}: a paragraph more. 第 {n} 次修改。\n")
        again = run(scrollnotes, "build", "--content", str(content), "--output", str(site))
        assert "1 of 300 notes files changed" in again.stdout, again.stdout
    full = tmp_path / "full"
    run(scrollnotes, "build", "--full", "--content", str(content), "--output", str(full))
    rebuilt, fresh = site_files(site), site_files(full)
    assert sorted(rebuilt) == sorted(fresh)
    assert [path for path in fresh if rebuilt[path] != fresh[path]] == []


def test_a_build_with_nothing_changed_leaves_the_site_and_its_cache_as_they_are(scrollnotes, corpus, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    # Files changed within 2 s of a build's start are read again by the next one.
    time.sleep(2.2)
    site = tmp_path / "site"
    cache = tmp_path / ".site.buildcache"
    run(scrollnotes, "build", "--content", str(content), "--output", str(site))

    def signature(path):
        info = path.stat()
        return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns

    before = signature(cache), signature(site / "index.html"), site_files(site)
    again = run(scrollnotes, "build", "--content", str(content), "--output", str(site))
    assert "0 of 300 notes files changed, 0 files written" in again.stdout, again.stdout
    assert (signature(cache), signature(site / "index.html"), site_files(site)) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [".site.buildcache", "content", "site"]
    # A file touched but not changed: the cache learns its new signature.
    page = sorted(content.glob("*.md"))[7]
    os.utime(page, ns=(page.stat().st_atime_ns, page.stat().st_mtime_ns + 1_000_000_000))
    touched = run(scrollnotes, "build", "--content", str(content), "--output", str(site))
    assert "0 of 300 notes files changed, 0 files written" in touched.stdout, touched.stdout
    assert signature(cache) != before[0] and site_files(site) == before[2]


def test_verify_reports_an_unclosed_code_fence(scrollnotes, tmp_path):
    content = content_copy(tmp_path)
    site = tmp_path / "site"
    assert run(scrollnotes, "build", "--content", str(content), "--output", str(site)).returncode == 0
    article = sorted((content / "articles").glob("*.md"))[0]
    with article.open("a", encoding="utf-8") as f:
        f.write("\n## Tail 结尾\n\n```swift\nlet x = 1\n")
    result = run(scrollnotes, "verify", "--content", str(content), "--site", str(site))
    assert "warning: [extraction.unterminatedFence]" in result.stderr
    assert result.stdout.strip().splitlines()[1].startswith("已校验")


def test_a_missing_model_folder_is_unusable_input_not_a_quietly_smaller_site(scrollnotes, tmp_path):
    for command in (["build", "--output", str(tmp_path / "site")], ["verify"]):
        result = subprocess.run([str(scrollnotes), *command, "--model", str(tmp_path / "nowhere")],
                                cwd=REPO, capture_output=True, text=True)
        assert result.returncode == 2
        assert f"{tmp_path / 'nowhere'}: error: no such model folder" in result.stderr
    assert not (tmp_path / "site").exists()
