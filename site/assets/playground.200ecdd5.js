(function () {
  "use strict";
  var sections = Array.prototype.slice.call(document.querySelectorAll("[data-playground]"));
  if (!sections.length || typeof WebAssembly !== "object") return;
  var SVG = "http://www.w3.org/2000/svg";

  function show(v) {
    if (!isFinite(v)) return "\u2014";
    var r = Math.sign(v) * Math.round(Math.abs(v) * 100) / 100;
    return r === 0 ? "0" : String(r);
  }
  function values(section) {
    var v = JSON.parse(section.dataset.fixed || "{}");
    section.querySelectorAll("[data-key]").forEach(function (input) {
      v[input.dataset.key] = input.type === "checkbox" ? (input.checked ? 1 : 0) : parseFloat(input.value);
    });
    return v;
  }
  function flags(v) {
    var f = 256;
    if (v.scrollEnabled) f |= 1;
    if (v.bounces) f |= 6;
    if (v.alwaysBounceVertical) f |= 8;
    if (v.alwaysBounceHorizontal) f |= 16;
    if (v.paging) f |= 32;
    if (v.navigationRoot) f |= 64;
    return f;
  }
  function scene(m, v) {
    m.sn_reset(v.boundsW, v.boundsH);
    m.sn_set_content_size(v.contentW, v.contentH);
    m.sn_set_content_inset(v.insetTop, v.insetLeft, v.insetBottom, v.insetRight);
    m.sn_set_safe_area(v.safeTop, v.safeLeft, v.safeBottom, v.safeRight);
    m.sn_set_content_alignment(v.alignX || 0, v.alignY || 0);
    m.sn_set_behavior(v.behavior);
    m.sn_set_flags(flags(v));
    m.sn_set_deceleration_rate(v.rate);
    m.sn_set_zoom(1, v.minZoom, v.maxZoom);
    m.sn_set_content_offset(v.offsetX, v.offsetY);
  }
  // Multi-value answers: the playground module's sn_result, or the lab module's lab_result
  // (the layout playgrounds run there).
  function slots(m, n) { var get = m.sn_result || m.lab_result, a = []; for (var i = 0; i < n; i++) a.push(get(i)); return a; }

  // Output key -> value for a kind; the same calls as PlaygroundCompute.outputs.
  var compute = {
    insets: function (m, v) {
      scene(m, v); m.sn_adjusted_inset(); var a = slots(m, 4); m.sn_offset_range(); var r = slots(m, 4);
      return { adjTop: a[0], adjLeft: a[1], adjBottom: a[2], adjRight: a[3], minX: r[0], minY: r[1], maxX: r[2], maxY: r[3] };
    },
    physics: function (m, v) {
      scene(m, v); var o = {}; m.sn_offset_range(); o.minY = m.sn_result(1); o.maxY = m.sn_result(3);
      o.travel = m.sn_projected_travel(v.velocity, v.rate);
      m.sn_deceleration_target(0, v.velocity); o.decelY = m.sn_result(1);
      m.sn_target_content_offset(0, v.velocity); o.targetY = m.sn_result(1);
      m.sn_paging_target(0, v.velocity); o.pagingY = m.sn_result(1);
      m.sn_rubber_band(1, v.rubber); o.rubberY = m.sn_result(0);
      return o;
    },
    zoom: function (m, v) {
      scene(m, v); var o = { clamped: m.sn_clamped_zoom(v.scale) };
      var ok = m.sn_set_zoom_scale(v.scale) > 0, s = slots(m, 5);
      ["zoomScale", "contentW", "contentH", "offsetX", "offsetY"].forEach(function (k, i) { o[k] = ok ? s[i] : NaN; });
      return o;
    },
    centring: function (m, v) {
      scene(m, v); m.sn_set_display_scale(v.displayScale);
      var ok = m.sn_zoom_centring(v.method, v.scale) > 0, s = slots(m, 9), o = {};
      ["zoomScale", "contentW", "contentH", "insetTop", "insetLeft", "offsetX", "offsetY", "viewX", "viewY"].forEach(function (k, i) { o[k] = ok ? s[i] : NaN; });
      return o;
    },
    stacked: function (m, v) {
      m.sn_layout_stacked(v.rootW, v.rootH, v.margin, v.aWidth, v.aHeight, v.gap); var s = slots(m, 11);
      return { contentW: s[0], contentH: s[1], aY: s[3], bY: s[7], bW: s[8], bH: s[9], frames: [s.slice(2, 6), s.slice(6, 10)] };
    },
    floatingHeader: function (m, v) {
      m.sn_layout_floating_header(v.rootW, v.rootH, v.headerH, v.gap, v.bodyH, v.barH, v.offsetY, v.sticky); var s = slots(m, 15);
      return { contentW: s[0], contentH: s[1], cY: s[11], cH: s[13], diagnostics: s[14], frames: [s.slice(2, 6), s.slice(6, 10), s.slice(10, 14)] };
    }
  };

  function write(section, out) {
    section.querySelectorAll("output[data-out]").forEach(function (el) {
      var value = out[el.dataset.out];
      if (typeof value === "string") { el.textContent = value; el.dataset.value = value; return; }
      if (value && value.en !== undefined) { spans(el, value.en, value.zh); el.dataset.value = value.en; return; }
      el.dataset.value = isFinite(value) ? String(value) : "NaN";
      if (!isFinite(value) && el.dataset.whyEn) { spans(el, el.dataset.whyEn, el.dataset.whyZh); return; }
      el.textContent = show(value);
    });
  }
  // Both languages as spans, as the markup writes them: the page's language switch (CSS)
  // shows the reader's.
  function spans(el, en, zh) {
    el.textContent = "";
    [["en", "en", en], ["zh", "zh-Hans", zh]].forEach(function (l) {
      var span = document.createElement("span");
      span.className = l[0]; span.lang = l[1]; span.textContent = l[2]; el.appendChild(span);
    });
  }
  function node(parent, name, attrs, text) {
    var el = document.createElementNS(SVG, name);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    if (text) el.textContent = text;
    parent.appendChild(el);
    return el;
  }
  function rect(svg, x, y, w, h, cls, s) {
    return node(svg, "rect", { x: x * s, y: y * s, width: Math.max(0, w * s), height: Math.max(0, h * s), "class": cls });
  }

  // Width of a label in the diagram's units: measured when the diagram is on screen, else
  // a generous estimate (CJK characters are about a font size wide).
  function textWidth(svg, text) {
    var probe = node(svg, "text", { x: 0, y: 0, "class": "pg-label" }, text), w = 0;
    try { w = probe.getComputedTextLength(); } catch (e) { w = 0; }
    svg.removeChild(probe);
    if (w > 0) return w;
    for (var i = 0; i < text.length; i++) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(text[i]) ? 11.5 : 6.6;
    return w;
  }
  // Tick values 1, 2 or 5 × 10^k apart, at least `gap` drawing units apart.
  function ticks(lo, hi, x, gap) {
    var span = hi - lo, step = Math.pow(10, Math.floor(Math.log10(Math.max(span, 1e-9))));
    var factors = [0.1, 0.2, 0.5, 1, 2, 5, 10], out = [];
    for (var i = 0; i < factors.length; i++) { if ((x(lo + step * factors[i]) - x(lo)) >= gap) { step *= factors[i]; break; } if (i === factors.length - 1) step *= 10; }
    for (var t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Math.abs(t) < step / 1e6 ? 0 : t);
    return out;
  }

  // Diagrams, in points scaled to fit about 300 px.
  var draw = {
    insets: function (svg, v, o) {
      var s = viewportScale(v), g = clippedToViewport(svg, v, s);
      // The content at the resting minimum offset: it starts adjustedContentInset.top below the frame's top.
      rect(g, -o.minX, -o.minY, v.contentW, v.contentH, "pg-content", s);
      rect(g, -o.minX, -o.minY - v.insetTop, v.contentW, v.insetTop, "pg-inset", s);
      rect(g, -o.minX, -o.minY + v.contentH, v.contentW, v.insetBottom, "pg-inset", s);
      rect(g, 0, 0, v.boundsW, v.safeTop, "pg-safe", s);
      rect(g, 0, v.boundsH - v.safeBottom, v.boundsW, v.safeBottom, "pg-safe", s);
      rect(g, 0, v.safeTop, v.safeLeft, v.boundsH - v.safeTop - v.safeBottom, "pg-safe", s);
      rect(g, v.boundsW - v.safeRight, v.safeTop, v.safeRight, v.boundsH - v.safeTop - v.safeBottom, "pg-safe", s);
      rect(svg, 0, 0, v.boundsW, v.boundsH, "pg-frame", s);
    },
    // An offset axis with tick values, the resting range, and a marker per answer. Labels
    // (both languages, one shown) take the first row above the axis where neither language's
    // text overlaps another label, and stay inside the drawing.
    physics: function (svg, v, o) {
      var W = 560, side = 30, row = 16;
      var lo = Math.min(o.minY, o.rubberY, o.decelY, o.targetY, v.offsetY), hi = Math.max(o.maxY, o.decelY, o.targetY, v.offsetY, o.rubberY);
      var margin = Math.max((hi - lo) * 0.06, 20); lo -= margin; hi += margin;
      var x = function (p) { return side + (p - lo) / (hi - lo) * (W - 2 * side); };
      var marks = [[v.offsetY, "offset", "偏移", 0], [o.decelY, "momentum", "惯性", 1], [o.targetY, "target", "目标", 2], [o.rubberY, "rubber band", "橡皮筋", 3]];
      var placed = [];
      marks.forEach(function (p) {
        var en = p[1] + " " + show(p[0]), zh = p[2] + " " + show(p[0]);
        var w = Math.max(textWidth(svg, en), textWidth(svg, zh)) + 2;
        var left = Math.min(Math.max(x(p[0]) - w / 2, 2), W - 2 - w), lane = 0;
        while (placed.some(function (q) { return q.lane === lane && left < q.left + q.w + 8 && q.left < left + w + 8; })) lane++;
        placed.push({ p: p, en: en, zh: zh, left: left, w: w, lane: lane });
      });
      var lanes = Math.max.apply(null, placed.map(function (q) { return q.lane; })) + 1, y = 10 + lanes * row + 8;
      svg.pgX = x; svg.pgAxisY = y; svg.pgWidth = W;
      svg.setAttribute("viewBox", "0 0 " + W + " " + (y + 50));
      node(svg, "rect", { x: x(o.minY), y: y - 6, width: Math.max(1, x(o.maxY) - x(o.minY)), height: 12, "class": "pg-range" });
      node(svg, "line", { x1: x(lo), x2: x(hi), y1: y, y2: y, "class": "pg-axis" });
      ticks(lo, hi, x, 64).forEach(function (t) {
        node(svg, "line", { x1: x(t), x2: x(t), y1: y + 6, y2: y + 10, "class": "pg-axis" });
        node(svg, "text", { x: x(t), y: y + 22, "text-anchor": "middle", "class": "pg-tick" }, show(t));
      });
      placed.forEach(function (q) {
        var cx = x(q.p[0]), base = y - 12 - q.lane * row;
        node(svg, "circle", { cx: cx, cy: y, r: 4, "class": "pg-mark pg-mark-" + q.p[3] });
        if (q.lane || cx < q.left || cx > q.left + q.w) node(svg, "line", { x1: cx, x2: Math.min(Math.max(cx, q.left + 2), q.left + q.w - 2), y1: y - 5, y2: base + 3, "class": "pg-leader" });
        // One label per language; the figure rule of the stylesheet shows the reader's.
        node(svg, "text", { x: q.left, y: base, "class": "pg-label lang-en" }, q.en);
        node(svg, "text", { x: q.left, y: base, "class": "pg-label lang-zh", lang: "zh-Hans" }, q.zh);
      });
    },
    zoom: function (svg, v, o) {
      var z = isFinite(o.zoomScale) ? o.zoomScale : 1, s = 220 / (v.boundsH * Math.max(z, 1));
      svg.setAttribute("viewBox", [-5, -5, v.boundsW * Math.max(z, 1) * s + 10, v.boundsH * Math.max(z, 1) * s + 10].join(" "));
      rect(svg, 0, 0, v.contentW * z, v.contentH * z, "pg-content", s);
      rect(svg, isFinite(o.offsetX) ? o.offsetX : 0, isFinite(o.offsetY) ? o.offsetY : 0, v.boundsW, v.boundsH, "pg-frame", s);
    },
    // The scroll view's frame with its centre lines, and the zoomed view where it shows.
    centring: function (svg, v, o) {
      var s = viewportScale(v), g = clippedToViewport(svg, v, s);
      if (isFinite(o.viewX)) rect(g, o.viewX, o.viewY, o.contentW, o.contentH, "pg-content", s);
      node(g, "line", { x1: v.boundsW * s / 2, x2: v.boundsW * s / 2, y1: 0, y2: v.boundsH * s, "class": "pg-leader" });
      node(g, "line", { x1: 0, x2: v.boundsW * s, y1: v.boundsH * s / 2, y2: v.boundsH * s / 2, "class": "pg-leader" });
      rect(svg, 0, 0, v.boundsW, v.boundsH, "pg-frame", s);
    },
    stacked: function (svg, v, o) { layoutDiagram(svg, v.rootW, v.rootH, 0, o); },
    floatingHeader: function (svg, v, o) { layoutDiagram(svg, v.rootW, v.rootH, v.offsetY, o); }
  };
  // The viewport drawn about 300 px on its longer side.
  function viewportScale(v) { return 300 / Math.max(v.boundsH, v.boundsW); }
  // A drawing of the viewport with a group clipped to it: only what the viewport shows, as
  // content beyond it would spill over the key.
  function clippedToViewport(svg, v, s) {
    var pad = 4, id = svg.closest("[data-playground]").id + "-clip";
    svg.setAttribute("viewBox", [-pad, -pad, v.boundsW * s + 2 * pad, v.boundsH * s + 2 * pad].join(" "));
    var clip = node(node(svg, "defs", {}), "clipPath", { id: id });
    rect(clip, 0, 0, v.boundsW, v.boundsH, "", s);
    return node(svg, "g", { "clip-path": "url(#" + id + ")" });
  }
  function layoutDiagram(svg, w, h, offset, o) {
    var total = Math.max(o.contentH, offset + h), s = 320 / Math.max(total, 1);
    svg.setAttribute("viewBox", [-5, -5, Math.max(o.contentW, w) * s + 10, total * s + 10].join(" "));
    rect(svg, 0, 0, o.contentW, o.contentH, "pg-content", s);
    o.frames.forEach(function (f, i) {
      rect(svg, f[0], f[1], f[2], f[3], "pg-view pg-view-" + i, s);
      node(svg, "text", { x: (f[0] + 6) * s + 4, y: (f[1] + 6) * s + 12, "class": "pg-label" }, "ABC"[i]);
    });
    rect(svg, 0, offset, w, h, "pg-frame", s);
  }

  // Each slider has a number field beside it: typing moves the slider (the slider clamps and
  // snaps to its step), moving the slider writes the field, and leaving the field shows the
  // value actually used.
  function numbers(section, event) {
    var t = event && event.target;
    if (t && t.dataset.number !== undefined) {
      var range = section.querySelector("[data-key=" + t.dataset.number + "]");
      if (t.value !== "" && isFinite(parseFloat(t.value))) range.value = t.value;
      if (event.type === "change") t.value = range.value;
      return;
    }
    section.querySelectorAll("[data-number]").forEach(function (n) {
      if (n === document.activeElement && event && event.type === "input" && n === t) return;
      n.value = section.querySelector("[data-key=" + n.dataset.number + "]").value;
    });
  }
  function keyOf(event) { var t = event && event.target; return t ? (t.dataset.key || t.dataset.number) : undefined; }
  // What a device preset sets: editing one by hand makes the preset Custom.
  var PRESET_KEYS = { boundsW: 1, boundsH: 1, safeTop: 1, safeLeft: 1, safeBottom: 1, safeRight: 1 };

  function setUp(section, m) {
    var kind = section.dataset.playground, form = section.querySelector(".pg-controls");
    section.querySelectorAll(".pg-controls, .pg-stage, [data-pg-live]").forEach(function (el) { el.hidden = false; });
    section.querySelectorAll("[data-pg-static]").forEach(function (el) { el.hidden = true; });
    numbers(section);
    section.addEventListener("input", function (e) { numbers(section, e); });
    section.addEventListener("change", function (e) { numbers(section, e); });
    if (kind === "simulator") { simulator(section, m); return; }
    var svg = section.querySelector("svg.pg-diagram");
    function update(event) {
      var key = keyOf(event);
      if (kind === "insets") {
        var device = section.querySelector("[data-key=device]");
        if (key in PRESET_KEYS && device.value !== "-1") device.value = "-1";
        if (key in { device: 1, landscape: 1, navigationBar: 1 }) { preset(section, m, key); numbers(section); }
        var option = device.options[device.selectedIndex], notice = section.querySelector("[data-landscape-notice]");
        notice.hidden = !(section.querySelector("[data-key=landscape]").value === "1" && option.hasAttribute("data-landscape-assumed"));
      }
      var v = values(section), o = compute[kind](m, v);
      write(section, o);
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      draw[kind](svg, v, o);
    }
    section.addEventListener("input", update);
    section.addEventListener("change", update);
    // The form's reset restores the markup's values after its event; redraw then.
    form.addEventListener("reset", function () { setTimeout(function () { numbers(section); update(); }, 0); });
    update();
    var play = section.querySelector("[data-play]");
    if (play) play.addEventListener("click", function () { playRelease(section, m, svg); });
  }
  // One 60 Hz frame at a time through sn_momentum_step, from the release offset and velocity.
  function playRelease(section, m, svg) {
    var v = values(section), o = compute.physics(m, v), offset = v.offsetY, velocity = v.velocity;
    var y = svg.pgAxisY, W = svg.pgWidth;
    var dot = node(svg, "circle", { cx: svg.pgX(offset), cy: y, r: 6, "class": "pg-mark pg-now" });
    // Its own row below the tick values, kept inside the drawing.
    var label = node(svg, "text", { x: svg.pgX(offset), y: y + 40, "text-anchor": "middle", "class": "pg-label" }, "");
    function place(x) { return Math.min(Math.max(x, 24), W - 24); }
    (function frame() {
      if (!dot.isConnected) return;
      m.sn_momentum_step(offset, velocity, 1000 / 60, o.minY, o.maxY, v.rate, v.bounces);
      offset = m.sn_result(0); velocity = m.sn_result(1);
      dot.setAttribute("cx", svg.pgX(offset)); label.setAttribute("x", place(svg.pgX(offset)));
      label.textContent = show(offset);
      if (!m.sn_result(2)) requestAnimationFrame(frame);
    })();
  }
  // A device preset fills bounds and safe area from the model's device table.
  function preset(section, m, key) {
    var v = values(section);
    function set(k, x) { var input = section.querySelector("[data-key=" + k + "]"); if (input) input.value = x; }
    if (v.device < 0) {
      // A custom size turned sideways: the longer side becomes the width (or, in portrait,
      // the height), and the content follows the width. Stated, not toggled, so the
      // input and change events of one choice agree.
      if (key === "landscape") {
        var long = Math.max(v.boundsW, v.boundsH), short = Math.min(v.boundsW, v.boundsH);
        set("boundsW", v.landscape ? long : short); set("boundsH", v.landscape ? short : long);
        set("contentW", v.landscape ? long : short);
      }
      return;
    }
    if (!m.sn_device_preset(v.device, v.landscape, v.navigationBar)) return;
    var s = slots(m, 6), keys = ["boundsW", "boundsH", "safeTop", "safeLeft", "safeBottom", "safeRight"];
    keys.forEach(function (k, i) { set(k, s[i]); });
    // The content is as wide as the screen, as in a list that scrolls vertically, so a
    // narrower device does not suddenly scroll sideways.
    set("contentW", s[0]);
  }

  function simulator(section, m) {
    var box = section.querySelector(".pg-sim"), content = section.querySelector(".pg-sim-content");
    var start = 0, running = false, release = null, down = false, v;
    var stateNames = [["tracking", "跟踪中"], ["dragging", "拖动中"], ["decelerating", "减速中"]];
    function now() { return (performance.now() - start) / 1000; }
    function begin() {
      v = values(section); scene(m, v); m.sn_sim_begin(); start = performance.now(); release = null;
      content.style.height = v.contentH + "px";
      content.style.setProperty("--page", v.boundsH + "px");
      box.style.width = v.boundsW + "px"; box.style.height = v.boundsH + "px";
      render();
    }
    function render() {
      m.sn_sim_state(); var s = slots(m, 12), f = s[2], names = [];
      stateNames.forEach(function (n, i) { if (f & (1 << i)) names.push(n); });
      content.style.transform = "translate(" + (-s[0]) + "px," + (-s[1]) + "px)";
      var state = names.length ? { en: names.map(function (n) { return n[0]; }).join(", "), zh: names.map(function (n) { return n[1]; }).join("、") } : { en: "idle", zh: "静止" };
      write(section, { offsetY: s[1], state: state, rawY: s[5], releaseOffsetY: release ? release[0] : NaN,
        releaseVY: release ? release[1] : NaN, targetY: release ? release[2] : NaN });
      section.dataset.simFlags = String(f);
      return f;
    }
    function loop() {
      m.sn_sim_advance(now());
      var f = render();
      if (f || down) requestAnimationFrame(loop); else running = false;
    }
    function run() { if (!running) { running = true; requestAnimationFrame(loop); } }
    function point(e) { var r = box.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; }
    // An event's own time (the clock performance.now() reads), so the model measures the
    // release velocity over when the finger was where, not when the handler ran.
    function at(e) { return Math.max(0, ((e.timeStamp || performance.now()) - start) / 1000); }
    // The positions the browser merged into one pointermove, oldest first: the model's
    // velocity window (its last 50 ms) then sees every one.
    function positions(e) { var list = e.getCoalescedEvents ? e.getCoalescedEvents() : []; return list.length ? list : [e]; }
    function lifted() {
      m.sn_sim_state(); var s = slots(m, 10);
      release = isFinite(s[7]) ? [s[1], s[7], s[9]] : null;
    }
    box.addEventListener("pointerdown", function (e) {
      var p = point(e); box.setPointerCapture(e.pointerId); down = true;
      m.sn_sim_touch_down(p[0], p[1], at(e)); release = null; render(); run(); e.preventDefault();
    });
    box.addEventListener("pointermove", function (e) {
      if (!down) return;
      positions(e).forEach(function (c) { var p = point(c); m.sn_sim_touch_move(p[0], p[1], at(c)); });
      render();
    });
    function up(e) {
      if (!down) return; down = false; var p = point(e);
      m.sn_sim_touch_up(p[0], p[1], at(e)); lifted(); render(); run();
    }
    box.addEventListener("pointerup", up);
    box.addEventListener("pointercancel", up);
    // Keyboard and buttons: a short synthetic drag through the same model calls.
    function flick(direction) {
      var t = now(), x = v.boundsW / 2, y = v.boundsH / 2;
      m.sn_sim_touch_down(x, y, t);
      for (var i = 1; i <= 4; i++) m.sn_sim_touch_move(x, y - direction * 30 * i, t + i / 60);
      m.sn_sim_touch_up(x, y - direction * 150, t + 5 / 60); lifted();
      render(); run();
    }
    box.addEventListener("keydown", function (e) {
      var d = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[e.key];
      if (d) { flick(d); e.preventDefault(); }
    });
    section.querySelectorAll("[data-flick]").forEach(function (b) {
      b.addEventListener("click", function () { flick(parseFloat(b.dataset.flick)); });
    });
    section.addEventListener("change", begin);
    section.querySelector(".pg-controls").addEventListener("reset", function () { setTimeout(begin, 0); });
    begin();
  }

  // A module comes as a script holding its bytes in base64 (ModuleScript) in a global: pages
  // opened from disk may load scripts but not fetch files. The layout playgrounds use the lab
  // module (ScrollNotesLabModule), the others the playground module (ScrollNotesModule).
  function loadModule(src, name) {
    return new Promise(function (resolve, reject) {
      if (typeof self[name] === "string") { resolve(self[name]); return; }
      var script = document.createElement("script");
      script.src = src;
      script.onload = function () {
        if (typeof self[name] === "string") resolve(self[name]);
        else reject(new Error(src + ": no module"));
      };
      script.onerror = function () { reject(new Error(src + ": not loaded")); };
      document.head.appendChild(script);
    });
  }
  function decode(base64) {
    var text = atob(base64), bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  // One instance per module, shared by the sections that use it.
  var modules = {};
  sections.forEach(function (s) {
    var src = s.dataset.module;
    if (!modules[src]) modules[src] = { global: s.dataset.moduleGlobal || "ScrollNotesModule", sections: [] };
    modules[src].sections.push(s);
  });
  Promise.all(Object.keys(modules).map(function (src) {
    var entry = modules[src];
    return loadModule(src, entry.global)
      .then(function (base64) { return WebAssembly.instantiate(decode(base64), {}); })
      .then(function (result) { entry.sections.forEach(function (s) { setUp(s, result.instance.exports); }); });
  }))
    .then(function () { document.documentElement.dataset.playgrounds = "ready"; })
    .catch(function (error) {
      document.documentElement.dataset.playgrounds = "failed";
      if (window.console) console.warn("playground module not loaded:", error);
    });
})();