// Time per edit of the Auto Layout lab (issue 18): one lab_run (read, solve, answer) of the lab
// module as the site ships it, for each layout snippet the lab offers and for a generated
// 300-constraint script. Prints numbers; not a timed test.
//   node Benchmarks/lab/bench.mjs SITE_FOLDER
import { readFileSync, readdirSync } from "node:fs";

const site = process.argv[2] || "site";
const moduleFile = readdirSync(`${site}/assets`).find((f) => f.startsWith("labmodule."));
const script = readFileSync(`${site}/assets/${moduleFile}`, "utf8");
const bytes = Buffer.from(script.slice(script.indexOf('"') + 1, script.lastIndexOf('"')), "base64");
const { instance } = await WebAssembly.instantiate(bytes, {});
const lab = instance.exports;
const page = readFileSync(`${site}/lab/index.html`, "utf8");
const examples = JSON.parse(page.match(/<script type="application\/json" data-lab-examples>(.*?)<\/script>/s)[1]);

const encoder = new TextEncoder();
function run(code) {
  const input = encoder.encode(code);
  const at = lab.lab_input(input.length);
  new Uint8Array(lab.memory.buffer, at, input.length).set(input);
  return lab.lab_run(input.length, 0, 0);
}
function time(code) {
  for (let i = 0; i < 5; i++) run(code);  // warm up
  const samples = [];
  for (let i = 0; i < 25; i++) {
    const start = performance.now();
    run(code);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[12], worst: samples[24] };
}

// 300 constraints: 75 stacked rows in a content view, 4 constraints each (plus the frame).
function bigScript(rows) {
  const lines = ["let scrollView = UIScrollView()", "let contentView = UIView()",
    "scrollView.translatesAutoresizingMaskIntoConstraints = false",
    "contentView.translatesAutoresizingMaskIntoConstraints = false",
    "view.addSubview(scrollView)", "scrollView.addSubview(contentView)"];
  const constraints = [
    "scrollView.topAnchor.constraint(equalTo: view.topAnchor)", "scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor)",
    "scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor)", "scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)",
    "contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)",
    "contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor)",
    "contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor)",
    "contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)",
    "contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)"];
  for (let i = 0; i < rows; i++) {
    lines.push(`let row${i} = UIView()`, `row${i}.translatesAutoresizingMaskIntoConstraints = false`, `contentView.addSubview(row${i})`);
    const above = i === 0 ? "contentView.topAnchor" : `row${i - 1}.bottomAnchor`;
    constraints.push(`row${i}.topAnchor.constraint(equalTo: ${above}, constant: 8)`,
      `row${i}.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)`,
      `row${i}.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)`,
      `row${i}.heightAnchor.constraint(equalToConstant: ${40 + (i % 5) * 10})`);
  }
  constraints.push(`row${rows - 1}.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)`);
  return lines.concat(["NSLayoutConstraint.activate([", ...constraints.map((c) => `  ${c},`), "])"]).join("\n");
}

console.log(`lab module ${moduleFile}: ${bytes.length} bytes`);
console.log("snippet                                   constraints  median ms  worst ms");
const report = (name, code) => {
  const t = time(code);
  const answer = JSON.parse(new TextDecoder().decode(new Uint8Array(lab.memory.buffer, lab.lab_output(), run(code))));
  console.log(`${name.padEnd(42)}${String(answer.constraintCount).padStart(11)}${t.median.toFixed(2).padStart(11)}${t.worst.toFixed(2).padStart(10)}`);
};
for (const example of examples) report(example.id, example.code);
report("generated: 75 rows (300 constraints)", bigScript(73));
