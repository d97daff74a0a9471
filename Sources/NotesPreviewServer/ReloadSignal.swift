/// Counts finished rebuilds. Pages hold a server-sent-events request open; it is answered
/// when the count moves past the one the page last saw, and the page reloads.
public actor ReloadSignal {
  public private(set) var generation = 0
  private var waiters: [(after: Int, continuation: CheckedContinuation<Int, Never>)] = []

  public init() {}

  /// Marks a finished rebuild and wakes every waiting page.
  public func bump() {
    generation += 1
    let ready = waiters
    waiters.removeAll()
    for waiter in ready { waiter.continuation.resume(returning: generation) }
  }

  /// Returns once `generation > seen`, or after `timeout` with the current generation (the
  /// browser's EventSource then simply asks again).
  public func wait(after seen: Int, timeout: Duration) async -> Int {
    if generation > seen { return generation }
    let wakeUp = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      await self?.expire(after: seen)
    }
    let value = await withCheckedContinuation { continuation in
      waiters.append((seen, continuation))
    }
    wakeUp.cancel()
    return value
  }

  private func expire(after seen: Int) {
    guard let position = waiters.firstIndex(where: { $0.after == seen }) else { return }
    let waiter = waiters.remove(at: position)
    waiter.continuation.resume(returning: generation)
  }
}
