"""Checks over every built file, without a browser: internal links and fragments resolve,
HTML parses strictly, and nothing is loaded from another host."""
import os
import posixpath
import re
from html.parser import HTMLParser
from urllib.parse import unquote, urlparse

import html5lib
import pytest


class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (attribute, value)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                self.ids.add(value)
            elif name in ("href", "src", "action", "data-search-index", "data-module"):
                self.links.append((tag, name, value))


def html_files(site):
    for folder, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                yield os.path.relpath(os.path.join(folder, name), site)


@pytest.fixture(scope="module")
def parsed(site_dir):
    pages = {}
    for rel in html_files(site_dir):
        c = Collector()
        c.feed(open(os.path.join(site_dir, rel), encoding="utf-8").read())
        pages[rel] = c
    return pages


def resolve(site, page, href):
    """The site-relative file an href points at, and its fragment."""
    url = urlparse(href)
    if url.path.startswith("/"):
        path = url.path.lstrip("/")
    else:
        path = posixpath.normpath(posixpath.join(posixpath.dirname(page), unquote(url.path))) if url.path else page
    if path in (".", ""):
        path = "index.html"
    if os.path.isdir(os.path.join(site, path)):
        path = posixpath.join(path, "index.html")
    return path, url.fragment


def test_every_internal_link_and_fragment_resolves(site_dir, parsed):
    broken = []
    for page, c in parsed.items():
        for tag, attribute, value in c.links:
            if re.match(r"^(https?:|mailto:|data:)", value):
                continue
            target, fragment = resolve(site_dir, page, value)
            if page == "404.html" and not value.startswith(("/", "#")):
                target, fragment = resolve(site_dir, "index.html", value)
            if not os.path.isfile(os.path.join(site_dir, target)):
                broken.append(f"{page}: {attribute}={value} -> missing {target}")
            elif fragment.startswith("code=") and target == "lab/index.html":
                continue  # the lab reads its code from the fragment (lab.js), not an element id
            elif fragment and target in parsed and fragment not in parsed[target].ids:
                broken.append(f"{page}: {attribute}={value} -> no #{fragment} in {target}")
    assert broken == [], "\n".join(broken[:40])


def test_every_internal_link_names_a_file_so_the_site_works_from_disk(site_dir, parsed):
    """A file:// URL of a folder shows no page: links name `…/index.html` (PageLink)."""
    folders = []
    for page, c in parsed.items():
        for tag, attribute, value in c.links:
            path = urlparse(value).path
            if re.match(r"^(https?:|mailto:|data:)", value) or not path:
                continue
            base = "" if path.startswith("/") else posixpath.dirname(page)
            target = posixpath.normpath(posixpath.join(base, unquote(path).lstrip("/")))
            if not os.path.isfile(os.path.join(site_dir, target)):
                folders.append(f"{page}: {tag} {attribute}={value}")
    assert folders == [], "\n".join(folders[:40])


def test_no_resource_is_loaded_from_another_host(parsed):
    outside = [f"{page}: {tag} {attr}={value}" for page, c in parsed.items() for tag, attr, value in c.links
               if attr == "src" or tag == "link" and not value.startswith("?") and "alternate" not in value
               if re.match(r"^(https?:)?//", value)]
    assert outside == []


def test_every_page_parses_as_html5_without_errors(site_dir):
    problems = []
    for rel in html_files(site_dir):
        parser = html5lib.HTMLParser(strict=False)
        parser.parse(open(os.path.join(site_dir, rel), encoding="utf-8").read())
        for position, code, data in parser.errors:
            problems.append(f"{rel}:{position[0]}:{position[1]}: {code} {data}")
    assert problems == [], "\n".join(problems[:40])


def test_a_site_built_without_a_base_url_has_no_sitemap(site_dir):
    """Sitemaps need absolute addresses; without `--base-url` none is made up
    (test_published_under_a_path.py checks the sitemap of a site built with one)."""
    assert not os.path.exists(os.path.join(site_dir, "sitemap.xml"))
