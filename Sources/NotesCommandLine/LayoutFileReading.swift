import NotesSite

/// The whole file as UTF-8 text, or nil when it cannot be read (`SiteInput.readRegularFile`
/// refuses anything but a regular file, so a named pipe never blocks) or is not valid UTF-8.
func readTextFile(_ path: String) -> String? {
  guard let bytes = try? SiteInput.readRegularFile(path) else { return nil }
  return String(validating: bytes, as: UTF8.self)
}
