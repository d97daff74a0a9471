// How default values are written in the catalog and in the notes: Swift source spelling in the
// model's vocabulary (`true`, `.zero`, `.automatic`, `1.0`, `0.998`, `nil`). The verifier compares
// these strings with the defaults the notes state, so the spelling is produced from the typed
// value, never typed by hand next to it.

/// A value that can be spelled the way the notes and the catalog write defaults.
public protocol ModelSpellable {
  /// The Swift spelling of this value, e.g. `true`, `.zero`, `.automatic`, `1.0`.
  var modelSpelling: String { get }
}

extension Bool: ModelSpellable {
  public var modelSpelling: String { self ? "true" : "false" }
}

extension Double: ModelSpellable {
  /// Decimal spelling with at least one fractional digit (`1.0`, `0.998`, `-64.0`).
  public var modelSpelling: String { ModelNumberFormat.decimal(self, keepsFraction: true) }
}

extension Point: ModelSpellable {
  public var modelSpelling: String {
    self == .zero ? ".zero" : "Point(x: \(ModelNumberFormat.decimal(x)), y: \(ModelNumberFormat.decimal(y)))"
  }
}

extension Size: ModelSpellable {
  public var modelSpelling: String {
    self == .zero
      ? ".zero" : "Size(width: \(ModelNumberFormat.decimal(width)), height: \(ModelNumberFormat.decimal(height)))"
  }
}

extension EdgeInsets: ModelSpellable {
  public var modelSpelling: String {
    if self == .zero { return ".zero" }
    let parts = [top, left, bottom, right].map { ModelNumberFormat.decimal($0) }
    return "EdgeInsets(top: \(parts[0]), left: \(parts[1]), bottom: \(parts[2]), right: \(parts[3]))"
  }
}

extension Optional: ModelSpellable where Wrapped: ModelSpellable {
  public var modelSpelling: String { self?.modelSpelling ?? "nil" }
}

/// Number formatting that does not depend on the platform's `description` of `Double`
/// (Embedded Swift prints floating point differently, and the two builds must agree).
public enum ModelNumberFormat {
  /// Spells `value` with up to `maximumFractionDigits` digits after the point, trailing zeros
  /// dropped; integral values print without a fraction unless `keepsFraction` is set.
  public static func decimal(_ value: Double, maximumFractionDigits: Int = 6, keepsFraction: Bool = false) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    var scale = 1.0
    for _ in 0..<maximumFractionDigits { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    guard scaled < 9.0e15 else { return value < 0 ? "-huge" : "huge" }
    let units = UInt64(scaled)
    let integral = units / UInt64(scale)
    var fraction = units % UInt64(scale)
    var digits = maximumFractionDigits
    while digits > 0 && fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var text = (value < 0 && units != 0) ? "-" : ""
    text += String(integral)
    if digits > 0 {
      var fractionText = String(fraction)
      while fractionText.count < digits { fractionText = "0" + fractionText }
      text += "." + fractionText
    } else if keepsFraction {
      text += ".0"
    }
    return text
  }
}
