// The Auto Layout lab (issue 18). The reader's Swift goes to the lab module (the articles'
// layout reader, the build's runner and the layout engine compiled to WebAssembly,
// scripts/build-lab-wasm.sh) on every edit; its JSON answer is drawn, listed and kept in
// [data-lab-json] for tests. The code lives in the URL fragment (#code=…), so a lab link can be
// shared; nothing leaves the page.
(function () {
  "use strict";
  var section = document.querySelector("section.lab[data-lab-module]");
  if (!section) return;
  var textarea = section.querySelector("textarea[name=code]");
  var gutter = section.querySelector(".lab-gutter");
  var marks = section.querySelector(".lab-marks");
  var figure = section.querySelector(".lab-figure");
  var facts = section.querySelector(".lab-facts");
  var list = section.querySelector(".lab-diagnostics");
  var store = section.querySelector("[data-lab-json]");
  var timing = section.querySelector("[data-lab-time]");
  var deviceSelect = section.querySelector("select[name=device]");
  var landscapeBox = section.querySelector("input[name=landscape]");
  var exampleSelect = section.querySelector("select[name=example]");
  var shareButton = section.querySelector("[data-lab-share]");
  var shareField = section.querySelector("input[name=share]");
  var examples = [];
  try { examples = JSON.parse(section.querySelector("[data-lab-examples]").textContent); } catch (e) { examples = []; }
  var lab = null;

  function esc(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  // Inline code in messages: `name` becomes <code>name</code>.
  function prose(text) {
    return esc(text).replace(/`([^`]+)`/g, "<code>$1</code>");
  }
  function both(en, zh) {
    return '<span lang="en" class="en">' + prose(en) + '</span><span lang="zh-Hans" class="zh">' + prose(zh) + "</span>";
  }
  function num(x) { return Math.round(x * 100) / 100; }

  // ---- the fragment: #code=…&device=…&landscape=1 ----
  function readFragment() {
    var found = {};
    var hash = location.hash.replace(/^#/, "");
    hash.split("&").forEach(function (part) {
      var eq = part.indexOf("=");
      if (eq > 0) {
        try { found[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1)); } catch (e) { /* a broken link keeps the example */ }
      }
    });
    return found;
  }
  function fragment() {
    var text = "#code=" + encodeURIComponent(textarea.value);
    if (deviceSelect && deviceSelect.value !== "notes") text += "&device=" + encodeURIComponent(deviceSelect.value);
    if (landscapeBox && landscapeBox.checked) text += "&landscape=1";
    return text;
  }
  function applyFragment() {
    var found = readFragment();
    if (typeof found.code === "string") textarea.value = found.code;
    if (deviceSelect && found.device && deviceSelect.querySelector('option[value="' + found.device.replace(/"/g, "") + '"]')) {
      deviceSelect.value = found.device;
    }
    if (landscapeBox) landscapeBox.checked = found.landscape === "1";
  }
  var fragmentTimer = 0;
  function keepFragment() {
    clearTimeout(fragmentTimer);
    fragmentTimer = setTimeout(function () {
      var next = fragment();
      if (location.hash !== next && history.replaceState) history.replaceState(null, "", next);
      if (shareField) shareField.value = location.href;
    }, 150);
  }

  // ---- the editor: line numbers and marks beside the textarea ----
  function lineCount() { return textarea.value.split("\n").length; }
  function drawLines(byLine) {
    var count = lineCount(), numbers = "", bands = "";
    for (var i = 1; i <= count; i++) {
      var found = byLine[i];
      var cls = found ? " lab-line-" + found : "";
      numbers += '<span class="lab-number' + cls + '" data-line="' + i + '">' + i + "</span>";
      bands += '<span class="lab-band' + cls + '" data-line="' + i + '"></span>';
    }
    gutter.innerHTML = numbers;
    marks.innerHTML = bands;
    syncScroll();
  }
  function syncScroll() {
    gutter.scrollTop = textarea.scrollTop;
    marks.style.transform = "translateY(" + -textarea.scrollTop + "px)";
  }
  function selectLine(line) {
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    var end = start + (lines[line - 1] || "").length;
    textarea.focus();
    textarea.setSelectionRange(start, end);
    var height = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.scrollTop = Math.max(0, (line - 3) * height);
    syncScroll();
  }
  function applyFix(fix) {
    var lines = textarea.value.split("\n");
    var at = Math.max(1, Math.min(fix.after, lines.length));
    var text = lines[at - 1] || "";
    if (fix.find) {
      if (text.indexOf(fix.find) >= 0) lines[at - 1] = text.replace(fix.find, fix.replace);
    } else {
      var indent = (text.match(/^\s*/) || [""])[0];
      var comma = /,\s*$/.test(text) ? "," : "";
      lines.splice(at, 0, indent + fix.code + comma);
    }
    textarea.value = lines.join("\n");
    run();
  }

  // ---- running ----
  var encoder = new TextEncoder(), decoder = new TextDecoder();
  function solve(code) {
    var bytes = encoder.encode(code);
    var at = lab.lab_input(bytes.length);
    new Uint8Array(lab.memory.buffer, at, bytes.length).set(bytes);
    var device = deviceSelect ? deviceSelect.selectedIndex : 0;
    var length = lab.lab_run(bytes.length, device < 0 ? 0 : device, landscapeBox && landscapeBox.checked ? 1 : 0);
    var out = lab.lab_output();
    return JSON.parse(decoder.decode(new Uint8Array(lab.memory.buffer, out, length)));
  }

  var severityWords = {
    error: ["Error", "错误"], warning: ["Warning", "警告"], unsupported: ["Not read", "未读取"], note: ["Note", "说明"]
  };
  var rank = { error: 4, warning: 3, unsupported: 2, note: 1 };

  function render(result, ms) {
    figure.innerHTML = result.svg;
    var rows = '<dt>' + both("Root view", "根视图") + "</dt><dd><code>" + num(result.root.width) + " × " + num(result.root.height) + "</code></dd>";
    result.scrollViews.forEach(function (s) {
      var open = s.open.length ? ' <span class="lab-open-badge">' + both("ambiguous", "有歧义") + "</span>" : "";
      rows += "<dt><code>" + esc(s.name) + ".contentSize</code></dt><dd><code>" + num(s.contentSize.width) + " × " + num(s.contentSize.height) + "</code>" + open + "</dd>";
      var r = s.offsetRange;
      rows += "<dt>" + both("Offset range", "偏移范围") + " <code>" + esc(s.name) + "</code></dt><dd><code>x " + num(r.minX) + "…" + num(r.maxX) + ", y " + num(r.minY) + "…" + num(r.maxY) + "</code></dd>";
    });
    rows += "<dt>" + both("Constraints", "约束") + "</dt><dd><code>" + result.constraintCount + "</code></dd>";
    facts.innerHTML = rows;

    var byLine = {};
    var items = "";
    result.diagnostics.forEach(function (d, index) {
      d.lines.forEach(function (line) {
        if (!byLine[line] || rank[d.severity] > rank[byLine[line]]) byLine[line] = d.severity;
      });
      var words = severityWords[d.severity] || severityWords.note;
      var where = d.line > 0
        ? '<button type="button" class="lab-goto" data-line="' + d.line + '">' + both("line " + d.line, "第 " + d.line + " 行") + "</button> "
        : "";
      var item = '<li class="lab-finding lab-' + d.severity + '" data-id="' + esc(d.id) + '" data-line="' + d.line + '">';
      item += '<span class="lab-severity">' + both(words[0], words[1]) + "</span> " + where + both(d.en, d.zh);
      if (d.detail && d.detail !== d.en) item += '<pre class="lab-detail">' + esc(d.detail) + "</pre>";
      if (d.fix) {
        item += '<p class="lab-fix">' + both("Fix: " + d.fix.en, "修正：" + d.fix.zh)
          + ' <button type="button" class="lab-apply" data-fix="' + index + '">' + both("Apply", "应用") + "</button></p>";
      }
      items += item + "</li>";
    });
    if (!items) items = '<li class="lab-finding lab-clean">' + both("No diagnostics: every value is decided.", "没有诊断：每个值都已确定。") + "</li>";
    list.innerHTML = items;
    list.querySelectorAll(".lab-goto").forEach(function (b) {
      b.addEventListener("click", function () { selectLine(parseInt(b.dataset.line, 10)); });
    });
    list.querySelectorAll(".lab-apply").forEach(function (b) {
      b.addEventListener("click", function () { applyFix(result.diagnostics[parseInt(b.dataset.fix, 10)].fix); });
    });
    drawLines(byLine);

    var kept = {};
    Object.keys(result).forEach(function (key) { if (key !== "svg") kept[key] = result[key]; });
    kept.ms = ms;
    store.textContent = JSON.stringify(kept);
    if (timing) timing.innerHTML = both("solved in " + ms.toFixed(1) + " ms", "求解用时 " + ms.toFixed(1) + " 毫秒");
    section.dataset.labRuns = String((parseInt(section.dataset.labRuns || "0", 10) || 0) + 1);
  }

  function run() {
    if (!lab) return;
    var started = performance.now();
    var result;
    try {
      result = solve(textarea.value);
    } catch (error) {
      list.innerHTML = '<li class="lab-finding lab-error">' + both("The lab module failed: " + error, "实验室模块出错：" + error) + "</li>";
      return;
    }
    render(result, performance.now() - started);
    keepFragment();
  }

  var pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    // One run per frame however fast the typing.
    requestAnimationFrame(function () { pending = false; run(); });
  }

  // ---- the module (a script holding base64, ModuleScript, which loads from disk too) ----
  function loadModule(src) {
    return new Promise(function (resolve, reject) {
      if (typeof self.ScrollNotesLabModule === "string") { resolve(self.ScrollNotesLabModule); return; }
      var script = document.createElement("script");
      script.src = src;
      script.onload = function () {
        if (typeof self.ScrollNotesLabModule === "string") resolve(self.ScrollNotesLabModule);
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

  applyFragment();
  drawLines({});
  textarea.addEventListener("input", schedule);
  textarea.addEventListener("scroll", syncScroll);
  gutter.addEventListener("click", function (e) {
    var line = e.target && e.target.dataset && e.target.dataset.line;
    if (line) selectLine(parseInt(line, 10));
  });
  if (deviceSelect) deviceSelect.addEventListener("change", run);
  if (landscapeBox) landscapeBox.addEventListener("change", run);
  if (exampleSelect) {
    exampleSelect.addEventListener("change", function () {
      var chosen = examples[parseInt(exampleSelect.value, 10)];
      if (chosen) { textarea.value = chosen.code; run(); }
    });
  }
  window.addEventListener("hashchange", function () {
    if (location.hash !== fragment()) { applyFragment(); run(); }
  });
  if (shareButton) {
    shareButton.addEventListener("click", function () {
      var link = location.href.split("#")[0] + fragment();
      if (shareField) { shareField.value = link; shareField.select(); }
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link).catch(function () {});
      shareButton.dataset.copied = "1";
    });
  }

  loadModule(section.dataset.labModule)
    .then(function (base64) { return WebAssembly.instantiate(decode(base64), {}); })
    .then(function (result) {
      lab = result.instance.exports;
      section.dataset.lab = "ready";
      run();
    })
    .catch(function (error) {
      section.dataset.lab = "failed";
      list.innerHTML = '<li class="lab-finding lab-error">' + both("The lab module could not be loaded: " + error, "无法加载实验室模块：" + error) + "</li>";
    });
})();