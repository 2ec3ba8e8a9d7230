// Unit tests of imaging's pure rules: object keys, who may keep images private, a PNG's header.
import { randomUUID } from 'node:crypto';
import { IMAGING_MSG, imageKeys, inputKey } from '@atelier/contracts';
import { makePublicRefusal } from '../src/domain/publishing';
import { isUploadKey } from '../src/domain/keys';
import { pngSize } from '../src/domain/image-structure';
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
