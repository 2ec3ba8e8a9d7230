// The container of an uploaded PNG or WebP, walked before any decoding: the file must end where
// the image ends (no zip, HTML or script riding behind it — a polyglot), must not be cut short,
// and must hold one still picture (no APNG, no animated WebP). JPEG is not walked: phones append
// data after a JPEG's end by design (Ultra HDR gain maps, Motion Photo videos, MPO frames), and
// since only our own re-encoding is ever stored or served, bytes behind a JPEG never leave here.
// Also here: a node's PNG cut down to its header and pixel data (strippedPng), stored without a
// re-encode when that is all it needs. Pure: bytes in, verdict out (domain/ does no I/O).
import { crc32 } from 'node:zlib';
import type { ImageKind } from '@atelier/contracts';

export type StructureProblem = 'malformed' | 'animated';

const text = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** What is wrong with the file's container, or null. `kind` is what its magic bytes said. */
export function structureProblem(b: Uint8Array, kind: ImageKind): StructureProblem | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (kind === 'png') return pngProblem(b, view);
  if (kind === 'webp') return webpProblem(b, view);
  return null;
}

/** A PNG's size from its header (the IHDR chunk, which must come first and hold 13 bytes), or
 *  null when the first chunk is no such header — then the decoder's own header read decides. Read
 *  here because it is eight bytes at a fixed place: asking sharp cost a libvips operation (its
 *  options, objects and thread hand-off) for every node output — ~150 µs of CPU on this project's
 *  machine, of the ~1.9 ms a 64×64 output's checks and two encodings cost. */
export function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 8 + 8 + 13) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (view.getUint32(8) !== 13 || text(b, 12, 16) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The chunks a stored PNG may keep as the node sent them: the header, the pixel data, the end. */
const KEPT = new Set(['IHDR', 'IDAT', 'IEND']);
/** Ancillary chunks that change what the pixels mean — a colour profile or space, an orientation, a
 *  transparent colour, frames — and a palette: a PNG carrying one is decoded and re-encoded, which
 *  applies or drops them as the decoder does. gAMA, cHRM and sRGB are not among them: the decoder
 *  ignores them, so the re-encoding carried the same pixels without them. */
const MEANINGFUL = new Set(['iCCP', 'cICP', 'eXIf', 'tRNS', 'PLTE', 'acTL', 'fcTL', 'fdAT']);

/** A PNG as strippedPng rebuilds it: the file, and what the caller must still prove of its pixel
 *  data — that `pixelData` (the IDAT chunks' data, in order) inflates to exactly `rawBytes`. */
export interface StrippedPng {
  png: Uint8Array;
  width: number;
  height: number;
  pixelData: Uint8Array;
  rawBytes: number;
}

/** A node's PNG rebuilt from its header and pixel data alone — every other chunk (the prompt and
 *  settings A1111 writes in tEXt, times, text of any kind) left out — when its pixels are already
 *  what we store: 8-bit RGB or RGBA, not interlaced, no chunk that changes their meaning, IDAT
 *  chunks in one run, each kept chunk's CRC right. Otherwise null, and the caller decodes and
 *  re-encodes as for any other image. What this cannot see is left to the caller: that the pixel
 *  data is one zlib stream of exactly the picture's bytes (nothing hidden behind it, which libvips
 *  would read past) and that the decoder takes it without a warning (service/image-codec.ts). Why:
 *  re-encoding a 1024² output cost ~75 ms of CPU (zlib at level 6), for pixels the node had already
 *  compressed. */
export function strippedPng(b: Uint8Array): StrippedPng | null {
  const size = pngSize(b);
  if (!size || structureProblem(b, 'png') !== null) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const [depth, colour, compression, filter, interlace] = b.subarray(24, 29);
  if (depth !== 8 || (colour !== 2 && colour !== 6) || compression !== 0 || filter !== 0 || interlace !== 0) return null;
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  const data: Uint8Array[] = [];
  let idat: 'before' | 'in' | 'after' = 'before';
  for (let at = 8; ; ) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    const type = text(b, at + 4, at + 8);
    if (type === 'IDAT') {
      if (idat === 'after') return null;
      idat = 'in';
      data.push(b.subarray(at + 8, at + 8 + length));
    } else if (idat === 'in') idat = 'after';
    const critical = (b[at + 4]! & 0x20) === 0;
    if (KEPT.has(type)) {
      if (crc32(b.subarray(at + 4, end - 4)) !== view.getUint32(end - 4)) return null;
      kept.push(b.subarray(at, end));
    } else if (critical || MEANINGFUL.has(type)) return null;
    if (type === 'IEND') break;
    at = end;
  }
  if (!data.length) return null;
  return { png: concat(kept), ...size, pixelData: concat(data), rawBytes: size.height * (1 + size.width * (colour === 6 ? 4 : 3)) };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let to = 0;
  for (const p of parts) {
    out.set(p, to);
    to += p.length;
  }
  return out;
}

/** PNG: chunks (length, type, data, CRC) from byte 8 up to IEND, which must be the last byte. */
function pngProblem(b: Uint8Array, view: DataView): StructureProblem | null {
  let at = 8;
  while (at + 12 <= b.length) {
    const type = text(b, at + 4, at + 8);
    const end = at + 12 + view.getUint32(at);
    if (end > b.length) return 'malformed';
    if (type === 'acTL') return 'animated';
    if (type === 'IEND') return end === b.length ? null : 'malformed';
    at = end;
  }
  return 'malformed';
}

/** WebP: a RIFF file whose declared size is exactly the file (+8 for the RIFF header); the
 *  extended header (VP8X) flags animation in bit 1 of its first byte. */
function webpProblem(b: Uint8Array, view: DataView): StructureProblem | null {
  if (b.length < 16 || 8 + view.getUint32(4, true) !== b.length) return 'malformed';
  if (text(b, 12, 16) === 'VP8X' && b.length >= 21 && (b[20]! & 0x02) !== 0) return 'animated';
  return null;
}
