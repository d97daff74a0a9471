// The simulator's flings into both edges, driven through the exports. Found through the
// playground: Momentum.step once took an offset that had just crossed the maximum, and so sat
// exactly on it, for one past the *minimum* edge and jumped back by most of a screen.
import NotesHTML
import ScrollWasm
import Testing

extension ScrollWasmExportTests {
  @Suite("Simulator at the edges")
  struct SimulatorEdgeTests {
    /// Content offsets, one per 60 Hz frame, after an upward flick from `start`.
    func flingOffsets(start: Double) -> [Double] {
      PlaygroundCompute.exclusively {
      sn_reset(280, 400)
      sn_set_content_size(280, 1600)
      sn_set_flags(SceneFlag.defaults)
      _ = sn_set_deceleration_rate(0.998)
      sn_set_content_offset(0, start)
      _ = sn_sim_begin()
      sn_sim_touch_down(100, 300, 0)
      for i in 1...4 { sn_sim_touch_move(100, 300 - 30 * Double(i), Double(i) / 60) }
      sn_sim_touch_up(100, 150, 5.0 / 60)
      var offsets: [Double] = []
      var t = 0.1
      while t < 3 {
        sn_sim_advance(t)
        _ = sn_sim_state()
        offsets.append(sn_result(1))
        t += 1.0 / 60
      }
      return offsets
      }
    }

    @Test("a fling into the top edge never jumps (control)")
    func topEdge() {
      PlaygroundCompute.exclusively {
      // A downward flick from near the top: mirror the movement.
      sn_reset(280, 400)
      sn_set_content_size(280, 1600)
      sn_set_flags(SceneFlag.defaults)
      sn_set_content_offset(0, 200)
      _ = sn_sim_begin()
      sn_sim_touch_down(100, 100, 0)
      for i in 1...4 { sn_sim_touch_move(100, 100 + 30 * Double(i), Double(i) / 60) }
      sn_sim_touch_up(100, 250, 5.0 / 60)
      _ = sn_sim_state()
      var previous = sn_result(1), t = 0.1
      while t < 3 {
        sn_sim_advance(t)
        _ = sn_sim_state()
        #expect(abs(sn_result(1) - previous) < 60, "frame at \(t) s: \(previous) → \(sn_result(1))")
        previous = sn_result(1)
        t += 1.0 / 60
      }
      }
    }

    @Test("a fling into the bottom edge moves smoothly and settles at the maximum")
    func bottomEdge() {
      let offsets = flingOffsets(start: 1000)
      for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(abs(b - a) < 60, "\(a) → \(b)") }
      #expect(offsets.last == 1200)  // contentSize 1600 − bounds 400
    }
  }
}
