// Download names (spec §7: last path segment of image_url), file "mimetype" (spec §3: the
// extension of the picked file), the canvas zoom range (spec §9: 0.33 to 3) and a tile's shape.
import { clampZoom, fitZoom, wheelZoom } from '../src/features/canvas/zoom';
import { fullUrl, inputUrl, thumbUrl } from '@atelier/contracts';
import { aspectRatio, downloadName } from '../src/features/media/image-url';
import { extensionOf } from '../src/features/media/read-file';
import { record } from './fixtures';

test('download name is the last path segment of image_url', () => {
  expect(downloadName('images/u1/2026/abc123.png')).toBe('abc123.png');
  expect(downloadName('/media/x/y.webp?v=2#top')).toBe('y.webp');
  expect(downloadName('a/b/caf%C3%A9.png')).toBe('café.png');
  expect(downloadName('')).toBe('image');
});

test('image addresses are image_cdn + path; thumbnails fall back to the original', () => {
  const r = { image_cdn: '/media/', image_url: 'i/1.png', thumbnail_url: null };
  expect(fullUrl(r)).toBe('/media/i/1.png');
  expect(thumbUrl(r)).toBe('/media/i/1.png');
  expect(thumbUrl({ ...r, thumbnail_url: 'i/1.webp' })).toBe('/media/i/1.webp');
  expect(fullUrl({ ...r, image_url: null })).toBeNull();
});

test('mimetype is the picked file extension, else the type subtype', () => {
  expect(extensionOf('Photo.JPG', 'image/jpeg')).toBe('jpg');
  expect(extensionOf('noext', 'image/webp')).toBe('webp');
  expect(extensionOf('.hidden', 'image/png')).toBe('png');
});

test('zoom stays within 0.33 and 3', () => {
  expect(clampZoom(0.1)).toBe(0.33);
  expect(clampZoom(7)).toBe(3);
  expect(wheelZoom(1, -100)).toBe(1.25);
  expect(wheelZoom(0.33, 100)).toBe(0.33);
  expect(wheelZoom(2.9, -1)).toBe(3);
  expect(fitZoom(512, 300)).toBe(0.59);
  expect(fitZoom(512, 1000)).toBe(1);
  expect(fitZoom(4000, 500)).toBe(0.33);
});

test('an in-painting input lives under image_cdn too; other records have none', () => {
  expect(inputUrl({ image_cdn: '/media/', input_image_url: 'inputs/u1/j1/image.png' })).toBe('/media/inputs/u1/j1/image.png');
  expect(inputUrl({ image_cdn: '/media/', input_image_url: null })).toBeNull();
  expect(inputUrl(record({ id: 'generated' }))).toBeNull();
});

test('a tile takes the image size as its aspect ratio (portrait stays portrait)', () => {
  expect(aspectRatio('832*1216')).toBe('832 / 1216');
  expect(aspectRatio('1024x768')).toBe('1024 / 768');
  expect(aspectRatio(' 512 * 512 ')).toBe('512 / 512');
  expect(aspectRatio('')).toBeNull();
  expect(aspectRatio('0*512')).toBeNull();
  expect(aspectRatio('wide')).toBeNull();
});
