// The kiwisolver oracle's random corpus (Fixtures/autolayout_fuzz_seed1.jsonl, format in
// research/autolayout.md §6), read with the same decoder `scrollnotes layout` uses.
import Foundation
import NotesCore
@testable import NotesCommandLine
import ScrollLayout
import Testing

struct FuzzCase: Sendable, CustomTestStringConvertible {
  var id: Int
  var system: ConstraintSystem
  var rejected: [Int]
  var values: [Double]
  var unique: [Bool]
  /// The oracle's [lower, upper] per variable; nil ends are unbounded.
  var range: [(lower: Double?, upper: Double?)]
  var testDescription: String { "case \(id)" }
}

enum FuzzCorpus {
  static let cases: [FuzzCase] = load()

  static func load() -> [FuzzCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/autolayout_fuzz_seed1.jsonl")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { line in
      let record = try! JSONValue.parse(String(line))
      let system = try! LayoutSystemJSON.system(from: record)
      let names = system.variableNames
      return FuzzCase(
        id: Int(record["id"]!.doubleValue!),
        system: system,
        rejected: (record["rejected"]?.arrayValue ?? []).map { Int($0.doubleValue!) },
        values: names.map { record["values"]![$0]!.doubleValue! },
        unique: names.map { record["unique"]![$0]!.boolValue! },
        range: names.map { name in
          let ends = record["range"]![name]!.arrayValue!
          return (ends[0].doubleValue, ends[1].doubleValue)
        })
    }
  }
}
