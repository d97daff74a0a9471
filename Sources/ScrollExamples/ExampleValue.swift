// How model values become output JSON: UIKit's member names (`x`, `width`, `top`), numbers as
// computed. Negative zero is written as 0 so outputs compare and print cleanly.
public import NotesCore
public import ScrollModel

/// A value an example can record.
public protocol ExampleValue {
  var json: JSONValue { get }
}

extension Double: ExampleValue {
  public var json: JSONValue { .number(self == 0 ? 0 : self) }
}
extension Int: ExampleValue {
  public var json: JSONValue { .number(Double(self)) }
}
extension Bool: ExampleValue {
  public var json: JSONValue { .bool(self) }
}
extension String: ExampleValue {
  public var json: JSONValue { .string(self) }
}
extension JSONValue: ExampleValue {
  public var json: JSONValue { self }
}
extension Array: ExampleValue where Element: ExampleValue {
  public var json: JSONValue { .array(map(\.json)) }
}
extension Point: ExampleValue {
  public var json: JSONValue { .object(["x": x.json, "y": y.json]) }
}
extension Size: ExampleValue {
  public var json: JSONValue { .object(["width": width.json, "height": height.json]) }
}
extension Rect: ExampleValue {
  public var json: JSONValue {
    .object(["x": minX.json, "y": minY.json, "width": width.json, "height": height.json])
  }
}
extension EdgeInsets: ExampleValue {
  public var json: JSONValue {
    .object(["top": top.json, "left": left.json, "bottom": bottom.json, "right": right.json])
  }
}
extension ContentOffsetRange: ExampleValue {
  public var json: JSONValue { .object(["minimum": minimum.json, "maximum": maximum.json]) }
}

extension ExampleOutput {
  /// Records any model value under `key`.
  public mutating func record(_ key: String, _ value: some ExampleValue) {
    record(key, value.json)
  }
}

/// An object from ordered members: `object(["zoomScale": 3.0])`.
func object(_ members: KeyValuePairs<String, any ExampleValue>) -> JSONValue {
  .object(members.map { JSONMember(key: $0.key, value: $0.value.json) })
}
