#!/usr/bin/env bash
# Builds the playground module: ScrollModel + ScrollLayout + ScrollWasm as Embedded Swift for
# wasm32, linked with wasm/runtime.c into ONE .wasm. Prints the size and fails above the budget.
#   scripts/build-wasm.sh OUT.wasm
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/build-wasm.sh OUT.wasm}"
# 150 KB held the iOS 13 surface; the iOS 17.4 and 26 members (alignment, hand-off to a
# parent, keyboard scrolling, stop) and the corrected facts bring it to 180 KB.
budget=${WASM_BUDGET_BYTES:-184320}   # 180 KB uncompressed

source scripts/wasm-toolchain.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/scrollwasm.XXXXXX")
trap '[ -n "${KEEP_WASM_WORK:-}" ] || rm -rf "$work"' EXIT
flags=("${wasm_flags[@]}")

"$swiftc" "${flags[@]}" -module-name ScrollModel -emit-module -emit-module-path "$work/ScrollModel.swiftmodule" \
  -c $(sources Sources/ScrollModel) -o "$work/ScrollModel.o"
"$swiftc" "${flags[@]}" -module-name ScrollLayout -I "$work" -emit-module -emit-module-path "$work/ScrollLayout.swiftmodule" \
  -c $(sources Sources/ScrollLayout) -o "$work/ScrollLayout.o"
"$swiftc" "${flags[@]}" -module-name ScrollWasm -I "$work" \
  -c $(sources Sources/ScrollWasm) -o "$work/ScrollWasm.o"
"$clang" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -Os -c wasm/runtime.c -o "$work/runtime.o"
# Only the @_expose'd sn_* functions (and memory) are exported; everything else is collected.
# The Swift objects are LLVM bitcode: whole-program optimisation across the three modules
# drops code no export reaches (the module is ~11% smaller than with per-module objects), and
# merging identical functions (generic specialisations) saves a little more.
"$wasmld" --no-entry --gc-sections --strip-all --lto-O2 -mllvm -enable-merge-functions \
  "$work/ScrollWasm.o" "$work/ScrollLayout.o" "$work/ScrollModel.o" "$work/runtime.o" -o "$work/out.wasm"

mkdir -p "$(dirname "$out")"
mv "$work/out.wasm" "$out"
size=$(wc -c < "$out")
echo "wasm: $out $size bytes (budget $budget)"
if [ "$size" -gt "$budget" ]; then
  echo "error: $out is $size bytes, over the budget of $budget bytes" >&2
  exit 1
fi
