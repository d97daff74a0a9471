internal import CSQLite

/// A failure of the system SQLite library, with the statement or file it concerns.
public struct SQLiteError: Error, CustomStringConvertible {
  public var context: String
  public var message: String
  public var description: String { "\(context): error: \(message)" }
}

/// The little of SQLite a docset index needs: open a new file, run statements, insert rows
/// with bound text. One connection, one thread.
final class SQLiteDatabase {
  private var handle: OpaquePointer?
  let path: String

  /// Creates the database file (it must not exist yet).
  init(creating path: String) throws(SQLiteError) {
    self.path = path
    var db: OpaquePointer?
    let status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXCLUSIVE, nil)
    guard status == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
      sqlite3_close(db)
      throw SQLiteError(context: path, message: "cannot create the database: \(message)")
    }
    handle = db
  }

  deinit { close() }

  func close() {
    if let handle { sqlite3_close(handle) }
    handle = nil
  }

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws(SQLiteError) {
    var error: UnsafeMutablePointer<CChar>?
    guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
      let message = error.map { String(cString: $0) } ?? lastError
      sqlite3_free(error)
      throw SQLiteError(context: path, message: "\(message) (in \(sql))")
    }
  }

  /// Runs one statement once per row, each row's values bound as text in order.
  func insert(_ sql: String, rows: [[String]]) throws(SQLiteError) {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw SQLiteError(context: path, message: "\(lastError) (in \(sql))")
    }
    defer { sqlite3_finalize(statement) }
    // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for row in rows {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
      for (index, value) in row.enumerated() {
        guard sqlite3_bind_text(statement, Int32(index + 1), value, -1, transient) == SQLITE_OK else {
          throw SQLiteError(context: path, message: "\(lastError) (binding \(value))")
        }
      }
      guard sqlite3_step(statement) == SQLITE_DONE else {
        throw SQLiteError(context: path, message: "\(lastError) (inserting \(row))")
      }
    }
  }

  private var lastError: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "database closed" }
}
