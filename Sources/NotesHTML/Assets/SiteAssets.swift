/// The site's stylesheet and scripts. They are ordinary files in `Sources/NotesHTML/Web/`,
/// embedded into the binary at build time (the EmbedWebAssets plugin), so `scrollnotes` stays
/// self-contained; the build writes them under content-hashed names.
public enum SiteAssets {
  /// Runs in `<head>` before paint: picks the view from `?lang=`, then the remembered
  /// choice, then the browser language. Without JavaScript the page shows both languages.
  /// Storage may be missing or refused (some browsers on `file://`): the view still applies.
  /// It also applies the remembered theme (`html[data-theme]`, Auto when nothing is
  /// remembered) and puts the document title of the view in place, and again on every switch.
  public static let viewBootstrapScript = EmbeddedWebAssets.viewBootstrapJS

  /// `site.css`, the search results' styles (`search.css`), then `navigator.css` (the header's
  /// controls, the symbol navigator and its phone drawer, the theme menu; last, because its phone
  /// header sizes the search box): one file for the browser, three for the people editing them.
  public static let stylesheet =
    EmbeddedWebAssets.siteCSS + "\n" + EmbeddedWebAssets.searchCSS + "\n" + EmbeddedWebAssets.navigatorCSS

  /// Enhancements only: the navigator's trees, filter and phone drawer and the theme menu
  /// (`navigator.js`, first, so the links it adds are there when `site.js` writes the view
  /// into links), view switching without reload (`site.js`), then search (`search.js`; its
  /// segmenter must cut text exactly as `SearchSegmenter` does, both tested against the same
  /// vectors). One script per page.
  public static let script =
    EmbeddedWebAssets.navigatorJS + "\n" + EmbeddedWebAssets.siteJS + "\n" + EmbeddedWebAssets.searchJS
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
