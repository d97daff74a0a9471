/// The libFuzzer entry point; built with `-sanitize=fuzzer -DLIBFUZZER` (scripts/fuzz-ingest.sh),
/// where libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func notesFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  ingest(bytes)
  return 0
}
