#!/usr/bin/env bash
# Compiles the portable model (ScrollModel, then ScrollLayout on top of it) as Embedded Swift
# for wasm32-unknown-none-wasm. This is the proof that the model stays Foundation-free and
# Embedded-compatible; the browser build (issue 8) links these objects with wasm-ld.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-wasm/objects}"
mkdir -p "$out"
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
       -parse-as-library -swift-version 6 -Xfrontend -disable-stack-protector
       -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)

# No imports at all in the model: not Foundation, not Glibc, not the generator.
if grep -rEn '^\s*(@_[A-Za-z]+ )?(public |internal |package )?import (Foundation|Glibc|Darwin|Notes|ArgumentParser)' \
     Sources/ScrollModel Sources/ScrollLayout; then
  echo "error: the portable model must not import these modules" >&2
  exit 1
fi

swiftc "${flags[@]}" -module-name ScrollModel -emit-module -emit-module-path "$out/ScrollModel.swiftmodule" \
  -c $(find Sources/ScrollModel -name '*.swift' | sort) -o "$out/ScrollModel.o"
swiftc "${flags[@]}" -module-name ScrollLayout -I "$out" \
  -c $(find Sources/ScrollLayout -name '*.swift' | sort) -o "$out/ScrollLayout.o"
echo "embedded wasm32 compile: ok ($(wc -c < "$out/ScrollModel.o") + $(wc -c < "$out/ScrollLayout.o") bytes of objects)"
