import ScrollModel
import Testing

@Test func rectEdgesFollowOriginAndSize() {
  let rect = Rect(x: 10, y: 20, width: 30, height: 40)
  #expect(rect.maxX == 40)
  #expect(rect.maxY == 60)
  #expect(rect.midX == 25)
  #expect(rect.midY == 40)
}
