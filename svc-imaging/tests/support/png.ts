// PNG files built chunk by chunk for tests of the codec and of hostile inputs: no binary fixtures.
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An IHDR chunk's data: 8-bit RGB, not interlaced, unless told otherwise. */
export function ihdr(width: number, height: number, o: { depth?: number; colour?: number; interlace?: number } = {}): Buffer {
  const h = Buffer.alloc(13);
  h.writeUInt32BE(width, 0);
  h.writeUInt32BE(height, 4);
  h[8] = o.depth ?? 8;
  h[9] = o.colour ?? 2;
  h[12] = o.interlace ?? 0;
  return h;
}

/** Raw scanlines (filter byte 0 each) of a width × height 8-bit picture with `channels` channels, a
 *  pattern that differs by row and column. */
export function scanlines(width: number, height: number, channels = 3): Buffer {
  const row = 1 + width * channels;
  const raw = Buffer.alloc(height * row);
  for (let y = 0; y < height; y++) for (let x = 0; x < width * channels; x++) raw[y * row + 1 + x] = (x * 7 + y * 13) & 0xff;
  return raw;
}

/** A PNG: the signature, an IHDR of `header`, the `middle` chunks, then IEND. */
export function pngFile(header: Buffer, middle: Buffer[]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), ...middle, pngChunk('IEND', Buffer.alloc(0))]);
}

/** Raw scanlines deflated as one IDAT chunk. */
export const idat = (raw: Buffer) => pngChunk('IDAT', deflateSync(raw));
