// Styles of the playgrounds, in their own file so the site stylesheet stays untouched. Colours
// come from the site's custom properties, so light and dark themes both work.

/// The playground's script and stylesheet, written by the build under content-hashed names.
public enum PlaygroundAssets {
  public static let stylesheet = #"""
    .playground [hidden]{display:none!important}
    .playground{border:1px solid var(--line,#d9dce1);border-radius:8px;padding:.6em 1em 1em;margin:1.6em 0}
    .playground h2{margin:.2em 0 .4em;font-size:1.1em}
    .pg-note,.pg-hint{color:var(--muted,#5f6368);font-size:.9em;margin:.2em 0 .6em}
    .pg-body{display:grid;grid-template-columns:minmax(220px,1fr) minmax(220px,1.2fr);gap:1em;align-items:start}
    .pg-body>.pg-outputs{grid-column:1/-1}
    @media (max-width:700px){.pg-body{grid-template-columns:1fr}}
    .pg-controls{display:grid;gap:.35em}
    .pg-field{display:grid;grid-template-columns:1fr 9em 3.5em;gap:.4em;align-items:center;font-size:.9em}
    .pg-field select{grid-column:2/4;min-width:0;width:100%}
    .pg-field input[type=range]{min-width:0;width:100%}
    .playground,.pg-body>*{min-width:0}
    @media (max-width:480px){.pg-field{grid-template-columns:1fr 3.5em}.pg-field label{grid-column:1/-1}.pg-field select{grid-column:1/-1}.pg-toggle{grid-template-columns:auto 1fr}.pg-toggle label{grid-column:auto}}
    .pg-toggle{grid-template-columns:auto 1fr}
    .pg-field output{font-variant-numeric:tabular-nums;text-align:right}
    .pg-outputs{display:grid;grid-template-columns:repeat(auto-fill,minmax(12em,1fr));gap:.3em 1em;margin:0}
    .pg-outputs div{display:flex;justify-content:space-between;gap:.5em;border-bottom:1px dotted var(--line,#d9dce1)}
    .pg-outputs dt{font-size:.9em}
    .pg-outputs dd{margin:0;font-family:"SF Mono",Menlo,Consolas,monospace;font-variant-numeric:tabular-nums}
    .pg-diagram{width:100%;max-height:340px}
    .pg-content{fill:var(--figure-content,#dbe8fb)}
    .pg-inset{fill:var(--figure-inset,#f6d6a8);opacity:.8}
    .pg-safe{fill:var(--figure-safe,#f3b6c0);opacity:.55}
    .pg-frame{fill:none;stroke:var(--figure-frame,#1d1d1f);stroke-width:2}
    .pg-view{fill:var(--figure-inset,#f6d6a8);stroke:var(--figure-frame,#1d1d1f);stroke-width:.5}
    .pg-view-2{fill:var(--figure-safe,#f3b6c0)}
    .pg-axis{stroke:var(--muted,#5f6368)}
    .pg-range{fill:var(--figure-content,#dbe8fb)}
    .pg-mark{fill:var(--accent,#0b63ce)}.pg-mark-1{fill:var(--warn,#a15c00)}.pg-mark-2{fill:var(--ok,#17803d)}.pg-mark-3{fill:var(--kw,#ad3da4)}
    .pg-label{font-size:11px;fill:var(--fg,#1d1d1f)}
    .pg-now{fill:none;stroke:var(--accent,#0b63ce);stroke-width:2}
    .pg-sim{position:relative;overflow:hidden;border:2px solid var(--figure-frame,#1d1d1f);border-radius:10px;touch-action:none;cursor:grab;user-select:none;max-width:100%}
    .pg-sim:active{cursor:grabbing}
    /* Pages alternate in colour (one bounds height each), so paging is visible. */
    .pg-sim-content{position:absolute;left:0;top:0;width:100%;will-change:transform;
      background:repeating-linear-gradient(to bottom,transparent 0 39px,var(--line,#d9dce1) 39px 40px),
        repeating-linear-gradient(to bottom,var(--figure-content,#dbe8fb) 0 var(--page,400px),var(--figure-inset,#f6d6a8) var(--page,400px) calc(2 * var(--page,400px)))}
    .pg-buttons{display:flex;gap:.5em}
    """#
}
