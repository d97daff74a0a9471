/// The `Content-Type` for a site file, by extension.
func contentType(forPath path: String) -> String {
  let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
  switch ext {
  case "html": return "text/html; charset=utf-8"
  case "css": return "text/css; charset=utf-8"
  case "js", "mjs": return "text/javascript; charset=utf-8"
  case "json": return "application/json"
  case "svg": return "image/svg+xml"
  case "wasm": return "application/wasm"
  case "xml": return "application/xml"
  case "txt": return "text/plain; charset=utf-8"
  case "png": return "image/png"
  case "woff2": return "font/woff2"
  default: return "application/octet-stream"
  }
}
