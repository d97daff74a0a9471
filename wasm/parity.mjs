// Runs call programs against the wasm module and prints what each call left behind, for the
// parity test (Tests/ScrollWasmTests). Usage: node wasm/parity.mjs MODULE.wasm PROGRAMS.json
// A program is a list of calls [name, ...args]; a double argument is its 64-bit pattern in hex,
// an integer argument is an i32. Output: one line per call, the return value and the 24 result
// slots as 64-bit patterns ("void" for no return value, "nan" for any NaN, whose payload wasm
// leaves unspecified).
import { readFileSync } from "node:fs";

const [modulePath, programsPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const exports = instance.exports;
const view = new DataView(new ArrayBuffer(8));
const fromHex = (h) => { view.setBigUint64(0, BigInt("0x" + h)); return view.getFloat64(0); };
const toHex = (x) => {
  if (Number.isNaN(x)) return "nan";
  view.setFloat64(0, x);
  return view.getBigUint64(0).toString(16).padStart(16, "0");
};

const lines = [];
for (const program of JSON.parse(readFileSync(programsPath, "utf8"))) {
  for (const [name, ...args] of program) {
    const fn = exports[name];
    if (typeof fn !== "function") throw new Error(`no export ${name}`);
    const value = fn(...args.map((a) => (typeof a === "string" ? fromHex(a) : a)));
    const record = [value === undefined ? "void" : toHex(value)];
    for (let i = 0; i < 24; i++) record.push(toHex(exports.sn_result(i)));
    lines.push(record.join(" "));
  }
}
process.stdout.write(lines.join("\n") + "\n");
