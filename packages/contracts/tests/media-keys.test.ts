// The media key scheme: the keys imaging writes are exactly the keys the gateway lets their readers read.
import { imageKeys, inputKey, mediaReaderOf, uploadIdOf, uploadKey } from '../src/media-keys';

describe('media keys', () => {
  it('a public image is readable by anyone, a private one by its owner only', () => {
    const pub = imageKeys({ id: 'i1', user_id: 'u1', make_public: true });
    const priv = imageKeys({ id: 'i2', user_id: 'u1', make_public: false });
    expect(pub).toEqual({ original: 'images/public/i1.png', thumbnail: 'images/public/i1.thumb.webp' });
    expect(priv).toEqual({ original: 'images/private/u1/i2.png', thumbnail: 'images/private/u1/i2.thumb.webp' });
    for (const key of Object.values(pub)) expect(mediaReaderOf(key)).toEqual({ kind: 'anyone' });
    for (const key of Object.values(priv)) expect(mediaReaderOf(key)).toEqual({ kind: 'owner', owner: 'u1' });
  });

  it("an edit's input picture is its owner's; its mask and staged uploads are nobody's", () => {
    expect(inputKey('u1', 'j1', 'image')).toBe('inputs/u1/j1/image.png');
    expect(inputKey('u1', 'j1', 'mask')).toBe('inputs/u1/j1/mask.png');
    expect(mediaReaderOf(inputKey('u1', 'j1', 'image'))).toEqual({ kind: 'owner', owner: 'u1' });
    expect(mediaReaderOf(inputKey('u1', 'j1', 'mask'))).toEqual({ kind: 'nobody' });
    expect(mediaReaderOf(uploadKey('x'))).toEqual({ kind: 'nobody' });
    expect(mediaReaderOf('images/private/')).toEqual({ kind: 'nobody' });
    expect(mediaReaderOf('../secrets.json')).toEqual({ kind: 'nobody' });
    expect(mediaReaderOf('inputs/u1/image.png')).toEqual({ kind: 'nobody' });
  });

  it('an upload key has one id segment after uploads/', () => {
    expect(uploadKey('abc')).toBe('uploads/abc');
    expect(uploadIdOf(uploadKey('abc'))).toBe('abc');
    expect(uploadIdOf('uploads/')).toBeNull();
    expect(uploadIdOf('uploads/a/b')).toBeNull();
    expect(uploadIdOf('images/public/abc.png')).toBeNull();
  });
});
