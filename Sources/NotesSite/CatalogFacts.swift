import NotesHTML
import ScrollModel

/// What a reference page shows from the catalog, in both languages: the SDK's declaration,
/// where and since when the API exists, whether it is deprecated, and Apple's page.
enum CatalogFacts {
  /// `iOS 11.0+ · not on tvOS`, `iOS 7.0–11.0 · Deprecated`, `tvOS 10.2+ only`.
  static func availability(_ availability: Availability) -> Bilingual {
    var en: [String] = []
    var zh: [String] = []
    let onlyOn = Platform.allCases.filter { !availability.unavailable.contains($0) }
    for item in availability.introduced {
      let until = availability.deprecated.first { $0.platform == item.platform }?.version
      let range = item.platform.name + " " + item.version + (until.map { "–" + $0 } ?? "+")
      en.append(range)
      zh.append(range)
    }
    if onlyOn.count == 1, let only = onlyOn.first {
      en.append("\(only.name) only")
      zh.append("仅 \(only.name)")
    } else {
      for platform in availability.unavailable {
        en.append("not on \(platform.name)")
        zh.append("\(platform.name) 不可用")
      }
    }
    return Bilingual(en.joined(separator: " · "), zh.joined(separator: " · "))
  }

  /// `Deprecated in iOS 13.0: the getter; …`, or nil.
  static func deprecation(_ availability: Availability) -> Bilingual? {
    guard let first = availability.deprecated.first else { return nil }
    let version = first.platform.name + " " + first.version
    var en = "Deprecated in \(version)"
    var zh = "自 \(version) 起弃用"
    if let part = availability.deprecatedPart {
      en += ": " + part.en
      zh += "：" + part.zh
    }
    return Bilingual(en, zh)
  }

  static func facts(_ entry: CatalogEntry) -> DeclarationFacts.SDK {
    DeclarationFacts.SDK(
      declaration: entry.declaration, availability: availability(entry.availability),
      deprecation: deprecation(entry.availability), appleURL: entry.appleDocumentationURL,
      relationships: entry.relationships.map {
        DeclarationFacts.Relationships(inheritsFrom: $0.inheritsFrom, conformsTo: $0.conformsTo, inheritedBy: $0.inheritedBy)
      })
  }
}
