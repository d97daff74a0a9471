import Foundation

/// Stage times and memory on standard error when `SCROLLNOTES_TIMINGS` is set, for profiling
/// notes (`SCROLLNOTES_TIMINGS=1 scrollnotes build …`). Does nothing otherwise.
public struct StageTimer {
  static let enabled = ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil
  private let clock = ContinuousClock()
  /// Where the current stage started.
  private var last = ContinuousClock.now
  /// Where the current part of a repeated stage started (`accumulate`).
  private var mark = ContinuousClock.now
  /// Time per part of a repeated stage (the page batches), in first-seen order.
  private var sums: [(name: String, time: Duration)] = []
  /// The process's CPU time (user and system, every thread) where the current stage started.
  private var lastCPU = StageTimer.processCPUSeconds()

  public init() {}

  /// Ends a stage: prints its time and the memory now.
  public mutating func lap(_ name: String) {
    guard Self.enabled else { return }
    let now = clock.now
    let cpu = Self.processCPUSeconds()
    // CPU time over wall time is how many cores the stage kept busy.
    let wall = now - last
    let cores = (cpu - lastCPU) / max(Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18, 1e-9)
    Self.print("timing: \(name) \(wall) rss \(Self.residentMB()) MB cpu \(Self.rounded(cpu - lastCPU)) s (\(Self.rounded(cores)) cores)")
    last = now
    lastCPU = cpu
    mark = now
  }

  /// User plus system time of the whole process so far.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  private static func rounded(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }

  /// Adds the time since the last mark to part `name` of a repeated stage.
  mutating func accumulate(_ name: String) {
    guard Self.enabled else { return }
    let now = clock.now
    if let i = sums.firstIndex(where: { $0.name == name }) { sums[i].time += now - mark } else { sums.append((name, now - mark)) }
    mark = now
  }

  /// Prints the parts of a repeated stage.
  mutating func report() {
    for (name, time) in sums { Self.print("timing:   \(name) \(time)") }
    sums = []
  }

  /// A line of its own (`timing: <text>`), from outside the renderer.
  public static func note(_ text: String) {
    if enabled { print("timing: \(text)") }
  }

  /// Resident and peak resident memory, as `/proc/self/status` reports them.
  static func residentMB() -> String {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "?" }
    func field(_ name: String) -> Int {
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return 0 }
      return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
    return "\(field("VmRSS:")) (peak \(field("VmHWM:")))"
  }

  private static func print(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
