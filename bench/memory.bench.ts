// Where the embedded product's memory goes: `npm start`'s process (a child, fresh data dir, free
// port) after ordinary use — idle RSS and its parts — and under the upload load (12 concurrent
// uploads of the largest legal image from one user against in-paint and up-scale, while another
// user lists their images and a client polls /healthz) — peak RSS (VmHWM) and those two latencies
// as ratios against their idle baseline. Parts come from /proc/PID (status, smaps) and from a
// bench-only preload (lib/mem-probe.ts) that answers SIGUSR2 with process.memoryUsage() and V8's
// heap statistics; the product itself exposes nothing. Loopback only, bounded in count and time.
import { randomFillSync } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGING_LIMITS, routes } from '@atelier/contracts';
import { startSmtpCapture } from '@atelier/testkit';
import { Client } from './lib/client';
import { assertLoopback } from './lib/load';
import { startProduct, type Product } from './lib/product';

const MiB = 1024 * 1024;
/** The load's shape (the issue's: twelve concurrent uploads from one user). */
export const UPLOADS = 12;
/** Every request of the load gives up after this; the whole load after twice this. */
const REQUEST_TIMEOUT_MS = 120_000;
/** Quiet time before the idle figures, so startup's and use's garbage has had its chance to go. */
const SETTLE_MS = 5_000;
/** Quiet time after the load before "idle again": the load's garbage is mostly ArrayBuffers that
 *  V8 frees at its next mark-compact, which its memory reducer starts only once allocation has been
 *  low for a while (at 5 s the last in-paint's 190 MiB were still counted; at 30 s they are gone). */
const AFTER_LOAD_SETTLE_MS = 30_000;

/** One reading of the product's memory, in MiB. */
export interface MemParts {
  rss: number;
  /** Peak RSS since start, or since the last reset before the load (VmHWM). */
  hwm: number;
  /** V8's managed heap: used, and reserved (total). */
  heapUsed: number;
  heapTotal: number;
  /** Memory V8 is told about outside its heap (Buffers, ArrayBuffers, the wasm memory's size);
   *  arrayBuffers is the Buffers' and ArrayBuffers' share, which lives in `native`. */
  external: number;
  arrayBuffers: number;
  /** The WebAssembly memory's resident pages (PGlite's Postgres): the anonymous mapping V8
   *  reserves for a wasm32 memory (several GiB of address space, touched as it grows). */
  wasm: number;
  /** Resident pages of mapped files: node itself, libvips/sharp and other shared libraries. */
  files: number;
  /** The rest: malloc's arenas (Buffers, libvips' pixel buffers and cache, zlib, …), thread
   *  stacks, V8's code and bookkeeping outside the heap spaces. */
  native: number;
}

export interface MemoryFigures {
  /** Right after the first start on a fresh data dir (initdb, migrations, seeding), and its peak. */
  startRss: number;
  startHwm: number;
  /** After ordinary use, settled. */
  idle: MemParts;
  load: null | {
    uploadBytes: number;
    uploadDataUrlChars: number;
    uploadPixels: string;
    /** Highest of each part seen while sampling during the load (not all at the same instant). */
    loadMax: MemParts;
    /** VmHWM over the load (reset just before it). */
    peakRss: number;
    afterLoad: MemParts;
    /** Answers by status, one message of each, and the load's wall time. */
    uploads: { statuses: Record<string, number>; messages: Record<string, string>; seconds: number };
    healthz: MemoryLatency;
    list: MemoryLatency;
  };
  /** Started again on the same data dir, after signing in and browsing, settled. */
  warmStartRss: number;
  warmIdle: MemParts;
}

/** One request's time in ms, one at a time: at idle, and while the load runs. */
export interface MemoryLatency {
  idleP50: number;
  idleMax: number;
  loadP50: number;
  loadMax: number;
  samples: number;
  /** Calls that did not answer 2xx (at idle or under the load); their time is counted too. */
  failed: number;
}

// ---- reading the process ---------------------------------------------------------------------

function statusKb(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}

/**
 * Resident KiB of the wasm memory and of file-backed mappings, from smaps. V8 reserves ~10 GiB
 * of address space for each wasm32 memory and makes the part in use readable and writable, so
 * the memory shows as an anonymous rw mapping directly followed by an inaccessible (---p)
 * remainder, the two spanning at least 8 GiB; nothing else in the process looks like that.
 */
function smapsParts(pid: number): { wasmKb: number; filesKb: number } {
  const maps: Array<{ start: bigint; end: bigint; perms: string; path: string; rssKb: number }> = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], path: head[4], rssKb: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1].rssKb = Number(rss[1]);
  }
  const GiB8 = 8n * 1024n * 1024n * 1024n;
  let wasmKb = 0;
  let filesKb = 0;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    if (m.path.startsWith('/')) filesKb += m.rssKb;
    else if (!m.path && m.perms.startsWith('rw') && next && !next.path && next.perms.startsWith('---') && next.start === m.end && next.end - m.start >= GiB8) wasmKb += m.rssKb;
  });
  return { wasmKb, filesKb };
}

/** Asks the preload for the process's own view (SIGUSR2 → a JSON file), waiting for its answer. */
async function probe(pid: number, file: string): Promise<Record<string, number>> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    } catch {
      // not written yet, or caught mid-write
    }
    if (Date.now() > deadline) throw new Error('the memory probe did not answer (is bench/lib/mem-probe.ts preloaded?)');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function readParts(pid: number, probeFile: string): Promise<MemParts> {
  const p = await probe(pid, probeFile);
  const s = statusKb(pid);
  const { wasmKb, filesKb } = smapsParts(pid);
  const mib = (kb: number) => kb / 1024;
  const rss = mib(s.VmRSS);
  const heapTotal = p.heapTotal / MiB;
  const external = p.external / MiB;
  const wasm = mib(wasmKb);
  const files = mib(filesKb);
  return {
    rss,
    hwm: mib(s.VmHWM),
    heapUsed: p.heapUsed / MiB,
    heapTotal,
    external,
    arrayBuffers: p.arrayBuffers / MiB,
    wasm,
    files,
    native: Math.max(0, rss - heapTotal - wasm - files),
  };
}

const maxParts = (a: MemParts, b: MemParts): MemParts =>
  Object.fromEntries(Object.keys(a).map((k) => [k, Math.max(a[k as keyof MemParts], b[k as keyof MemParts])])) as unknown as MemParts;

// ---- the largest legal upload ----------------------------------------------------------------

/**
 * The largest image the contract lets through: as many pixels as imaging decodes
 * (IMAGING_LIMITS.inputPixelsMax, square), as a JPEG of noise at the highest quality whose data URL
 * still fits both the field's limit (dataUrlMax) and the smaller of the two routes' body limits
 * (after the mask and the JSON around it). Derived, so it follows the limits when they change; kept
 * in the temp dir between runs (encoding 16 M pixels a dozen times takes a while).
 */
async function largestLegalUpload(maskDataUrl: string): Promise<{ dataUrl: string; bytes: number; side: number }> {
  const side = Math.floor(Math.sqrt(IMAGING_LIMITS.inputPixelsMax));
  const bodyLimit = Math.min(routes.inpaintGenerate.bodyLimit ?? Infinity, routes.upscaleGenerate.bodyLimit ?? Infinity);
  const limit = Math.min(IMAGING_LIMITS.dataUrlMax, bodyLimit - maskDataUrl.length - 4096);
  const cache = join(tmpdir(), `atelier-bench-upload-${side}-${limit}.jpg`);
  const prefix = 'data:image/jpeg;base64,';
  const fits = (bytes: number) => prefix.length + 4 * Math.ceil(bytes / 3) <= limit;
  if (!existsSync(cache)) {
    const noise = randomFillSync(Buffer.alloc(side * side * 3));
    const encode = (quality: number) => sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    let lo = 1;
    let hi = 100;
    let best: Buffer | null = null;
    while (lo <= hi) {
      const q = (lo + hi) >> 1;
      const out = await encode(q);
      if (fits(out.length)) {
        best = out;
        lo = q + 1;
      } else hi = q - 1;
    }
    if (!best) throw new Error(`no ${side}² JPEG fits a data URL of ${limit} characters`);
    writeFileSync(cache, best);
  }
  const file = readFileSync(cache);
  return { dataUrl: prefix + file.toString('base64'), bytes: file.length, side };
}

// ---- load helpers -----------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Times `call` over and over, one at a time, until `until` settles (or `count` calls); a call
 *  answers whether it succeeded, and refusals are counted, not thrown. */
async function timeLoop(call: () => Promise<boolean>, opts: { count?: number; until?: Promise<unknown> }): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  let done = false;
  void opts.until?.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done && (opts.count === undefined || times.length < opts.count)) {
    const t0 = performance.now();
    if (!(await call().catch(() => false))) failed++;
    times.push(performance.now() - t0);
    if (opts.until) await sleep(20);
  }
  return { times, failed };
}

async function waitForImages(user: Client, ids: string[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const id of ids) {
    for (;;) {
      const r = await user.call<{ data: { request_status: string } }>('GET', `/text_to_image/v2/get_pending_image/${id}`);
      if (r.data.request_status !== 'pending') break;
      if (Date.now() > deadline) throw new Error(`image ${id} still pending after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function firstModel(user: Client, type: string): Promise<string> {
  const r = await user.call<{ data: Array<{ value: string }> }>('GET', `/users/models/${type}`);
  if (!r.data.length) throw new Error(`no active ${type} model`);
  return r.data[0].value;
}

/** Browsing: feeds in every order and tab, the gallery, credits and plans. */
async function browse(users: Client[]): Promise<void> {
  for (const user of users) {
    for (const sort of ['all', 'trending', 'new', 'top']) await user.call('GET', `/users/get_community_field?sort=${sort}`);
    for (const tab of ['mine', 'followers', 'liked']) await user.call('GET', `/users/get_personal_field?tab=${tab}`);
    await user.call('GET', '/users/get_all_user_image');
    await user.call('GET', '/text_to_image/user_image');
    await user.call('GET', '/users/get_credits');
    await user.call('GET', '/users/plans');
    await user.call('POST', '/users/get_me');
  }
}

/** "Ordinary use": two users sign up, each makes two text-to-image requests of three images on the
 *  built-in cpu node and waits for them, then they browse, like and follow each other. Nothing is
 *  bought. */
async function ordinaryUse(users: Client[]): Promise<void> {
  const model = await firstModel(users[0], 'text-to-image');
  const ids: string[][] = [];
  for (const [i, user] of users.entries()) {
    const mine: string[] = [];
    for (const prompt of ['a red fox in a snowy forest at dawn', 'a lighthouse on a cliff under a stormy sky']) {
      const r = await user.call<{ images: Array<{ id: string }> }>('POST', '/text_to_image/v2/image_generate', { prompt: `${prompt} #${i}`, model_id: model, image_size: '1024*1024', image_number: 3 });
      mine.push(...r.images.map((x) => x.id));
    }
    ids.push(mine);
  }
  await Promise.all(users.map((u, i) => waitForImages(u, ids[i])));
  await browse(users);
  for (const [i, user] of users.entries()) {
    await user.call('POST', `/users/like/${ids[1 - i][0]}`);
    const feed = await user.call<{ data: { rows: Array<{ User: { id: string; self: boolean } }> } }>('GET', '/users/get_community_field?sort=new');
    const author = feed.data.rows.find((r) => !r.User.self);
    if (author) await user.call('POST', `/users/follow/${author.User.id}`);
  }
}

// ---- the bench --------------------------------------------------------------------------------

/**
 * Fresh data dir → ordinary use → idle figures → the upload load (peak, latencies) → idle again;
 * then the same data dir started again (a warm start: no initdb, no seeding) → browsing → idle.
 * `env` is added to the product's environment (to compare settings, e.g. MALLOC_ARENA_MAX);
 * `load: false` skips the upload load.
 */
export async function benchMemory(opts: { env?: Record<string, string>; load?: boolean } = {}): Promise<MemoryFigures> {
  const probeFile = join(tmpdir(), `atelier-mem-probe-${process.pid}.json`);
  const smtp = await startSmtpCapture();
  let product: Product | null = null;
  const start = (dataDir?: string) =>
    startProduct({
      dataDir,
      embedded: true,
      nodeArgs: ['--import', './bench/lib/mem-probe.ts'],
      env: { SMTP_URL: smtp.url, BENCH_MEM_PROBE: probeFile, RATE_LIMIT_AUTH_MAX: '1000', ...opts.env },
    });
  try {
    product = await start();
    const { url, pid, dataDir } = product;
    assertLoopback(url);
    const startRss = statusKb(pid).VmRSS / 1024;
    const startHwm = statusKb(pid).VmHWM / 1024;

    const users = [new Client(url), new Client(url)];
    for (const [i, user] of users.entries()) await user.signUp(smtp, `memory-${i}@example.com`, `memory-bench-password-${i}`);
    await ordinaryUse(users);
    await sleep(SETTLE_MS);
    const idle = await readParts(pid, probeFile);

    let load: MemoryFigures['load'] = null;
    if (opts.load !== false) {
      // Baselines at idle: /healthz and the other user's list, one request at a time.
      const ok = async (res: Response) => (await res.arrayBuffer(), res.ok);
      const healthz = () => fetch(`${url}/healthz`).then(ok);
      const list = () => fetch(`${url}/api/users/get_all_user_image`, { headers: { cookie: users[1].jar.header() } }).then(ok);
      const healthzIdle = await timeLoop(healthz, { count: 50 });
      const listIdle = await timeLoop(list, { count: 30 });

      const uploader = users[0];
      const [inpaintModel, upscaleModel] = [await firstModel(uploader, 'inpaint'), await firstModel(uploader, 'upscale')];
      const maskPng = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const mask = `data:image/png;base64,${maskPng.toString('base64')}`;
      const upload = await largestLegalUpload(mask);

      // VmHWM is reset first (clear_refs 5), so the peak is the load's own.
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      let loadMax = await readParts(pid, probeFile);
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          loadMax = maxParts(loadMax, await readParts(pid, probeFile).catch(() => loadMax));
          await sleep(200);
        }
      })();
      const statuses: Record<string, number> = {};
      const messages: Record<string, string> = {};
      const accepted: string[] = [];
      const t0 = performance.now();
      const uploads = Promise.all(
        Array.from({ length: UPLOADS }, async (_, i) => {
          const inpaint = i % 2 === 0;
          const body = inpaint
            ? { prompt: 'a quiet garden', model_id: inpaintModel, image_size: '1024*1024', input_image: upload.dataUrl, input_mask: mask, mimetype: 'image/jpeg' }
            : { model_id: upscaleModel, image_size: '1024*1024', uov_method: 'Upscale (2x)', input_image: upload.dataUrl, mimetype: 'image/jpeg' };
          const path = inpaint ? routes.inpaintGenerate.path : routes.upscaleGenerate.path;
          const res = await fetch(`${url}/api${path}`, { method: 'POST', headers: uploader.headers(), body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(
            (e: Error) => ({ status: e.name, json: async () => null }),
          );
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const json = (await res.json().catch(() => null)) as { msg?: string; images?: Array<{ id: string }> } | null;
          messages[res.status] ??= json?.msg ?? '';
          accepted.push(...(json?.images ?? []).map((x) => x.id));
        }),
      );
      const healthzLoad = timeLoop(healthz, { until: uploads });
      const listLoad = timeLoop(list, { until: uploads });
      await Promise.race([uploads, sleep(2 * REQUEST_TIMEOUT_MS).then(() => Promise.reject(new Error('upload load did not finish in time')))]);
      const seconds = (performance.now() - t0) / 1000;
      const [hLoad, lLoad] = await Promise.all([healthzLoad, listLoad]);
      // The accepted jobs run on the cpu node; their work is part of the load's peak.
      await waitForImages(uploader, accepted);
      sampling = false;
      await sampler;
      const peakRss = statusKb(pid).VmHWM / 1024;
      await sleep(AFTER_LOAD_SETTLE_MS);
      const afterLoad = await readParts(pid, probeFile);
      const lat = (idle: { times: number[]; failed: number }, load: { times: number[]; failed: number }): MemoryLatency => ({
        idleP50: median(idle.times),
        idleMax: Math.max(...idle.times),
        loadP50: median(load.times),
        loadMax: Math.max(...load.times),
        samples: load.times.length,
        failed: idle.failed + load.failed,
      });
      load = {
        uploadBytes: upload.bytes,
        uploadDataUrlChars: upload.dataUrl.length,
        uploadPixels: `${upload.side}×${upload.side}`,
        loadMax,
        peakRss,
        afterLoad,
        uploads: { statuses, messages, seconds },
        healthz: lat(healthzIdle, hLoad),
        list: lat(listIdle, lLoad),
      };
    }

    // The same data dir started again: idle without the first start's one-off work.
    await product.stop();
    product = await start(dataDir);
    const warmStartRss = statusKb(product.pid).VmRSS / 1024;
    const again = [new Client(product.url), new Client(product.url)];
    for (const [i, user] of again.entries()) await user.call('POST', '/auth/login', { email: `memory-${i}@example.com`, password: `memory-bench-password-${i}` });
    await browse(again);
    await sleep(SETTLE_MS);
    const warmIdle = await readParts(product.pid, probeFile);
    return { startRss, startHwm, idle, load, warmStartRss, warmIdle };
  } finally {
    await product?.stop();
    await smtp.close();
    rmSync(probeFile, { force: true });
    if (product) rmSync(product.dataDir, { recursive: true, force: true });
  }
}
