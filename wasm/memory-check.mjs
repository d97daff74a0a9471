// The page calls a module on every input event and animation frame, so repeated calls must
// reuse memory. Runs the lab module's layout playgrounds, or the playground module's questions,
// simulated drags, iOS 17/17.4 members and a nested pair, many times and prints the memory
// size; exits 1 when it grew past 1 MB (the lab module: grew by more than 1 MB).
// Usage: node wasm/memory-check.mjs MODULE.wasm
import { readFileSync } from "node:fs";

const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const e = instance.exports;
if (e.sn_layout_stacked) {
  const before = e.memory.buffer.byteLength;
  for (let i = 0; i < 400; i++) {
    e.sn_layout_stacked(375, 667, i % 60, 400, 500, i % 200);
    e.sn_layout_floating_header(375, 667, 150, 50, 700, 50, i % 900, i % 2);
  }
  const bytes = e.memory.buffer.byteLength;
  console.log(`memory ${before} -> ${bytes} bytes`);
  process.exit(bytes - before <= 1 << 20 ? 0 : 1);
}
e.sn_reset(280, 400);
e.sn_set_content_size(280, 1600);
e.sn_set_flags(1 | 2 | 4 | 32 | 256);
e.sn_sim_begin();
let t = 0;
for (let k = 0; k < 300; k++) {
  e.sn_sim_touch_down(100, 300, t);
  for (let i = 1; i < 8; i++) e.sn_sim_touch_move(100, 300 - 20 * i, t + i / 60);
  e.sn_sim_touch_up(100, 120, t + 9 / 60);
  t += 3;
  e.sn_sim_advance(t);
  e.sn_adjusted_inset();
  e.sn_set_zoom_scale(2);
}
// The iOS 17/17.4 members: animated scrolls and zooms, keys, indicators, stop, a nested pair.
e.sn_reset(375, 667);
e.sn_set_content_size(375, 667);
e.sn_set_zoom(1, 1, 4);
e.sn_sim_begin();
for (let k = 0; k < 300; k++) {
  e.sn_sim_do(1, 1 + (k % 3), 1, 0, 0);
  e.sn_sim_do(6, 0, k % 400, k % 2, 0);
  e.sn_sim_do(5, k % 8, 0, 0, 0);
  e.sn_sim_do(7, 0, 0, 0, 0);
  t += 0.2;
  e.sn_sim_advance(t);
  e.sn_sim_state();
  e.sn_sim_do(4, 0, 0, 0, 0);
}
e.sn_reset(375, 667);
e.sn_set_content_size(375, 2000);
e.sn_nested(0, 0, 0);
e.sn_reset(375, 300);
e.sn_set_content_size(375, 600);
for (let k = 0; k < 300; k++) {
  e.sn_nested(1, 0, 0);
  for (let i = 1; i < 8; i++) e.sn_nested(2, 0, -40 * i);
  e.sn_nested(3, 0, 0);
  e.sn_nested(5, 0, 0);
}
const bytes = e.memory.buffer.byteLength;
console.log(`memory ${bytes} bytes`);
process.exit(bytes <= 1 << 20 ? 0 : 1);
