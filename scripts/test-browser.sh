#!/usr/bin/env bash
# Browser tests: builds the site into a temporary folder, then runs Tests/browser with
# pytest + Playwright against Debian's Chromium on a loopback server. Screenshots go to
# .ci-artifacts/screenshots/ (printed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-browser-deps.sh
swift build --product scrollnotes
site=$(mktemp -d)/site
trap 'rm -rf "$(dirname "$site")"' EXIT
.build/debug/scrollnotes build --content Content --output "$site"
shots="$PWD/.ci-artifacts/screenshots"
rm -rf "$shots" && mkdir -p "$shots"
SCROLLNOTES_BIN="$PWD/.build/debug/scrollnotes" SCROLLNOTES_SITE="$site" SCREENSHOT_DIR="$shots" .venv/bin/python -m pytest -q -p no:cacheprovider Tests/browser "$@"
echo "screenshots: $shots"
