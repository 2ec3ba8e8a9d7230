// Unit tests of imaging's pure rules that have no use case of their own: object keys.
import { randomUUID } from 'node:crypto';
import { imageKeys, inputKey } from '@atelier/contracts';
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
