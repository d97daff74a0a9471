#!/usr/bin/env bash
# Installs the system packages ScrollNotes needs on a fresh Debian machine (idempotent).
set -euo pipefail
need=()
for pkg in libcmark-dev cmark pkg-config libsqlite3-dev sqlite3 binaryen; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
