// A node's output on its way to storage (service/image-codec encodeOutput), and an upload: an 8-bit RGB(A) PNG is
// stored as its header and pixel data, without a re-encode, only once the pixel stream is proven
// whole; anything else is decoded and re-encoded as before; what does not decode is refused with the
// same words as ever.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGING_MSG } from '@atelier/contracts';
import { strippedPng } from '../src/domain/image-structure';
import { CodecError, encodeOutput, normaliseInput, reencodedOutput, THUMBNAIL_MAX } from '../src/service/image-codec';
import { idat, ihdr, pngChunk, pngFile, scanlines } from './support/png';

const PARAMETERS = pngChunk('tEXt', Buffer.from('parameters\0a private prompt, Steps: 20, Seed: 7'));
const pixels = (b: Buffer) => sharp(b).raw().toBuffer();
/** Byte equality (jest's toEqual walks a large Buffer byte by byte: seconds for a picture). */
const same = (a: Buffer, b: Buffer) => a.equals(b);
/** The IDAT chunks of a PNG, as stored: equal bytes mean no re-encode happened. */
const idatsOf = (b: Buffer) => Buffer.from(strippedPng(b)!.pixelData);

describe('a node output stored without a re-encode', () => {
  it('an A1111-like PNG: the same compressed pixels, its text gone, a WebP thumbnail of the right size', async () => {
    const node = await sharp(scanlines(600, 400, 3).subarray(0, 600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
      .png({ compressionLevel: 9, adaptiveFiltering: true }) // not how we encode: a re-encode would show
      .toBuffer();
    const withText = Buffer.concat([node.subarray(0, 33), PARAMETERS, node.subarray(33)]);
    const out = await encodeOutput(withText);
    expect(out.png.includes('private prompt')).toBe(false);
    expect(same(idatsOf(out.png), idatsOf(node))).toBe(true);
    expect(same(await pixels(out.png), await pixels(node))).toBe(true);
    expect({ width: out.width, height: out.height }).toEqual({ width: 600, height: 400 });
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', THUMBNAIL_MAX, 256]);
  });

  it('RGBA too', async () => {
    const node = pngFile(ihdr(30, 20, { colour: 6 }), [PARAMETERS, idat(scanlines(30, 20, 4))]);
    const out = await encodeOutput(node);
    expect(same(idatsOf(out.png), idatsOf(node))).toBe(true);
    expect((await sharp(out.png).metadata()).channels).toBe(4);
  });
});

describe('a node output decoded and re-encoded', () => {
  const raw = scanlines(40, 30);
  const reencoded = async (node: Buffer) => {
    const out = await encodeOutput(node);
    expect(same(idatsOf(out.png), Buffer.from(strippedPng(node)?.pixelData ?? []))).toBe(false);
    expect(out.png.includes('private prompt')).toBe(false);
    return out;
  };

  it('when data rides behind the pixel stream: the payload is not stored (libvips reads past it)', async () => {
    const node = pngFile(ihdr(40, 30), [pngChunk('IDAT', Buffer.concat([deflateSync(raw), Buffer.from('<script>payload</script>')]))]);
    const out = await reencoded(node);
    expect(out.png.includes('payload')).toBe(false);
    expect(same(await pixels(out.png), await pixels(pngFile(ihdr(40, 30), [idat(raw)])))).toBe(true);
  });

  it('when the stream holds more rows than the picture', async () => {
    await reencoded(pngFile(ihdr(40, 30), [idat(Buffer.concat([raw, raw]))]));
  });

  it("when a chunk's CRC is wrong (the decoder ignores it; a browser may not)", async () => {
    const node = pngFile(ihdr(40, 30), [idat(raw)]);
    node[node.length - 12 - 1] ^= 0xff;
    const out = await reencoded(node);
    expect(strippedPng(out.png)).not.toBeNull(); // our encoding's CRCs are right
  });

  it('when the pixels are not 8-bit RGB(A) as they stand: 16-bit becomes 8-bit', async () => {
    const node = await sharp(raw.subarray(0, 40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } }).toColourspace('rgb16').png().toBuffer();
    expect(node[24]).toBe(16);
    const out = await encodeOutput(node);
    expect(out.png[24]).toBe(8);
  });

  it('as before for JPEG and WebP', async () => {
    for (const format of ['jpeg', 'webp'] as const) {
      const node = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#336699' } })[format]().toBuffer();
      const out = await encodeOutput(node);
      expect([(await sharp(out.png).metadata()).format, out.width, out.height]).toEqual(['png', 50, 20]);
    }
  });

  it('the re-encode path alone gives the same pixels as the kept path', async () => {
    const node = pngFile(ihdr(40, 30), [PARAMETERS, idat(raw)]);
    const [kept, again] = await Promise.all([encodeOutput(node), reencodedOutput(node)]);
    expect(kept.png.length).not.toBe(again.png.length);
    expect(same(await pixels(kept.png), await pixels(again.png))).toBe(true);
  });
});

describe('a node output refused, with the same words as before', () => {
  const raw = scanlines(40, 30);
  const refusal = (node: Buffer) => encodeOutput(node).then(() => 'stored', (err: unknown) => (err instanceof CodecError ? err.message : `other: ${String(err)}`));

  it('a pixel stream cut short, a wrong checksum, too few rows, an unknown row filter', async () => {
    const z = deflateSync(raw);
    const badAdler = Buffer.from(z);
    badAdler[badAdler.length - 1] ^= 0xff;
    const badFilter = Buffer.from(raw);
    badFilter[0] = 9;
    const broken = [
      pngFile(ihdr(40, 30), [pngChunk('IDAT', z.subarray(0, z.length - 10))]),
      pngFile(ihdr(40, 30), [pngChunk('IDAT', badAdler)]),
      pngFile(ihdr(40, 30), [idat(raw.subarray(0, raw.length / 2))]),
      pngFile(ihdr(40, 30), [idat(badFilter)]),
    ];
    for (const node of broken) expect(await refusal(node)).toBe(IMAGING_MSG.badImage);
  });

  it('a header over the pixel cap, before any decoding', async () => {
    expect(await refusal(pngFile(ihdr(5000, 5000), [idat(Buffer.alloc(64))]))).toBe(IMAGING_MSG.imageTooLarge);
  });

  it('bytes that are no image', async () => {
    expect(await refusal(Buffer.from('<html>not an image</html>'))).toBe(IMAGING_MSG.badImage);
  });
});

describe('an upload (normaliseInput) takes the same two ways', () => {
  const raw = scanlines(40, 30);
  it('an 8-bit RGB PNG is kept as its pixel data, its text gone', async () => {
    const upload = pngFile(ihdr(40, 30), [PARAMETERS, pngChunk('IDAT', deflateSync(raw, { level: 9 }))]);
    const out = await normaliseInput(upload);
    expect(same(idatsOf(out.png), idatsOf(upload))).toBe(true);
    expect(out.png.includes('private prompt')).toBe(false);
    expect([out.width, out.height]).toEqual([40, 30]);
  });

  it('with data behind its pixel stream it is re-encoded; cut short it is refused with the same words', async () => {
    const z = deflateSync(raw);
    const out = await normaliseInput(pngFile(ihdr(40, 30), [pngChunk('IDAT', Buffer.concat([z, Buffer.from('payload')]))]));
    expect(out.png.includes('payload')).toBe(false);
    await expect(normaliseInput(pngFile(ihdr(40, 30), [pngChunk('IDAT', z.subarray(0, z.length - 10))]))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.badImage });
  });
});
