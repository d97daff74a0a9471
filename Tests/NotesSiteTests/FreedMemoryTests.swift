@testable import NotesSite
import Testing

/// Freed memory is given back only once the process has reached
/// `FreedMemory.residentCeiling` (below it a return lowers a peak that is under the target
/// anyway), and from then on only once it has grown by `FreedMemory.growthBeforeReturn`
/// since it last gave memory back (each return costs a pass over every free page).
@Suite struct FreedMemoryTests {
  static let growth = FreedMemory.growthBeforeReturn
  static let ceiling = FreedMemory.residentCeiling

  @Test func theCeilingLeavesRoomForGrowthUnderThePeakTarget() {
    #expect(Self.ceiling + 2 * Self.growth < 250_000_000)
  }

  @Test func nothingIsGivenBackBelowTheCeiling() {
    #expect(!FreedMemory.isAtCeiling(resident: Self.ceiling - 1))
    #expect(!FreedMemory.shouldReturn(resident: Self.ceiling - 1, afterLastReturn: nil))
    #expect(!FreedMemory.shouldReturn(resident: Self.ceiling - 1, afterLastReturn: 0))
  }

  @Test func theFirstReturnAtTheCeilingAlwaysHappens() {
    #expect(FreedMemory.isAtCeiling(resident: Self.ceiling))
    #expect(FreedMemory.shouldReturn(resident: Self.ceiling, afterLastReturn: nil))
  }

  @Test func aReturnWaitsUntilTheProcessHasGrownByTheMargin() {
    let after = Self.ceiling + Self.growth
    #expect(!FreedMemory.shouldReturn(resident: after, afterLastReturn: after))
    #expect(!FreedMemory.shouldReturn(resident: after + Self.growth - 1, afterLastReturn: after))
    #expect(FreedMemory.shouldReturn(resident: after + Self.growth, afterLastReturn: after))
    // Shrinking since the last return is no reason to return again.
    #expect(!FreedMemory.shouldReturn(resident: after - Self.growth, afterLastReturn: after))
  }

  @Test func anUnknownResidentSetIsReturnedEveryTimeAsBefore() {
    #expect(FreedMemory.isAtCeiling(resident: nil))
    #expect(FreedMemory.shouldReturn(resident: nil, afterLastReturn: 200 << 20))
  }

  #if os(Linux)
    @Test func theResidentSetIsReadAndGrowsWithTouchedMemory() throws {
      let before = try #require(FreedMemory.residentBytes())
      #expect(before > 1 << 20)
      // 256 MiB written page by page is resident until it is freed. Tests running beside
      // this one free memory too (64 MiB once grew the count by only 45.5 MiB): half of it
      // leaves room for that.
      let touched = [UInt8](repeating: 1, count: 256 << 20)
      let during = try #require(FreedMemory.residentBytes())
      #expect(during - before >= 128 << 20)
      #expect(touched[touched.count - 1] == 1)
    }
  #endif
}
