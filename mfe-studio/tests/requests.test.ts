// What the up-scale and out-paint forms send (spec §3, §4): the upscale value only with
// Upscale (Custom); only the sides that are on, their distances only when given, as integers.
import { digitsOnly, outpaintRequest, upscaleRequest } from '../src/features/forms/requests';

const image = { dataUrl: 'data:image/png;base64,AAAA', mimetype: 'png', name: 'cat.png' };

test('up-scale with Custom sends the chosen value as a number', () => {
  const body = upscaleRequest({ model_id: 'm', image_size: '512*512', uov_method: 'Upscale (Custom)', upscale_value: '3.0', input_image: image.dataUrl }, image);
  expect(body).toEqual({ model_id: 'm', image_size: '512*512', uov_method: 'Upscale (Custom)', upscale_value: 3, input_image: image.dataUrl, mimetype: 'png' });
});

test('up-scale with another method never sends a value', () => {
  const body = upscaleRequest({ model_id: 'm', image_size: '512*512', uov_method: 'Upscale (2x)', upscale_value: '4.0', input_image: image.dataUrl }, image);
  expect(body).not.toHaveProperty('upscale_value');
  expect(body.uov_method).toBe('Upscale (2x)');
});

test('out-paint sends only the sides that are on, and distances only when given', () => {
  const body = outpaintRequest(
    {
      model_id: 'm',
      image_size: '512*512',
      sides: { Left: true, Right: false, Top: true, Bottom: false },
      distances: { Left: '64', Right: '128', Top: '', Bottom: '32' },
      input_image: image.dataUrl,
    },
    image,
  );
  expect(body.outpaint_selections).toEqual(['Left', 'Top']);
  expect(body.outpaint_distance_left).toBe(64);
  expect(body).not.toHaveProperty('outpaint_distance_right');
  expect(body).not.toHaveProperty('outpaint_distance_top');
  expect(body).not.toHaveProperty('outpaint_distance_bottom');
});

test('distance boxes keep digits only', () => {
  expect(digitsOnly('12a3.5-')).toBe('1235');
  expect(digitsOnly('abc')).toBe('');
});
