// Hostile images (issue 11), generated here in code — no binary fixtures — and sent down the real
// submit path twice: to imaging's SubmitJob as a staged upload (service level) and as a data URL
// through the gateway. Each is a 4xx with its IMAGING_MSG words; nothing is stored (no upload, no
// input, no image), and no credit hold is left open. Decompression bombs are refused from the header
// (a PNG's IHDR, the others' by sharp's metadata: no pixels decoded). The oddities that are real
// photos (CMYK, 16-bit) and a JPEG with data behind its end (phones append gain maps and videos
// there) are accepted and stored only as our own 8-bit sRGB PNG re-encoding, which carries nothing
// of the original's tail.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError, uuidv7 } from '@atelier/platform';
import { IMAGING_MSG, inputKey, uploadKey } from '@atelier/contracts';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { SECRETS, startHarness, type Harness } from '@atelier/svc-imaging/tests/support/harness';
import { idat, ihdr, pngChunk, pngFile, scanlines } from '@atelier/svc-imaging/tests/support/png';
import { Browser, testGateway } from '@atelier/svc-gateway/tests/support/gateway';

// ---- making hostile files -----------------------------------------------------------------

/** A valid-looking PNG header declaring width × height (8-bit RGB) over a few KB of zeros: a bomb. */
function declaredPng(width: number, height: number): Buffer {
  return pngFile(ihdr(width, height), [pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024)))]);
}
/** `png` with an acTL chunk (animation control) after IHDR: an APNG. */
function apng(png: Buffer): Buffer {
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0);
  return Buffer.concat([png.subarray(0, afterIhdr), pngChunk('acTL', actl), png.subarray(afterIhdr)]);
}
const solid = (format: 'png' | 'jpeg' | 'webp', background = '#3366aa') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })[format]().toBuffer();

interface Case {
  name: string;
  bytes: () => Promise<Buffer>;
  /** The data URL's declared type (the gateway checks it against the bytes). */
  type: string;
  /** The refusal's words; null: accepted (and stored as our own PNG). */
  msg: string | null;
  /** Refused by the gateway's declared-type check only: imaging never sees the type. */
  gatewayOnly?: boolean;
}

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.html')]);
const cases: Case[] = [
  { name: 'decompression bomb: tiny PNG declaring 30000×30000', bytes: async () => declaredPng(30000, 30000), type: 'image/png', msg: IMAGING_MSG.imageTooLarge },
  { name: 'huge dimensions in a tiny file: 100000×200', bytes: async () => declaredPng(100000, 200), type: 'image/png', msg: IMAGING_MSG.imageTooLarge },
  { name: 'just over the pixel cap: 4097×4096', bytes: async () => declaredPng(4097, 4096), type: 'image/png', msg: IMAGING_MSG.imageTooLarge },
  { name: 'truncated PNG (cut in half)', bytes: async () => { const p = await solid('png'); return p.subarray(0, p.length >> 1); }, type: 'image/png', msg: IMAGING_MSG.imageMalformed },
  { name: 'PNG without IEND', bytes: async () => { const p = await solid('png'); return p.subarray(0, p.length - 12); }, type: 'image/png', msg: IMAGING_MSG.imageMalformed },
  { name: 'truncated JPEG', bytes: async () => { const j = await solid('jpeg'); return j.subarray(0, j.length - 100); }, type: 'image/jpeg', msg: IMAGING_MSG.imageMalformed },
  { name: 'truncated WebP', bytes: async () => { const w = await solid('webp'); return w.subarray(0, w.length - 10); }, type: 'image/webp', msg: IMAGING_MSG.imageMalformed },
  { name: 'polyglot: PNG with a zip appended', bytes: async () => Buffer.concat([await solid('png'), ZIP]), type: 'image/png', msg: IMAGING_MSG.imageMalformed },
  { name: 'polyglot: PNG with HTML appended', bytes: async () => Buffer.concat([await solid('png'), HTML]), type: 'image/png', msg: IMAGING_MSG.imageMalformed },
  { name: 'polyglot: WebP with HTML appended', bytes: async () => Buffer.concat([await solid('webp'), HTML]), type: 'image/webp', msg: IMAGING_MSG.imageMalformed },
  { name: 'animated WebP', bytes: async () => sharp([await solid('png', '#ff0000'), await solid('png', '#0000ff')], { join: { animated: true } }).webp().toBuffer(), type: 'image/webp', msg: IMAGING_MSG.imageAnimated },
  { name: 'animated PNG (acTL)', bytes: async () => apng(await solid('png')), type: 'image/png', msg: IMAGING_MSG.imageAnimated },
  { name: 'SVG body', bytes: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/svg+xml', msg: IMAGING_MSG.badImage },
  { name: 'HTML declared image/png', bytes: async () => HTML, type: 'image/png', msg: IMAGING_MSG.badImage },
  { name: 'text declared image/png', bytes: async () => Buffer.from('just some text, not an image'), type: 'image/png', msg: IMAGING_MSG.badImage },
  { name: 'GIF (not a format we take)', bytes: async () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer(), type: 'image/gif', msg: IMAGING_MSG.badImage },
  { name: 'wrong magic: JPEG bytes declared image/png', bytes: () => solid('jpeg'), type: 'image/png', msg: IMAGING_MSG.imageTypeMismatch, gatewayOnly: true },
  { name: 'wrong magic: PNG bytes declared image/webp', bytes: () => solid('png'), type: 'image/webp', msg: IMAGING_MSG.imageTypeMismatch, gatewayOnly: true },
  { name: 'CMYK JPEG (accepted, stored as sRGB)', bytes: () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).toColourspace('cmyk').jpeg().toBuffer(), type: 'image/jpeg', msg: null },
  { name: '16-bit PNG (accepted, stored as 8-bit)', bytes: () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).toColourspace('rgb16').png().toBuffer(), type: 'image/png', msg: null },
  { name: 'JPEG with HTML behind its end (accepted; the tail is not kept)', bytes: async () => Buffer.concat([await solid('jpeg'), HTML]), type: 'image/jpeg', msg: null },
  // 8-bit RGB PNGs are rebuilt from their header and pixel data rather than re-encoded (keptPng).
  { name: 'PNG with HTML in a text chunk (accepted; the text is not kept)', bytes: async () => pngFile(ihdr(64, 48), [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), HTML])), idat(scanlines(64, 48))]), type: 'image/png', msg: null },
  { name: 'PNG with HTML behind its pixel stream, inside IDAT (accepted; re-encoded without it)', bytes: async () => pngFile(ihdr(64, 48), [pngChunk('IDAT', Buffer.concat([deflateSync(scanlines(64, 48)), HTML]))]), type: 'image/png', msg: null },
];

// ---- the harness ------------------------------------------------------------------------------

// Starting imaging on PGlite takes seconds on a loaded machine (not a timing assertion).
jest.setTimeout(60_000);

let h: Harness;
let app: FastifyInstance;
let upscaleModel: string;
let inpaintModel: string;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]), worker: false });
  ({ app } = await testGateway({ imaging: h.client as never, objects: h.objects, settings: { jwtSecret: SECRETS.JWT_SECRET } }));
  upscaleModel = (await h.client.ListModels({ type: 'upscale', status: 'active', name: '' })).models[0]!.id;
  inpaintModel = (await h.client.ListModels({ type: 'inpaint', status: 'active', name: '' })).models[0]!.id;
});
afterAll(async () => {
  await app?.close();
  await h?.stop();
});

function stored(prefix: string): string[] {
  try {
    return readdirSync(join(h.dataDir, 'objects', prefix), { recursive: true }) as string[];
  } catch {
    return [];
  }
}
/** Nothing of a refused request may stay behind: no upload, no input, no image, no open hold. */
async function expectNothingLeft(userId: string): Promise<void> {
  expect(stored('uploads')).toEqual([]);
  expect(stored(`inputs/${userId}`)).toEqual([]);
  expect((await h.client.ListUserImages({ user_id: userId, page: 1, page_size: 10 })).images).toEqual([]);
  await h.settle();
  expect(h.billing.holdsOf(userId).filter((x) => x.state === 'held')).toEqual([]);
}
/** An accepted input is a PNG of ours: 8-bit sRGB, none of the original's extra bytes (HTML) in it. */
async function expectOurPng(userId: string, jobId: string): Promise<void> {
  const file = await h.objects.get(inputKey(userId, jobId, 'image'));
  const meta = await sharp(file!.body).metadata();
  expect([meta.format, meta.depth, meta.space, meta.width, meta.height]).toEqual(['png', 'uchar', 'srgb', 64, 48]);
  expect(file!.body.includes(HTML)).toBe(false);
  expect(stored('uploads')).toEqual([]);
}

const upscale = (userId: string, upload: string) =>
  h.client.SubmitJob({ user_id: userId, operation: 'upscale', model_id: upscaleModel, image_size: '1024*1024', image_number: 1, make_public: false, uov_method: 'Upscale (2x)', input_image_upload: upload, input_mask_upload: '' });

describe('service level: imaging SubmitJob with the hostile file staged as the upload', () => {
  test.each(cases.filter((c) => !c.gatewayOnly).map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const userId = uuidv7();
    const key = uploadKey(uuidv7());
    await h.objects.put(key, await c.bytes(), 'application/octet-stream');
    const answer = await upscale(userId, key).then(
      (res) => ({ jobId: res.job_id }),
      (err: unknown) => (err instanceof AppError ? { code: err.code, msg: err.message } : { err }),
    );
    if (c.msg === null) {
      expect(answer).toEqual({ jobId: expect.any(String) });
      await expectOurPng(userId, (answer as { jobId: string }).jobId);
      return;
    }
    expect(answer).toEqual({ code: 'INVALID_ARGUMENT', msg: c.msg });
    await expectNothingLeft(userId);
  });
});

describe('through the gateway: the hostile file as a data URL', () => {
  const signedIn = () => {
    const sub = uuidv7();
    const b = new Browser(app);
    b.cookies.set('atelier_at', app.jwt.sign({ sub, role: 'user', sid: uuidv7() }));
    return { b, sub };
  };

  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { b, sub } = signedIn();
    const dataUrl = `data:${c.type};base64,${(await c.bytes()).toString('base64')}`;
    const res = await b.call('POST', '/api/upscale/v2/generate_image', { model_id: upscaleModel, image_size: '1024*1024', uov_method: 'Upscale (2x)', input_image: dataUrl, mimetype: 'png' });
    if (c.msg === null) {
      expect(res.statusCode).toBe(200);
      await expectOurPng(sub, res.json().data.parent_id);
      return;
    }
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: 'error', msg: c.msg } });
    await expectNothingLeft(sub);
  });

  test('a hostile mask is refused like a hostile image (in-painting), nothing left', async () => {
    const { b, sub } = signedIn();
    const sizes = (await b.call('GET', `/api/users/model_sizes/${inpaintModel}`)).json().data as { value: string }[];
    const png = `data:image/png;base64,${(await solid('png')).toString('base64')}`;
    for (const [mask, msg] of [
      [declaredPng(30000, 30000), IMAGING_MSG.imageTooLarge],
      [Buffer.concat([await solid('png', '#ffffff'), HTML]), IMAGING_MSG.imageMalformed],
    ] as const) {
      const res = await b.call('POST', '/api/inpaint/v2/generate_image', {
        prompt: 'a red balloon', model_id: inpaintModel, image_size: sizes[0]!.value, negative_prompt: '', make_public: true,
        input_image: png, input_mask: `data:image/png;base64,${mask.toString('base64')}`, mimetype: 'png',
      });
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg });
    }
    await expectNothingLeft(sub);
  });
});
