// Summarises the .cpuprofile files of a `BENCH_PIPELINE_CPU_PROF=dir` pipeline run (one per
// process and thread): busy time, self time by the leaf frame's package (kysely, pg, sharp, native
// writev, …) and by the nearest product frame on the stack (svc-billing/repo, packages/platform/
// events, …) — the API process runs several services in one process, and this tells them apart.
// Async work resumed from a socket has no product frame above it: it shows as "- <package>".
// Usage: node bench/lib/cpu-profile-summary.mjs dir
import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2];
for (const f of readdirSync(dir).filter((x) => x.endsWith('.cpuprofile'))) {
  const p = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  const pkgOf = (url, fn) => {
    if (!url) return fn.startsWith('(') ? fn : `native ${fn}`;
    let m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url); if (m) return m[1];
    m = /\/(svc-[a-z]+|packages\/[a-z-]+|bench)\//.exec(url); if (m) return m[1];
    if (url.startsWith('node:')) return url.split('/')[0] + '/' + (url.split(':')[1].split('/')[0]);
    return url;
  };
  const prodOf = (id) => { for (let x = id; x !== undefined; x = parent.get(x)) { const n = byId.get(x); const m = /\/(svc-[a-z]+|packages\/(?!runtime)[a-z-]+)\/src\/([a-z-]+)?/.exec(n.callFrame.url || ''); if (m && !/node_modules/.test(n.callFrame.url)) return m[1] + (m[2] && !m[2].includes('.') ? '/' + m[2] : ''); } return null; };
  const byPkg = new Map(), byProd = new Map(); let total = 0, idle = 0;
  for (const [id, t] of self) {
    const n = byId.get(id); const k = pkgOf(n.callFrame.url, n.callFrame.functionName);
    if (k === '(idle)') { idle += t; continue; }
    total += t; byPkg.set(k, (byPkg.get(k) ?? 0) + t);
    const pr = prodOf(id) ?? `- ${k}`; byProd.set(pr, (byProd.get(pr) ?? 0) + t);
  }
  const show = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, t]) => `${k} ${(100 * t / total).toFixed(1)}%`).join(', ');
  console.log(`\n${f}: busy ${(total / 1e6).toFixed(1)} s (idle ${(idle / 1e6).toFixed(1)} s)\n by leaf package: ${show(byPkg)}\n by nearest product frame: ${show(byProd)}`);
}
