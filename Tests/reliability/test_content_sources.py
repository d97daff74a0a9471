"""Content/ cites sources, not copies of them, and cites them over https.

Offline: the test only reads the notes. It fails when a link in Content/ points at a scraper
mirror (a site that republishes Stack Overflow, CSDN, Jianshu, cnblogs or GitHub text under its
own name) or uses plain http:// for a host that is not on the (deliberately empty) list of hosts
known to have no https. Cite the original instead: the Stack Overflow question, the author's
blog, the GitHub repository or pull request, Apple's page.
"""
import ipaddress
import pathlib
import re
from urllib.parse import urlsplit

REPO = pathlib.Path(__file__).resolve().parents[2]
CONTENT = REPO / "Content"

# Hosts that copy other people's text. A host matches itself and its subdomains.
MIRROR_HOSTS = {
    "e-learn.cn",
    "thinbug.com",
    "zoukankan.com",
    "runxinzhi.com",
    "haomeiwen.com",
    "mo4tech.com",
    "jianshu.io",  # wsa.jianshu.io and friends mirror www.jianshu.com
    "08643.cn",
    "lxweimin.com",
    "repos.status.im",
    "thedebonair.co.uk",
    "procomputingproducts.co.uk",
    "qastack.com.br",
    "qastack.ru",
    "qastack.id",
    "qastack.cn",
    "newbedev.com",
    "gangofcoders.net",
    "w3toppers.com",
    "manongdao.com",
    "xiaolee.net",
    "taourl.com",
    "stackoverflow.org.cn",
    "whosebug.com",
    "lmlphp.com",
    "e-com-net.com",
    "developreference.com",
    "dovov.com",
    "errorhandle.ai",
    "521000.best",
    "chentca.top",
    "cacher.io",
    "kiwix.lema.org",
}

# Hosts that serve no https at all, so an http:// link to them is allowed. Keep it empty unless
# a host really has no https; say why next to each entry.
HTTP_ONLY_HOSTS: set[str] = set()

URL = re.compile(r"""\bhttps?://[^\s<>()\[\]"'`]+""", re.IGNORECASE)


def links(text: str):
    """(line number, url) for every http(s) URL in a notes file."""
    for number, line in enumerate(text.splitlines(), start=1):
        for match in URL.finditer(line):
            yield number, match.group(0).rstrip(".,;:!?，。；：、")


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower().rstrip(".")


def host_in(host: str, hosts) -> bool:
    return any(host == entry or host.endswith("." + entry) for entry in hosts)


def is_ip_literal(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return False


def problems(text: str, name: str):
    found = []
    for line, url in links(text):
        host = host_of(url)
        if host_in(host, MIRROR_HOSTS):
            found.append(f"{name}:{line}: mirror host {host}: {url}")
        elif is_ip_literal(host):
            found.append(f"{name}:{line}: a bare IP address is not a source: {url}")
        if url.lower().startswith("http://") and not host_in(host, HTTP_ONLY_HOSTS):
            found.append(f"{name}:{line}: plain http:// (use https://): {url}")
    return found


def notes_files():
    return sorted(CONTENT.rglob("*.md"))


def test_content_has_notes_with_links():
    files = notes_files()
    assert files, f"no notes under {CONTENT}"
    assert any(True for f in files for _ in links(f.read_text(encoding="utf-8"))), "no links found at all"


def test_content_cites_no_mirror_and_no_plain_http():
    found = []
    for path in notes_files():
        found += problems(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))
    assert not found, "\n".join(found)


def test_the_checks_catch_what_they_should():
    sample = "\n".join([
        "- [copy](https://www.e-learn.cn/qa/answer/1.html)",
        "- [copy](https://wsa.jianshu.io/p/abc)",
        "- [copy](http://t.zoukankan.com/a-p-b.html)",
        "- [old](http://stackoverflow.com/questions/2384162)",
        "- [ip](https://39.103.169.235/p/abc)",
        "- [fine](https://stackoverflow.com/questions/2384162)、[fine](https://www.jianshu.com/p/abc)。",
        "<https://developer.apple.com/documentation/uikit/uiscrollview>",
    ])
    found = problems(sample, "sample.md")
    lines = sorted({int(item.split(":")[1]) for item in found})
    assert lines == [1, 2, 3, 4, 5], found
    assert sum("plain http://" in item for item in found) == 2, found

