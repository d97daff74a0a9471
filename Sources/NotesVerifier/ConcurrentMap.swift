import Dispatch

/// `transform` over `items` on all cores, in order. Items go out in contiguous runs (at most
/// 64), so many small items (one page's checks each) do not pay a dispatch apiece.
func concurrentMap<T: Sendable, R>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
  let runCount = min(items.count, 64)
  guard runCount > 1 else { return items.map(transform) }
  var runs = [[R]](repeating: [], count: runCount)
  runs.withUnsafeMutableBufferPointer { buffer in
    nonisolated(unsafe) let slots = buffer.baseAddress!
    DispatchQueue.concurrentPerform(iterations: runCount) { run in
      let range = items.count * run / runCount..<items.count * (run + 1) / runCount
      (slots + run).pointee = items[range].map(transform)
    }
  }
  return runs.flatMap { $0 }
}
