#!/usr/bin/env bash
# The lab's time per edit (Benchmarks/lab/bench.mjs) on a built site: prints numbers, asserts
# nothing.   Benchmarks/lab/run.sh [SITE_FOLDER]   (default: site)
set -euo pipefail
cd "$(dirname "$0")/../.."
node Benchmarks/lab/bench.mjs "${1:-site}"
