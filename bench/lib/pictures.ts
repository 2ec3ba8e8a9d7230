// Pictures the benches hand to the codec and the instant nodes in place of a flat fill: a flat fill
// compresses to nothing, so zlib's and the decoder's real work at an output's size would not show.
import sharp from 'sharp';
import { pngChunk } from '@atelier/svc-imaging/tests/support/png';

/** Smooth gradients with fine noise, blurred — it compresses like a generated photo — as A1111 sends
 *  a picture: a row-filtered PNG with its generation parameters in a tEXt chunk after the header. */
export async function a1111LikePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = ((x * 2654435761) ^ (y * 40503)) & 15;
      raw[i] = (x / 4 + n) & 255;
      raw[i + 1] = (y / 4 + n) & 255;
      raw[i + 2] = ((x + y) / 8 + n) & 255;
    }
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } }).blur(1.2).png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
  const parameters = pngChunk('tEXt', Buffer.from(`parameters\0a lighthouse at dusk, oil painting\nSteps: 30, Sampler: DPM++ 2M, CFG scale: 7, Seed: 42, Size: ${width}x${height}`));
  return Buffer.concat([photo.subarray(0, 33), parameters, photo.subarray(33)]);
}
