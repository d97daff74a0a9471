#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A seeded mutation fuzzer for machines without libFuzzer: mutates a corpus of notes
/// files with byte edits, splices and notes-format tokens, runs the ingest path on each,
/// and reports inputs that take too long. A crash writes the input to `crash-<seed>.md`
/// from a signal handler before the process dies.
#if !LIBFUZZER
  @main
  struct MutationLoop {
    static func main() {
      let options = Options(CommandLine.arguments.dropFirst())
      if options.measure {
        measure(options.corpusFiles)
        return
      }
      var corpus = options.corpusFiles.compactMap(readAll)
      if corpus.isEmpty { corpus = [Array("# API\n\n## A  甲\n\n```swift\n// 默认值为 true\nvar a: Bool\n```\n".utf8)] }
      var random = SplitMix64(seed: options.seed)
      installCrashHandlers(seed: options.seed)
      let start = now()
      var iterations = 0
      var slowest = 0.0
      while iterations < options.iterations, now() - start < options.seconds {
        var input = corpus[Int(random.next() % UInt64(corpus.count))]
        let edits = 1 + Int(random.next() % 8)
        for _ in 0..<edits { mutate(&input, &random, corpus: corpus) }
        if input.count > options.maximumLength { input.removeLast(input.count - options.maximumLength) }
        remember(input)
        let before = now()
        ingest(input)
        let elapsed = now() - before
        slowest = max(slowest, elapsed)
        if elapsed > options.hangSeconds {
          save(input, as: "slow-\(options.seed)-\(iterations).md")
          print("notes-fuzz: input \(iterations) took \(elapsed) s (limit \(options.hangSeconds) s); saved")
          exit(1)
        }
        // Keep some mutants so edits compound, as coverage-guided fuzzers do.
        if random.next() % 16 == 0, corpus.count < 4096 { corpus.append(input) }
        iterations += 1
      }
      options.report(iterations: iterations, seconds: now() - start, slowest: slowest)
    }
  }
#endif

struct Options {
  var seed: UInt64 = 1
  var iterations = Int.max
  var seconds = 60.0
  var hangSeconds = 2.0
  var maximumLength = 64 * 1024
  var corpusFiles: [String] = []
  /// `--measure FILE…`: time parsing and extraction instead of fuzzing.
  var measure = false

  /// `notes-fuzz [--seed N] [--iterations N] [--seconds S] [--hang S] FILE…`
  init(_ arguments: ArraySlice<String>) {
    var rest = arguments
    while let argument = rest.popFirst() {
      switch argument {
      case "--seed": seed = rest.popFirst().flatMap { UInt64($0) } ?? seed
      case "--iterations": iterations = rest.popFirst().flatMap { Int($0) } ?? iterations
      case "--seconds": seconds = rest.popFirst().flatMap { Double($0) } ?? seconds
      case "--hang": hangSeconds = rest.popFirst().flatMap { Double($0) } ?? hangSeconds
      case "--max-length": maximumLength = rest.popFirst().flatMap { Int($0) } ?? maximumLength
      case "--measure": measure = true
      default: corpusFiles.append(argument)
      }
    }
  }

  func report(iterations: Int, seconds: Double, slowest: Double) {
    let rate = seconds > 0 ? Int(Double(iterations) / seconds) : 0
    print("notes-fuzz: seed \(seed), \(iterations) inputs in \(Int(seconds)) s (\(rate)/s), slowest \(Int(slowest * 1000)) ms, no crash, no hang")
  }
}

/// Tokens of the notes format that byte edits alone would rarely produce.
let dictionary: [[UInt8]] = [
  "```", "```swift\n", "~~~", "<!-- TOC -->\n", "<!-- /TOC -->\n", "# API\n", "## Zooming  缩放\n", "# ",
  "// enum KeyboardDismissMode\n", "// case automatic 自动。\n", "case none 拖动不会收起键盘。\n", "// .fast：更快。\n",
  "默认值为", "默认 ", "Defaults to ", "default:", "（默认值）", "{{= a.b#c[2]}}", "{{example a.b}}", "!重点",
  "func f(\n", "_ x: Int,\n", ")", "{ get set }", "weak var d: D?", "var a: Int\n", "@MainActor class C : UIView\n",
  "NSLayoutConstraint.activate([\n", "a.topAnchor.constraint(equalTo: b.topAnchor, constant: -8),\n", "])\n",
  "\r\n", "\u{FEFF}", "\u{0}", "- ", "> ", "1. ", "    ", "\t", "`", "\"\"\"", "/*", "*/", "#\"", "\\",
  "中", "。", "：", "\u{3000}",
].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90]]

func mutate(_ input: inout [UInt8], _ random: inout SplitMix64, corpus: [[UInt8]]) {
  func position(_ extra: Int = 1) -> Int { Int(random.next() % UInt64(input.count + extra)) }
  switch random.next() % 7 {
  case 0 where !input.isEmpty:
    input[position(0)] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
  case 1:
    input.insert(UInt8(truncatingIfNeeded: random.next()), at: position())
  case 2 where !input.isEmpty:
    let start = position(0)
    let length = min(input.count - start, 1 + Int(random.next() % 32))
    input.removeSubrange(start..<start + length)
  case 3 where !input.isEmpty:
    let start = position(0)
    let length = min(input.count - start, 1 + Int(random.next() % 64))
    let copy = Array(input[start..<start + length])
    input.insert(contentsOf: copy, at: position())
  case 4:
    let other = corpus[Int(random.next() % UInt64(corpus.count))]
    guard !other.isEmpty else { return }
    let start = Int(random.next() % UInt64(other.count))
    let length = min(other.count - start, 1 + Int(random.next() % 256))
    input.insert(contentsOf: other[start..<start + length], at: position())
  case 5 where !input.isEmpty:
    // Repeat a small slice many times: deep nesting, long runs.
    let start = position(0)
    let length = min(input.count - start, 1 + Int(random.next() % 4))
    let slice = Array(input[start..<start + length])
    let times = 1 + Int(random.next() % 2000)
    input.insert(contentsOf: Array([[UInt8]](repeating: slice, count: times).joined()), at: position())
  default:
    input.insert(contentsOf: dictionary[Int(random.next() % UInt64(dictionary.count))], at: position())
  }
}

/// A small, fast, deterministic generator (Steele, Lea, Flood 2014).
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func readAll(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: buffer[0..<count])
  }
  return bytes
}

func save(_ bytes: [UInt8], as path: String) {
  guard let file = fopen(path, "wb") else { return }
  _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
}

// The input being run, kept where a signal handler can reach it without allocating.
nonisolated(unsafe) var currentInput = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
nonisolated(unsafe) var currentLength = 0
nonisolated(unsafe) var crashPath = [CChar](repeating: 0, count: 256)

func remember(_ input: [UInt8]) {
  if input.count > currentInput.count {
    currentInput.deallocate()
    currentInput = .allocate(capacity: input.count * 2)
  }
  _ = currentInput.initialize(from: input)
  currentLength = input.count
}

func installCrashHandlers(seed: UInt64) {
  let name = Array("crash-\(seed).md".utf8CString)
  for (i, c) in name.prefix(255).enumerated() { crashPath[i] = c }
  for kind in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
    _ = signal(kind) { number in
      // Only async-signal-safe calls here: open, write, close, _exit.
      let descriptor = open(crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      if descriptor >= 0 {
        _ = write(descriptor, currentInput.baseAddress, currentLength)
        close(descriptor)
      }
      let message: StaticString = "notes-fuzz: crash; input saved\n"
      _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
      _exit(128 + number)
    }
  }
}
