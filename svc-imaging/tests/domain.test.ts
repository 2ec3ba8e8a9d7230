// Unit tests of imaging's pure rules: object keys, and who may keep images private.
import { randomUUID } from 'node:crypto';
import { IMAGING_MSG, imageKeys, inputKey } from '@atelier/contracts';
import { makePublicRefusal } from '../src/domain/publishing';
import { isUploadKey } from '../src/domain/keys';

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
