// Runs lab cases against the lab module and prints each answer, for the parity test
// (Tests/LabWasmTests). Usage: node wasm/lab-parity.mjs LAB.wasm CASES.json
// A case is {"code": "...", "device": 0, "landscape": false}, answered by lab_run, or
// {"call": "sn_layout_stacked", "args": [...]} (a layout playground's export), answered by its
// result slots; output: one JSON answer a line.
import { readFileSync } from "node:fs";

const [modulePath, casesPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const lab = instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const lines = [];
for (const c of JSON.parse(readFileSync(casesPath, "utf8"))) {
  if (c.call) {
    const count = lab[c.call](...c.args);
    const slots = [];
    for (let i = 0; i < count; i++) slots.push(lab.lab_result(i));
    lines.push(JSON.stringify(slots));
    continue;
  }
  const bytes = encoder.encode(c.code);
  const at = lab.lab_input(bytes.length);
  new Uint8Array(lab.memory.buffer, at, bytes.length).set(bytes);
  const length = lab.lab_run(bytes.length, c.device, c.landscape ? 1 : 0);
  lines.push(decoder.decode(new Uint8Array(lab.memory.buffer, lab.lab_output(), length)));
}
process.stdout.write(lines.join("\n") + "\n");
