#!/usr/bin/env bash
# Builds the site: installs deps, builds scrollnotes in release, writes site/ from Content/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build-release.sh
.build/release/scrollnotes build --content Content --output site
