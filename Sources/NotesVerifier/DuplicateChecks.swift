import NotesBook
import NotesCore

/// Things documented twice across the book: a type, a member of the same owner, or an
/// article title. The site still gives the second one a page (with a `-2` path), so nothing
/// is lost, but a reader finds two pages where the notes meant one.
enum DuplicateChecks {
  static func diagnostics(book: Book) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var types: [String: String] = [:]
    var members: [String: String] = [:]
    var articles: [String: String] = [:]
    func place(_ file: String, _ location: SourceLocation?) -> String {
      location.map { "\(file):\($0.line):\($0.column)" } ?? file
    }
    for page in book.pages {
      for type in page.types {
        if let first = types[type.name] {
          found.append(Diagnostic(VerifyMessages.duplicateType(type.name, first: first), file: page.file, at: type.location))
        } else {
          types[type.name] = place(page.file, type.location)
        }
      }
      let owner = page.types.first?.name ?? page.file
      for topic in page.topics {
        for declaration in topic.declarations {
          let key = owner + "." + declaration.name
          if let first = members[key] {
            found.append(
              Diagnostic(VerifyMessages.duplicateMember(declaration.name, owner: owner, first: first), file: page.file, at: declaration.location))
          } else {
            members[key] = place(page.file, declaration.location)
          }
        }
      }
      for article in page.articles {
        guard let title = article.titleEn ?? article.titleZh else { continue }
        if let first = articles[title] {
          found.append(Diagnostic(VerifyMessages.duplicateArticle(title, first: first), file: page.file, at: article.location))
        } else {
          articles[title] = place(page.file, article.location)
        }
      }
    }
    return found
  }
}
