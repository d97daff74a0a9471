// The JSON form of a layout run, apart from the result itself so the Auto Layout lab's
// WebAssembly module (scripts/build-lab-wasm.sh) can take LayoutRunResult without the examples'
// JSON helpers.
public import NotesCore

extension LayoutRunResult {
  /// `{"frames": {name: {x,y,width,height}}, "contentSizes": {…}, "ambiguous", "diagnostics", "errors"}`.
  public var json: JSONValue {
    object([
      "frames": JSONValue.object(frames.map { JSONMember(key: $0.name, value: $0.frame.json) }),
      "contentSizes": JSONValue.object(contentSizes.map { JSONMember(key: $0.scrollView, value: $0.size.json) }),
      "ambiguous": ambiguous,
      "diagnostics": diagnostics.map(\.message),
      "errors": errors.map(\.description),
    ])
  }
}
