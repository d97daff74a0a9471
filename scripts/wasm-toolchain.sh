# Sourced by scripts/build-wasm.sh and scripts/build-lab-wasm.sh: finds swiftc (with Embedded
# wasm32 support), clang and wasm-ld on PATH, else in /opt/swift, and sets $swiftc, $clang,
# $wasmld and the compile flags both modules use ($wasm_flags), which keep builds reproducible.
toolbin=""
for tool in swiftc clang wasm-ld; do
  if ! command -v "$tool" >/dev/null 2>&1; then toolbin=/opt/swift/usr/bin; fi
done
find_tool() { if [ -n "$toolbin" ] && [ -x "$toolbin/$1" ]; then echo "$toolbin/$1"; else command -v "$1" || true; fi; }
swiftc=$(find_tool swiftc); clang=$(find_tool clang); wasmld=$(find_tool wasm-ld)
for pair in "swiftc:$swiftc" "clang:$clang" "wasm-ld:$wasmld"; do
  if [ -z "${pair#*:}" ]; then
    echo "error: $(basename "$0"): '${pair%%:*}' not found (need swiftc with Embedded wasm32 support, clang and wasm-ld)" >&2
    exit 1
  fi
done
wasm_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
            -parse-as-library -swift-version 6 -Xfrontend -disable-stack-protector
            -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
            -lto=llvm-full)
# Sorted file lists and fixed module names keep the output byte-identical across builds.
sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }
