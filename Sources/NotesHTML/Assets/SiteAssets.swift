/// The site's stylesheet and scripts. They are ordinary files in `Sources/NotesHTML/Web/`,
/// embedded into the binary at build time (the EmbedWebAssets plugin), so `scrollnotes` stays
/// self-contained; the build writes them under content-hashed names.
public enum SiteAssets {
  /// Runs in `<head>` before paint: picks the view from `?lang=`, then the remembered
  /// choice, then the browser language. Without JavaScript the page shows both languages.
  /// Storage may be missing or refused (some browsers on `file://`): the view still applies.
  public static let viewBootstrapScript = EmbeddedWebAssets.viewBootstrapJS

  /// `Web/site.css`, then the search results' styles (`Web/search.css`).
  public static let stylesheet = EmbeddedWebAssets.siteCSS + "\n" + EmbeddedWebAssets.searchCSS

  /// Enhancements only: view switching without reload (`Web/site.js`), and search
  /// (`Web/search.js`, appended, so one script per page). The segmenter in the search must
  /// cut text exactly as `SearchSegmenter` does (both are tested against the same vectors).
  public static let script = EmbeddedWebAssets.siteJS + "\n" + EmbeddedWebAssets.searchJS
}

/// The playground's script and stylesheet (`Web/playground.js`, `Web/playground.css`), written
/// by the build under content-hashed names. The script loads the model module (WebAssembly, no
/// imports, no other requests; delivered as a script, `ModuleScript`, so it also runs from
/// disk), reveals the controls, and recomputes every output through the module on each change;
/// its output mapping mirrors `PlaygroundCompute.outputs`, which precomputes the no-script
/// values. Styles take colours from the site's custom properties, so both themes work.
public enum PlaygroundAssets {
  public static let script = EmbeddedWebAssets.playgroundJS
  public static let stylesheet = EmbeddedWebAssets.playgroundCSS
}
