import Foundation

/// Work started on a thread of its own; `value` waits for its result.
public final class Background<Value: Sendable>: @unchecked Sendable {
  // Written once by the worker before `done` is signalled, read only after waiting on it.
  private var result: Value?
  private let done = DispatchSemaphore(value: 0)

  public init(_ work: @escaping @Sendable () -> Value) {
    Thread {
      self.result = work()
      self.done.signal()
    }.start()
  }

  public var value: Value {
    done.wait()
    done.signal()  // for the next reader
    return result!
  }
}
