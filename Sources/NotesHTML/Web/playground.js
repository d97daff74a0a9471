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
  function slots(m, n) { var a = []; for (var i = 0; i < n; i++) a.push(m.sn_result(i)); return a; }

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
      if (value && value.en !== undefined) {
        // Both languages as spans: the page's language switch (CSS) shows the right one.
        el.textContent = "";
        [["en", "en", value.en], ["zh", "zh-Hans", value.zh]].forEach(function (l) {
          var span = document.createElement("span");
          span.className = l[0]; span.lang = l[1]; span.textContent = l[2]; el.appendChild(span);
        });
        el.dataset.value = value.en; return;
      }
      el.dataset.value = isFinite(value) ? String(value) : "NaN";
      el.textContent = show(value);
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

  // Diagrams, in points scaled to fit about 300 px.
  var draw = {
    insets: function (svg, v, o) {
      var s = 300 / Math.max(v.boundsH, v.boundsW), pad = 10;
      svg.setAttribute("viewBox", [-pad, -pad, v.boundsW * s + 2 * pad, v.boundsH * s + 2 * pad].join(" "));
      // The content at the resting minimum offset: it starts adjustedContentInset.top below the frame's top.
      rect(svg, -o.minX, -o.minY, v.contentW, v.contentH, "pg-content", s);
      rect(svg, 0, 0, v.boundsW, v.safeTop, "pg-safe", s);
      rect(svg, 0, v.boundsH - v.safeBottom, v.boundsW, v.safeBottom, "pg-safe", s);
      rect(svg, 0, 0, v.safeLeft, v.boundsH, "pg-safe", s);
      rect(svg, v.boundsW - v.safeRight, 0, v.safeRight, v.boundsH, "pg-safe", s);
      rect(svg, -o.minX, -o.minY - v.insetTop, v.contentW, v.insetTop, "pg-inset", s);
      rect(svg, 0, 0, v.boundsW, v.boundsH, "pg-frame", s);
    },
    physics: function (svg, v, o) {
      var lo = Math.min(o.minY, o.rubberY, o.decelY, v.offsetY) - 50, hi = Math.max(o.maxY, o.decelY, v.offsetY, o.rubberY) + 50;
      var W = 560, y = 40, x = function (p) { return 20 + (p - lo) / (hi - lo) * (W - 40); };
      svg.pgX = x;
      svg.setAttribute("viewBox", "0 0 " + W + " 80");
      node(svg, "line", { x1: x(lo), x2: x(hi), y1: y, y2: y, "class": "pg-axis" });
      node(svg, "rect", { x: x(o.minY), y: y - 6, width: Math.max(1, x(o.maxY) - x(o.minY)), height: 12, "class": "pg-range" });
      [[v.offsetY, "offset", "偏移", 0], [o.decelY, "momentum", "惯性", 1], [o.targetY, "target", "目标", 2], [o.rubberY, "rubber band", "橡皮筋", 3]].forEach(function (p) {
        node(svg, "circle", { cx: x(p[0]), cy: y, r: 4, "class": "pg-mark pg-mark-" + p[3] });
        // One label per language; the figure rule of the stylesheet shows the reader's.
        node(svg, "text", { x: x(p[0]), y: p[3] % 2 ? y + 24 : y - 12, "text-anchor": "middle", "class": "pg-label lang-en" }, p[1]);
        node(svg, "text", { x: x(p[0]), y: p[3] % 2 ? y + 24 : y - 12, "text-anchor": "middle", "class": "pg-label lang-zh", lang: "zh-Hans" }, p[2]);
      });
    },
    zoom: function (svg, v, o) {
      var z = isFinite(o.zoomScale) ? o.zoomScale : 1, s = 220 / (v.boundsH * Math.max(z, 1));
      svg.setAttribute("viewBox", [-5, -5, v.boundsW * Math.max(z, 1) * s + 10, v.boundsH * Math.max(z, 1) * s + 10].join(" "));
      rect(svg, 0, 0, v.contentW * z, v.contentH * z, "pg-content", s);
      rect(svg, isFinite(o.offsetX) ? o.offsetX : 0, isFinite(o.offsetY) ? o.offsetY : 0, v.boundsW, v.boundsH, "pg-frame", s);
    },
    stacked: function (svg, v, o) { layoutDiagram(svg, v.rootW, v.rootH, 0, o); },
    floatingHeader: function (svg, v, o) { layoutDiagram(svg, v.rootW, v.rootH, v.offsetY, o); }
  };
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

  function setUp(section, m) {
    var kind = section.dataset.playground;
    section.querySelectorAll("[hidden]").forEach(function (el) { el.hidden = false; });
    section.querySelector("[data-pg-static]").hidden = true;
    if (kind === "simulator") { simulator(section, m); return; }
    var svg = section.querySelector("svg.pg-diagram");
    function update(event) {
      if (kind === "insets" && event && event.target.dataset.key in { device: 1, landscape: 1, navigationBar: 1 }) preset(section, m, event.target.dataset.key);
      section.querySelectorAll("output[data-show]").forEach(function (el) {
        el.textContent = show(parseFloat(section.querySelector("[data-key=" + el.dataset.show + "]").value));
      });
      var v = values(section), o = compute[kind](m, v);
      write(section, o);
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      draw[kind](svg, v, o);
    }
    section.addEventListener("input", update);
    section.addEventListener("change", update);
    update();
    var play = section.querySelector("[data-play]");
    if (play) play.addEventListener("click", function () { playRelease(section, m, svg); });
  }
  // One 60 Hz frame at a time through sn_momentum_step, from the release offset and velocity.
  function playRelease(section, m, svg) {
    var v = values(section), o = compute.physics(m, v), offset = v.offsetY, velocity = v.velocity;
    var dot = node(svg, "circle", { cx: svg.pgX(offset), cy: 40, r: 6, "class": "pg-mark pg-now" });
    var label = node(svg, "text", { x: svg.pgX(offset), y: 70, "text-anchor": "middle", "class": "pg-label" }, "");
    (function frame() {
      if (!dot.isConnected) return;
      m.sn_momentum_step(offset, velocity, 1000 / 60, o.minY, o.maxY, v.rate, v.bounces);
      offset = m.sn_result(0); velocity = m.sn_result(1);
      dot.setAttribute("cx", svg.pgX(offset)); label.setAttribute("x", svg.pgX(offset));
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
    function lifted() {
      m.sn_sim_state(); var s = slots(m, 10);
      release = isFinite(s[7]) ? [s[1], s[7], s[9]] : null;
    }
    box.addEventListener("pointerdown", function (e) {
      var p = point(e); box.setPointerCapture(e.pointerId); down = true;
      m.sn_sim_touch_down(p[0], p[1], now()); release = null; render(); run(); e.preventDefault();
    });
    box.addEventListener("pointermove", function (e) {
      if (!down) return; var p = point(e); m.sn_sim_touch_move(p[0], p[1], now()); render();
    });
    function up(e) {
      if (!down) return; down = false; var p = point(e);
      m.sn_sim_touch_up(p[0], p[1], now()); lifted(); render(); run();
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
    begin();
  }

  // The module comes as a script holding its bytes in base64 (ModuleScript): pages opened
  // from disk may load scripts but not fetch files.
  function loadModule(src) {
    return new Promise(function (resolve, reject) {
      if (typeof self.ScrollNotesModule === "string") { resolve(self.ScrollNotesModule); return; }
      var script = document.createElement("script");
      script.src = src;
      script.onload = function () {
        if (typeof self.ScrollNotesModule === "string") resolve(self.ScrollNotesModule);
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

  loadModule(sections[0].dataset.module)
    .then(function (base64) { return WebAssembly.instantiate(decode(base64), {}); })
    .then(function (result) {
      sections.forEach(function (s) { setUp(s, result.instance.exports); });
      document.documentElement.dataset.playgrounds = "ready";
    })
    .catch(function (error) {
      document.documentElement.dataset.playgrounds = "failed";
      if (window.console) console.warn("playground module not loaded:", error);
    });
})();
