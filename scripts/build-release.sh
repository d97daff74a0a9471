#!/usr/bin/env bash
# Builds a release product (scrollnotes unless named) the way users run it: the Swift runtime
# and Foundation linked into the executable (--static-swift-stdlib). It starts in about 12 ms
# instead of 20 (no symbols of twenty shared libraries to bind) and calls the runtime
# directly: a 5,000-page build takes about 6% less time (README, "Performance").
# FoundationNetworking, which FlyingFox brings in, asks the linker for -lcurl, a name only a
# -dev package installs: scripts/static-link/libcurl.so answers it with the runtime library
# the toolchain's Foundation already needs, as needed only; Sources/CCurlOnDemand opens it on
# first use, so a run does not load it (6 ms less at every start).
# Every release build of this package goes through here, so the build folder is never
# recompiled for other flags. Usage: scripts/build-release.sh [PRODUCT] [swift build options]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
product=${1:-scrollnotes}
[ $# -gt 0 ] && shift
exec swift build --package-path "$root" -c release --product "$product" \
  --static-swift-stdlib -Xlinker -L"$root/scripts/static-link" "$@"
