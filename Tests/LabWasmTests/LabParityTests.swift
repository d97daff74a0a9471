// The lab on the page is the lab module (WebAssembly); these tests require it to answer as the
// same Swift compiled natively does, byte for byte, and the native lab to agree with the
// layout examples the articles embed (their outputs were computed at build time by the model).
import Foundation
import LabWasm
import NotesCore
import ScrollExamples
import Testing

@Suite("Auto Layout lab")
struct LabParityTests {
  @Test("500 seeded random layout scripts give the same answer in the lab module (node) and natively")
  func seededScripts() throws {
    let cases = RandomLayoutScripts.make(count: 500, seed: 0x1AB_2026)
    let expected = cases.map { String(decoding: Lab.run(Array($0.code.utf8), device: $0.device, landscape: $0.landscape), as: UTF8.self) }
    let json = JSONValue.array(cases.map {
      .object(["code": .string($0.code), "device": .number(Double($0.device)), "landscape": .bool($0.landscape)])
    }).serialized()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lab-parity-\(getpid()).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try LabModule.run(try LabModule.node(), [LabModule.packageRoot + "/wasm/lab-parity.mjs", try LabModule.path(), file.path])
    try #require(result.status == 0, "node failed: \(result.output)")
    let actual = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    try #require(actual.count == expected.count, "wasm gave \(actual.count) answers, native \(expected.count)")
    var mismatches = 0
    for (i, (wasm, native)) in zip(actual, expected).enumerated() where wasm != native {
      mismatches += 1
      if mismatches <= 3 { Issue.record("case \(i):\n\(cases[i].code)\n  wasm   \(wasm)\n  native \(native)") }
    }
    #expect(mismatches == 0, "\(mismatches) of \(cases.count) answers differ")
    // The scripts must reach real layouts, conflicts, ambiguity and unread lines.
    let all = expected.joined(separator: "\n")
    for id in ["layout.unsatisfiable-constraints", "layout.scrollable-content-size-ambiguity", "lab.unsupported-property", "lab.mapping"] {
      #expect(all.contains("\"\(id)\""), "no case reports \(id)")
    }
  }

  @Test("the layout playgrounds' exports give the same slots in the lab module (node) and natively")
  func layoutPlaygrounds() throws {
    var g = SeededGenerator(state: 0x9A7_2026)
    func length(_ low: Double, _ high: Double) -> Double { (Double.random(in: low...high, using: &g) * 2).rounded() / 2 }
    var calls: [(name: String, args: [Double])] = []
    for _ in 0..<100 {
      let (width, height) = (length(320, 1024), length(480, 1366))
      calls.append(("sn_layout_stacked", [width, height, length(0, 60), length(50, 500), length(50, 800), length(0, 150)]))
      calls.append(("sn_layout_floating_header", [
        width, height, length(50, 250), length(0, 80), length(200, 1200), length(20, 80), length(-100, 900),
        Double(calls.count % 2),
      ]))
    }
    let expected = calls.map { call -> String in
      let a = call.args
      let count = call.name == "sn_layout_stacked"
        ? sn_layout_stacked(a[0], a[1], a[2], a[3], a[4], a[5])
        : sn_layout_floating_header(a[0], a[1], a[2], a[3], a[4], a[5], a[6], Int32(a[7]))
      return JSONValue.array((0..<count).map { .number(lab_result($0)) }).serialized()
    }
    let json = JSONValue.array(calls.map { .object(["call": .string($0.name), "args": .array($0.args.map(JSONValue.number))]) }).serialized()
    let actual = try runInNode(json)
    try #require(actual.count == expected.count, "wasm gave \(actual.count) answers, native \(expected.count)")
    // JavaScript and Swift print the same doubles differently; compare the numbers.
    for (i, (wasm, native)) in zip(actual, expected).enumerated() {
      let w = try #require(try JSONValue.parse(wasm).arrayValue), n = try #require(try JSONValue.parse(native).arrayValue)
      #expect(w.map(\.doubleValue) == n.map(\.doubleValue), "call \(i) \(calls[i].name)\(calls[i].args)")
    }
  }

  @Test("repeated layout playground calls reuse the lab module's memory")
  func layoutMemoryStaysFlat() throws {
    let result = try LabModule.run(try LabModule.node(), [LabModule.packageRoot + "/wasm/memory-check.mjs", try LabModule.path()])
    #expect(result.status == 0, "\(result.output)")
  }

  /// Runs the cases (JSON) through wasm/lab-parity.mjs; one answer per case.
  func runInNode(_ json: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lab-parity-calls-\(getpid()).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try LabModule.run(try LabModule.node(), [LabModule.packageRoot + "/wasm/lab-parity.mjs", try LabModule.path(), file.path])
    try #require(result.status == 0, "node failed: \(result.output)")
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The layout examples of the articles, as the lab page offers them (their shown code).
  static var layoutExamples: [Example] {
    ExampleRegistry.all.filter { example in
      guard let file = try? String(contentsOfFile: LabModule.packageRoot + "/" + example.sourceFile, encoding: .utf8),
        let code = ExampleSource.code(for: example.id, in: file)
      else { return false }
      return code.contains(".constraint(")
    }
  }

  @Test("the native lab gives every layout example's frames, content size and ambiguity")
  func examplesAgree() throws {
    let examples = Self.layoutExamples
    #expect(examples.count >= 6)
    for example in examples {
      let file = try String(contentsOfFile: LabModule.packageRoot + "/" + example.sourceFile, encoding: .utf8)
      let code = try #require(ExampleSource.code(for: example.id, in: file))
      let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
      let output = example.run()
      if let size = output.value(at: "contentSize") { #expect(answer["contentSize"] == size, "\(example.id) contentSize") }
      for member in output.value(at: "frames")?.objectValue ?? [] {
        #expect(answer["frames"]?[member.key] == member.value, "\(example.id) frame of \(member.key)")
      }
      if case .array(let expected)? = output.value(at: "ambiguous"), case .array(let actual)? = answer["ambiguous"] {
        #expect(Set(expected.compactMap(\.stringValue)) == Set(actual.compactMap(\.stringValue)), "\(example.id) ambiguous")
      }
      // The layout articles' examples are read whole: no line of theirs is marked unread.
      if example.id.hasPrefix("contentsize.") || example.id.hasPrefix("layout."), case .array(let findings)? = answer["diagnostics"] {
        let unread = findings.filter { $0["severity"]?.stringValue == "unsupported" }
        #expect(unread.isEmpty, "\(example.id): \(unread.map { $0.serialized() })")
      }
    }
  }

  @Test("a conflicting constraint is reported at its line with the minimal set")
  func conflictAtItsLine() throws {
    let code = """
      let box = UIView()
      view.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 50),
        box.widthAnchor.constraint(equalToConstant: 200),
      ])
      """
    let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
    guard case .array(let findings)? = answer["diagnostics"] else { Issue.record("no diagnostics"); return }
    let conflict = try #require(findings.first { $0["id"]?.stringValue == "layout.unsatisfiable-constraints" })
    #expect(conflict["line"]?.doubleValue == 7)
    #expect(conflict["lines"] == [7, 5])
    #expect(conflict["constraints"] == ["box.width == 100", "box.width == 200"])
  }

  @Test("the classic mistakes get a fix: no bottom to the content guide, width to the content guide")
  func fixes() throws {
    let code = """
      let scrollView = UIScrollView()
      let contentView = UIView()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      contentView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(contentView)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        contentView.widthAnchor.constraint(equalTo: scrollView.contentLayoutGuide.widthAnchor),
        contentView.heightAnchor.constraint(equalToConstant: 1000),
      ])
      """
    let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
    guard case .array(let findings)? = answer["diagnostics"] else { Issue.record("no diagnostics"); return }
    let bottom = try #require(findings.first { $0["id"]?.stringValue == "lab.missing-bottom" })
    #expect(bottom["line"]?.doubleValue == 12)
    #expect(bottom["fix"]?["code"]?.stringValue == "contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)")
    let width = try #require(findings.first { $0["id"]?.stringValue == "lab.size-to-content-guide" })
    #expect(width["line"]?.doubleValue == 15)
    #expect(width["fix"]?["replace"]?.stringValue == "scrollView.frameLayoutGuide.widthAnchor")
  }

  @Test("every line the lab does not read is marked with a reason")
  func unreadLines() throws {
    let code = """
      let box = UIView()
      view.addSubview(box)
      box.backgroundColor = .red
      box.firstBaselineAnchor.constraint(equalTo: view.topAnchor).isActive = true
      box.topAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1).isActive = true
      let stack = UIStackView()
      stack.setCustomSpacing(8, after: box)
      """
    let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
    guard case .array(let findings)? = answer["diagnostics"] else { Issue.record("no diagnostics"); return }
    let lines = Set(findings.filter { ["unsupported", "error"].contains($0["severity"]?.stringValue ?? "") }.compactMap { $0["line"]?.doubleValue })
    #expect(lines.isSuperset(of: [3, 4, 5, 7]), "\(findings.map { $0.serialized() })")
    #expect(findings.contains { $0["id"]?.stringValue == "lab.unreadable-stack" && $0["line"]?.doubleValue == 7 })
  }

  @Test("stack view lines are read: no line of a stack snippet is marked unsupported")
  func stackLinesAreRead() throws {
    let code = """
      let a = UIView()
      let b = UIView()
      let stack = UIStackView(arrangedSubviews: [a])
      stack.axis = .vertical
      stack.spacing = 8
      stack.addArrangedSubview(b)
      b.isHidden = true
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      """
    let answer = Lab.result(Array(code.utf8), device: 0, landscape: false)
    guard case .array(let findings)? = answer["diagnostics"] else { Issue.record("no diagnostics"); return }
    let unsupported = findings.filter { $0["severity"]?.stringValue == "unsupported" }
    #expect(unsupported.isEmpty, "\(unsupported.map { $0.serialized() })")
  }
}
