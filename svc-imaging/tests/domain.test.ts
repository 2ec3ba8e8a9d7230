// Unit tests of imaging's pure rules: object keys, who may keep images private, a PNG's header, a
// node's PNG stripped to its pixels.
import { randomUUID } from 'node:crypto';
import { IMAGING_MSG, imageKeys, inputKey } from '@atelier/contracts';
import { makePublicRefusal } from '../src/domain/publishing';
import { isUploadKey } from '../src/domain/keys';
import { deflateSync } from 'node:zlib';
import { pngSize, strippedPng } from '../src/domain/image-structure';
import { idat, ihdr, pngChunk, pngFile, scanlines } from './support/png';
import sharp from 'sharp';

describe('object keys', () => {
  it('only uploads/<uuid> is an upload key (imaging deletes those and reads no other key as an upload)', () => {
    const id = randomUUID();
    expect(isUploadKey(`uploads/${id}`)).toBe(true);
    expect(isUploadKey(`uploads/${id}/x`)).toBe(false);
    expect(isUploadKey(`uploads/../${id}`)).toBe(false);
    expect(isUploadKey(`images/public/${id}.png`)).toBe(false);
    expect(isUploadKey(inputKey(id, id, 'image'))).toBe(false);
    expect(isUploadKey('uploads/')).toBe(false);
  });

  it('public and private images live under different prefixes, private ones under the owner', () => {
    expect(imageKeys({ id: 'i1', user_id: 'u1', make_public: true })).toEqual({ original: 'images/public/i1.png', thumbnail: 'images/public/i1.thumb.webp' });
    expect(imageKeys({ id: 'i1', user_id: 'u1', make_public: false })).toEqual({ original: 'images/private/u1/i1.png', thumbnail: 'images/private/u1/i1.thumb.webp' });
  });
});

describe('Make Public (spec §6, §9)', () => {
  it('a free user cannot keep a generation or an in-painting private; premium can; up-scale and out-paint are private for all', () => {
    expect(makePublicRefusal('text2img', 'free', false)).toBe(IMAGING_MSG.privateNeedsPremium);
    expect(makePublicRefusal('inpaint', 'free', false)).toBe(IMAGING_MSG.privateNeedsPremium);
    expect(makePublicRefusal('text2img', 'free', true)).toBeNull();
    expect(makePublicRefusal('inpaint', 'free', true)).toBeNull();
    expect(makePublicRefusal('text2img', 'premium', false)).toBeNull();
    expect(makePublicRefusal('inpaint', 'premium', false)).toBeNull();
    expect(makePublicRefusal('upscale', 'free', false)).toBeNull();
    expect(makePublicRefusal('outpaint', 'free', false)).toBeNull();
  });
});

describe('a PNG header read without the decoder (pngSize)', () => {
  it('reads the size sharp reads, from the IHDR chunk', async () => {
    const png = await sharp({ create: { width: 70, height: 33, channels: 3, background: '#123456' } }).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect(pngSize(png)).toEqual({ width: 70, height: 33 });
    expect(pngSize(png)).toEqual({ width: meta.width, height: meta.height });
  });

  it('reads the declared size of a bomb (the pixel cap judges it before any decoding)', () => {
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(90_000, 20);
    expect(pngSize(png)).toEqual({ width: 100_000, height: 90_000 });
  });

  it('is null when the first chunk is no 13-byte IHDR, or the file is cut before it ends', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const renamed = Buffer.from(png);
    renamed.write('IHDX', 12, 'latin1');
    const longer = Buffer.from(png);
    longer.writeUInt32BE(14, 8);
    expect(pngSize(renamed)).toBeNull();
    expect(pngSize(longer)).toBeNull();
    expect(pngSize(png.subarray(0, 28))).toBeNull();
  });
});

describe("a node's PNG cut down to its header and pixel data (strippedPng)", () => {
  const text = pngChunk('tEXt', Buffer.from('parameters\0a red fox, Steps: 20, Seed: 7'));
  const types = (png: Uint8Array) => {
    const b = Buffer.from(png);
    const out: string[] = [];
    for (let at = 8; at < b.length; at += 12 + b.readUInt32BE(at)) out.push(b.toString('latin1', at + 4, at + 8));
    return out;
  };

  it('keeps IHDR, every IDAT in order and IEND, drops text, times and gamma; the pixels are the same', async () => {
    const raw = scanlines(20, 10);
    const z = deflateSync(raw);
    const split = [pngChunk('IDAT', z.subarray(0, 40)), pngChunk('IDAT', z.subarray(40))];
    const png = pngFile(ihdr(20, 10), [pngChunk('gAMA', Buffer.alloc(4)), pngChunk('sRGB', Buffer.from([0])), text, ...split, pngChunk('tIME', Buffer.alloc(7)), pngChunk('zTXt', Buffer.from('k\0\0x'))]);
    const s = strippedPng(png)!;
    expect(types(s.png)).toEqual(['IHDR', 'IDAT', 'IDAT', 'IEND']);
    expect(Buffer.from(s.png).includes('red fox')).toBe(false);
    expect(s).toMatchObject({ width: 20, height: 10, rawBytes: raw.length });
    expect(Buffer.from(s.pixelData)).toEqual(z);
    const pixels = (b: Uint8Array) => sharp(Buffer.from(b)).raw().toBuffer();
    expect(await pixels(s.png)).toEqual(await pixels(png));
  });

  it('counts four bytes a pixel for RGBA', () => {
    expect(strippedPng(pngFile(ihdr(5, 3, { colour: 6 }), [idat(scanlines(5, 3, 4))]))).toMatchObject({ rawBytes: 3 * (1 + 5 * 4) });
  });

  it('is null — decode and re-encode — for pixels that are not 8-bit RGB(A) as they stand, or chunks that change their meaning', () => {
    const rgb = idat(scanlines(4, 4));
    const refused: Record<string, Buffer> = {
      '16-bit': pngFile(ihdr(4, 4, { depth: 16 }), [idat(scanlines(8, 4))]),
      palette: pngFile(ihdr(4, 4, { colour: 3 }), [pngChunk('PLTE', Buffer.alloc(3)), idat(scanlines(4, 4, 1))]),
      grey: pngFile(ihdr(4, 4, { colour: 0 }), [idat(scanlines(4, 4, 1))]),
      interlaced: pngFile(ihdr(4, 4, { interlace: 1 }), [rgb]),
      'a colour profile': pngFile(ihdr(4, 4), [pngChunk('iCCP', Buffer.from('p\0\0x')), rgb]),
      'an orientation': pngFile(ihdr(4, 4), [pngChunk('eXIf', Buffer.from('MM\0*')), rgb]),
      'a transparent colour': pngFile(ihdr(4, 4), [pngChunk('tRNS', Buffer.alloc(6)), rgb]),
      'an unknown critical chunk': pngFile(ihdr(4, 4), [pngChunk('ZZZZ', Buffer.alloc(2)), rgb]),
      'IDATs split by another chunk': pngFile(ihdr(4, 4), [pngChunk('IDAT', Buffer.alloc(2)), text, rgb]),
      'no IDAT': pngFile(ihdr(4, 4), [text]),
      'a wrong CRC': (() => {
        const p = pngFile(ihdr(4, 4), [rgb]);
        p[p.length - 12 - 1] ^= 0xff; // the last byte of IDAT's CRC
        return p;
      })(),
      'data behind IEND': Buffer.concat([pngFile(ihdr(4, 4), [rgb]), Buffer.from('PK\x03\x04')]),
      'an animation': pngFile(ihdr(4, 4), [pngChunk('acTL', Buffer.alloc(8)), rgb]),
    };
    for (const [why, png] of Object.entries(refused)) expect([why, strippedPng(png)]).toEqual([why, null]);
    expect(strippedPng(pngFile(ihdr(4, 4), [rgb]))).not.toBeNull();
  });
});
