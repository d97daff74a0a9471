import Glibc
import ScrollModel
import Testing

@Suite struct ModelMathTests {
  @Test(arguments: propertySeeds)
  func expMatchesPlatformWithinRelativeTolerance(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<500 {
      let x = random.double(in: -700...700)
      let ours = ModelMath.exp(x)
      let platform = Glibc.exp(x)
      #expect((ours - platform).magnitude <= 1e-14 * platform, "exp(\(x)): \(ours) vs \(platform)")
    }
  }

  @Test(arguments: propertySeeds)
  func logMatchesPlatformWithinAbsoluteTolerance(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<500 {
      let x = Glibc.exp(random.double(in: -600...600))
      let ours = ModelMath.log(x)
      let platform = Glibc.log(x)
      #expect((ours - platform).magnitude <= 1e-13 * max(1, platform.magnitude), "log(\(x)): \(ours) vs \(platform)")
    }
  }

  @Test(arguments: [0.998, 0.99, 0.5, 0.9999], [0.0, 1.0, 16.666_666_666_666_668, 250.5, 3000.0])
  func powMatchesPlatformForDecayFactors(base: Double, exponent: Double) {
    let ours = ModelMath.pow(base, exponent)
    let platform = Glibc.pow(base, exponent)
    #expect((ours - platform).magnitude <= 1e-13 * platform, "pow(\(base), \(exponent)): \(ours) vs \(platform)")
  }

  @Test func logOfTheNormalRateMatchesUIKitsLnFactor() {
    // UIKit's friction animator stores decelerationLnFactor = -0.00200200267 for 0.998.
    #expect((ModelMath.log(0.998) - -0.002_002_002_67).magnitude < 1e-11)
  }

  @Test func handlesEdgeInputs() {
    #expect(ModelMath.exp(0) == 1)
    #expect(ModelMath.log(1) == 0)
    #expect(ModelMath.log(0) == -.infinity)
    #expect(ModelMath.log(-1).isNaN)
    #expect(ModelMath.exp(800) == .infinity)
    #expect(ModelMath.pow(2, 10) == 1024)
  }
}
