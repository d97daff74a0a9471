#!/usr/bin/env bash
# Chromium (Debian's, since browsers cannot be downloaded here), a CJK font so Chinese
# renders, and a venv with Playwright for Python, pytest, html5lib, kiwisolver (the reference
# solver of Tests/layoutdiff) and check-jsonschema (its vendored schemas validate
# .github/workflows/ offline). Never runs `playwright install`.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
for pkg in chromium fonts-wqy-microhei python3-venv; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if ! .venv/bin/python -c 'import playwright, pytest, html5lib, kiwisolver, check_jsonschema' 2>/dev/null; then
  .venv/bin/pip install -q playwright pytest html5lib kiwisolver check-jsonschema
fi
