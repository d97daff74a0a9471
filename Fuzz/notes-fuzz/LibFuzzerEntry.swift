/// The libFuzzer entry point; built with `-sanitize=fuzzer -DLIBFUZZER` (scripts/fuzz-ingest.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func notesFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  ingest(bytes)
  return 0
}

#if LIBFUZZER
  /// libFuzzer's driver (LLVM ≥ 11), which its own `main` also calls.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's `main` to `<module>_main`; with no `@main` in this build
  /// it is defined here and hands over to libFuzzer.
  @_cdecl("notes_fuzz_main")
  public func notesFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in notesFuzzTestOneInput(data, size) }
  }
#endif
