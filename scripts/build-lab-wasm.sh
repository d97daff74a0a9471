#!/usr/bin/env bash
# Builds the Auto Layout lab's module (issue 18): the articles' layout reader (NotesLexer,
# NotesCore, NotesBook's LayoutScript, NotesExtraction's LayoutScriptReader), the build's
# runner (ScrollExamples' LayoutScriptRunner) and the engine (ScrollModel + ScrollLayout) as
# Embedded Swift for wasm32, with Sources/LabWasm's `lab_*` exports, linked with
# wasm/runtime.c and wasm/lab-runtime.c into ONE .wasm.
# Same compile flags as build-wasm.sh (scripts/wasm-toolchain.sh); byte-identical across
# builds; prints the size and fails above the budget.
#   scripts/build-lab-wasm.sh OUT.wasm
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/build-lab-wasm.sh OUT.wasm}"
# The issue's target is 400 KB, met without a size optimiser after the linker: the module is
# about 357 KiB (365,389 bytes) since the linker compresses relocations and the code it runs
# compares names on bytes (NotesCore's ASCIIWords), so the stdlib's Unicode comparison,
# hashing and grapheme code stays out. A String ==, Set<String> or Character loop in that
# code brings it back.
budget=${LAB_WASM_BUDGET_BYTES:-409600}   # 400 KiB uncompressed

source scripts/wasm-toolchain.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/labwasm.XXXXXX")
trap '[ -n "${KEEP_WASM_WORK:-}" ] && echo "kept $work" >&2 || rm -rf "$work"' EXIT
flags=("${wasm_flags[@]}")
# The files of the generator's modules the lab uses; the rest of those modules (Markdown,
# site, examples) is not part of the lab. Listed here and in LabModuleBuild.inputFiles.
extraction=(Sources/NotesExtraction/CodeBlockOrigin.swift Sources/NotesExtraction/ExtractionMessages.swift
            Sources/NotesExtraction/LayoutScriptReader.swift Sources/NotesExtraction/LayoutScriptReader+Stack.swift
            Sources/NotesExtraction/LayoutSnippetReading.swift)
examples=(Sources/ScrollExamples/LayoutRunResult.swift Sources/ScrollExamples/LayoutScriptRunner.swift
          Sources/ScrollExamples/LayoutScriptRunner+Stack.swift)

module() {  # name, sources...
  local name=$1; shift
  "$swiftc" "${flags[@]}" -module-name "$name" -I "$work" -emit-module -emit-module-path "$work/$name.swiftmodule" \
    -c "$@" -o "$work/$name.o"
}
module ScrollModel $(sources Sources/ScrollModel)
module ScrollLayout $(sources Sources/ScrollLayout)
module NotesCore $(sources Sources/NotesCore)
module NotesLexer $(sources Sources/NotesLexer)
module NotesBook $(sources Sources/NotesBook)
module NotesExtraction "${extraction[@]}"
module ScrollExamples "${examples[@]}"
"$swiftc" "${flags[@]}" -module-name LabWasm -I "$work" -c $(sources Sources/LabWasm) -o "$work/LabWasm.o"
"$clang" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -Os -c wasm/runtime.c -o "$work/runtime.o"
"$clang" --target=wasm32-unknown-unknown -nostdlib -ffreestanding -Os -c wasm/lab-runtime.c -o "$work/lab-runtime.o"
# --compress-relocations: without it wasm-ld leaves every address and call index in the code
# as a padded 5-byte LEB128 (room for relocation), about 36 KB of this module.
"$wasmld" --no-entry --gc-sections --strip-all --compress-relocations --lto-O2 -mllvm -enable-merge-functions \
  "$work/LabWasm.o" "$work/ScrollExamples.o" "$work/NotesExtraction.o" "$work/NotesBook.o" "$work/NotesLexer.o" \
  "$work/NotesCore.o" "$work/ScrollLayout.o" "$work/ScrollModel.o" "$work/runtime.o" "$work/lab-runtime.o" \
  -o "$work/out.wasm"

mkdir -p "$(dirname "$out")"
mv "$work/out.wasm" "$out"
size=$(wc -c < "$out")
echo "lab wasm: $out $size bytes (budget $budget)"
if [ "$size" -gt "$budget" ]; then
  echo "error: $out is $size bytes, over the lab module's budget of $budget bytes" >&2
  exit 1
fi
