// Spec §5/§9 mask conversion: within tolerance 30 of the grey brush → white, else black.
import { BRUSH_RGB, MASK_TOLERANCE, strokesToMask } from '../src/features/canvas/mask';

const px = (...pixels: number[][]) => new Uint8ClampedArray(pixels.flat());
const [r, g, b] = BRUSH_RGB;

test('the tolerance is 30', () => {
  expect(MASK_TOLERANCE).toBe(30);
});

test('brush grey becomes white, everything else black, all opaque', () => {
  const out = strokesToMask(px([r, g, b, 255], [255, 0, 0, 255], [0, 0, 0, 0], [r, g, b, 128]));
  expect([...out]).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
});

test('exactly 30 away on a channel is still brush; 31 is not', () => {
  const out = strokesToMask(px([r + 30, g - 30, b + 30, 255], [r + 31, g, b, 255], [r, g, b - 31, 255]));
  expect([out[0], out[4], out[8]]).toEqual([255, 0, 0]);
});

test('a transparent pixel is never paint, whatever its colour bytes', () => {
  expect(strokesToMask(px([r, g, b, 0]))[0]).toBe(0);
});

test('a custom tolerance is honoured', () => {
  expect(strokesToMask(px([r + 5, g, b, 255]), 4)[0]).toBe(0);
  expect(strokesToMask(px([r + 5, g, b, 255]), 5)[0]).toBe(255);
});

test('data that is not whole RGBA pixels is refused', () => {
  expect(() => strokesToMask(new Uint8ClampedArray(3))).toThrow(/multiple of 4/);
});
