// Checks on bytes a node returns: they must at least look like an image the worker can decode.
import { NodeError } from '../types';

/** PNG, JPEG or WebP magic bytes, else a `bad_output` NodeError. */
export function assertImageBytes(data: Buffer, from: string): Buffer {
  const png = data.length > 8 && data.readUInt32BE(0) === 0x89504e47;
  const jpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const webp = data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
  if (!png && !jpeg && !webp) throw new NodeError('bad_output', `${from} returned ${data.length} bytes that are not a PNG, JPEG or WebP image`);
  return data;
}

/** Base64 from a node, with or without a `data:image/...;base64,` prefix. */
export function decodeBase64Image(text: string, from: string): Buffer {
  return assertImageBytes(Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64'), from);
}
