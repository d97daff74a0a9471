#!/usr/bin/env bash
# Builds the playground module: ScrollModel + ScrollWasm as Embedded Swift for wasm32 (no layout
# engine: the layout playgrounds run in the lab module, scripts/build-lab-wasm.sh), linked with wasm/runtime.c into ONE .wasm. Prints the size and fails above the budget.
#   scripts/build-wasm.sh OUT.wasm
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/build-wasm.sh OUT.wasm}"
# Every member page with a playground loads this module: 150 KB (issue 18). The layout engine
# moved to the lab module, which leaves room for the iOS 17.4 and 26 members.
budget=${WASM_BUDGET_BYTES:-153600}   # 150 KB uncompressed

source scripts/wasm-toolchain.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/scrollwasm.XXXXXX")
trap '[ -n "${KEEP_WASM_WORK:-}" ] || rm -rf "$work"' EXIT
flags=("${wasm_flags[@]}")

"$swiftc" "${flags[@]}" -module-name ScrollModel -emit-module -emit-module-path "$work/ScrollModel.swiftmodule" \
  -c $(sources Sources/ScrollModel) -o "$work/ScrollModel.o"
"$swiftc" "${flags[@]}" -module-name ScrollWasm -I "$work" \
  -c $(sources Sources/ScrollWasm) -o "$work/ScrollWasm.o"
"$clang" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -Os -c wasm/runtime.c -o "$work/runtime.o"
# Only the @_expose'd sn_* functions (and memory) are exported; everything else is collected.
# The Swift objects are LLVM bitcode: whole-program optimisation across the two modules
# drops code no export reaches (the module is ~11% smaller than with per-module objects), and
# merging identical functions (generic specialisations) saves a little more.
# --compress-relocations: without it wasm-ld pads every address and call index to 5 bytes.
"$wasmld" --no-entry --gc-sections --strip-all --compress-relocations --lto-O2 -mllvm -enable-merge-functions \
  "$work/ScrollWasm.o" "$work/ScrollModel.o" "$work/runtime.o" -o "$work/out.wasm"

mkdir -p "$(dirname "$out")"
mv "$work/out.wasm" "$out"
size=$(wc -c < "$out")
echo "wasm: $out $size bytes (budget $budget)"
if [ "$size" -gt "$budget" ]; then
  echo "error: $out is $size bytes, over the budget of $budget bytes" >&2
  exit 1
fi
