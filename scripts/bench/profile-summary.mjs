// Summarises a .cpuprofile: self time by function and by package, and inclusive time of the heaviest frames.
//   node scripts/bench/profile-summary.mjs artifacts/bench/prof/CPU...cpuprofile [top] [--after S]
// --after S counts only the samples taken S seconds after the profile started (e.g. after a setup phase).
import fs from 'node:fs';
const afterIndex = process.argv.indexOf('--after');
const afterUs = afterIndex > 0 ? Number(process.argv[afterIndex + 1]) * 1e6 : 0;
const [file, topArg] = process.argv.slice(2).filter((arg, i, all) => arg !== '--after' && all[i - 1] !== '--after');
const top = Number(topArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
let clock = 0;
// A sample before --after weighs nothing.
const deltas = profile.timeDeltas.map((delta) => ((clock += delta) >= afterUs ? delta : 0));
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url || '').replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${n.callFrame.lineNumber + 1}`;
const pkg = (n) => { const u = n.callFrame.url || ''; const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u); return m ? m[1] : u.includes('/dist/') ? 'dist' : u ? u.replace(/^.*\//, '') : n.callFrame.functionName; };
const agg = (keyOf) => { const m = new Map(); for (const [id, t] of self) { const k = keyOf(byId.get(id)); m.set(k, (m.get(k) ?? 0) + t); } return [...m].sort((a, b) => b[1] - a[1]); };
const pct = (t) => `${(t / total * 100).toFixed(1)}%`.padStart(6);
console.log(`total ${(total / 1000).toFixed(0)} ms`);
console.log('\n-- self by package'); for (const [k, t] of agg(pkg).slice(0, 15)) console.log(pct(t), k);
console.log('\n-- self by function'); for (const [k, t] of agg(label).slice(0, top)) console.log(pct(t), k);
// inclusive: time of samples whose stack contains the function (counted once per sample)
const incl = new Map();
profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur !== undefined) { const k = label(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (deltas[i] ?? 0)); } cur = parent.get(cur); } });
console.log('\n-- inclusive'); for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(pct(t), k);
