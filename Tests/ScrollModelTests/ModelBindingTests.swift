import Glibc
import ScrollModel
import Testing

/// The `/// Models: Owner.name` lines under `Sources/<module>` (conventions.md §5), read the
/// way the site generator reads them.
func modelledNames(in module: String = "ScrollModel") throws -> [String] {
  var directory = #filePath
  for _ in 0..<3 { directory = String(directory[..<directory.lastIndex(of: "/")!]) }
  var names: [String] = []
  try collectModelledNames(in: directory + "/Sources/" + module, into: &names)
  return names
}

/// Reads every `.swift` file under `directory`, descending into subfolders.
func collectModelledNames(in directory: String, into names: inout [String]) throws {
  let handle = try #require(opendir(directory))
  defer { closedir(handle) }
  while let entry = readdir(handle) {
    let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if file.hasPrefix(".") { continue }
    if entry.pointee.d_type == UInt8(DT_DIR) {
      try collectModelledNames(in: directory + "/" + file, into: &names)
      continue
    }
    guard file.hasSuffix(".swift"), let stream = fopen(directory + "/" + file, "r") else { continue }
    defer { fclose(stream) }
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), stream) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard let range = line.firstRange(of: "/// Models: ") else { continue }
      for name in line[range.upperBound...].split(separator: ",") {
        names.append(name.trimmingCharacters(in: " \n"))
      }
    }
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let first = s.first, set.contains(first) { s = s.dropFirst() }
    while let last = s.last, set.contains(last) { s = s.dropLast() }
    return String(s)
  }
}

@Suite struct ModelBindingTests {
  @Test func everyExecutedCatalogEntryHasAReferenceImplementation() throws {
    // The layout guides are Auto Layout objects and live in ScrollLayout, on top of the model.
    let modelled = Set(try modelledNames() + modelledNames(in: "ScrollLayout"))
    for entry in ScrollViewCatalog.entries where entry.notModelledReason == nil {
      #expect(modelled.contains(entry.qualifiedName), "no `/// Models: \(entry.qualifiedName)` line")
    }
    #expect(modelled.count >= 70)
    #expect(try !modelledNames().contains("UIScrollView.contentLayoutGuide"), "the model itself has no layout guides")
  }

  @Test func eachAPIHasExactlyOneReferenceImplementation() throws {
    var seen: Set<String> = []
    for name in try modelledNames() {
      #expect(seen.insert(name).inserted, "`/// Models: \(name)` appears on more than one declaration")
    }
  }

  @Test func everyModelsLineNamesACatalogEntry() throws {
    for name in try modelledNames() {
      #expect(ScrollViewCatalog.entry(named: name) != nil, "`/// Models: \(name)` names no catalog entry")
    }
  }
}
