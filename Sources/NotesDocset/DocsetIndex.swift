/// Writes `Contents/Resources/docSet.dsidx`, the SQLite search index Dash and Zeal read.
///
/// Two runs with the same entries give the same bytes with the same SQLite library: the
/// settings that shape the file are fixed, the rows go in in one order in one transaction,
/// and VACUUM rewrites the file compactly. A different SQLite version may still differ in
/// the header's "SQLite version number" (offset 96) and "version-valid-for" (offset 92)
/// fields, which record the library that last wrote the file.
public enum DocsetIndex {
  public static func write(_ entries: [DocsetEntry], to path: String) throws(SQLiteError) {
    let database = try SQLiteDatabase(creating: path)
    defer { database.close() }
    try database.execute(
      """
      PRAGMA page_size = 4096;
      PRAGMA encoding = 'UTF-8';
      PRAGMA journal_mode = DELETE;
      PRAGMA auto_vacuum = NONE;
      PRAGMA user_version = 0;
      CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT);
      CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path);
      """)
    try database.execute("BEGIN")
    try database.insert(
      "INSERT INTO searchIndex(name, type, path) VALUES (?, ?, ?)", rows: entries.map { [$0.name, $0.type, $0.path] })
    try database.execute("COMMIT")
    try database.execute("VACUUM")
  }
}
