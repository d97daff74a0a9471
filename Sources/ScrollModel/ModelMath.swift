// Elementary functions written in plain Swift. Embedded Swift has no libm, and the site's
// browser build must print the same numbers as the host build, so the model never calls the
// platform's `exp`/`log`/`pow`, even where they exist.

/// Pure-Swift `exp`, `log` and `pow` that give bit-identical results on every target.
public enum ModelMath {
  static let ln2 = 0.693_147_180_559_945_309_417_232_121_458
  /// ln 2 split in two (fdlibm's Cody–Waite constants): `k·ln2Hi` is exact for the |k| < 1100
  /// that occur, so range reduction loses no precision even for large arguments.
  static let ln2Hi = 6.931_471_803_691_238_164_90e-01
  static let ln2Lo = 1.908_214_929_270_587_700_02e-10

  /// e raised to `x`.
  ///
  /// Range reduction `x = k·ln 2 + r` with |r| ≤ ln 2 / 2 (in two parts), then a Taylor series for `e^r`
  /// (25 terms are far more than double precision needs for |r| < 0.35).
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    let k = (x / ln2).rounded()
    let r = (x - k * ln2Hi) - k * ln2Lo
    var term = 1.0
    var sum = 1.0
    for n in 1...25 {
      term *= r / Double(n)
      sum += term
      if term.magnitude < 1e-18 * sum.magnitude { break }
    }
    return scaleByPowerOfTwo(sum, Int(k))
  }

  /// Natural logarithm of `x`; NaN for negative input, −∞ for zero.
  ///
  /// Splits `x = m·2^e` with m in [√½, √2), then uses the atanh series
  /// `ln m = 2·(s + s³/3 + s⁵/5 + …)` with `s = (m − 1)/(m + 1)`, |s| < 0.172.
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    var m = x.significand  // in [1, 2)
    var e = Double(x.exponent)
    if m > 1.414_213_562_373_095_1 {
      m /= 2
      e += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var power = s
    var sum = 0.0
    var n = 1.0
    while n < 80 {
      let term = power / n
      sum += term
      if term.magnitude < 1e-18 { break }
      power *= s2
      n += 2
    }
    return e * ln2Hi + (e * ln2Lo + 2 * sum)
  }

  /// `base` raised to `exponent`, for the non-negative bases the model needs (decay factors).
  ///
  /// Integral exponents use repeated squaring, so `pow(0.998, 3)` is exact to the last bit of
  /// three multiplications; other exponents use `exp(exponent · log(base))`.
  public static func pow(_ base: Double, _ exponent: Double) -> Double {
    if exponent == 0 { return 1 }
    if base == 1 { return 1 }
    if exponent == exponent.rounded(), exponent.magnitude <= 1_048_576 {
      var result = 1.0
      var factor = base
      var n = Int(exponent.magnitude)
      while n > 0 {
        if n & 1 == 1 { result *= factor }
        factor *= factor
        n >>= 1
      }
      return exponent < 0 ? 1 / result : result
    }
    if base == 0 { return exponent > 0 ? 0 : .infinity }
    if base < 0 { return .nan }
    return exp(exponent * log(base))
  }

  /// `value · 2^power` without going through `pow`.
  static func scaleByPowerOfTwo(_ value: Double, _ power: Int) -> Double {
    Double(sign: .plus, exponent: power, significand: value)
  }
}
