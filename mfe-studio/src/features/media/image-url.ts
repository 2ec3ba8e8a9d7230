// The shape of a tile and the name a download gets (spec §7: the last path segment of image_url).
// Where the files are is contracts' image-urls.ts (the feeds read it too).
/** "832*1216" → "832 / 1216" (CSS aspect-ratio), so a tile keeps the image's shape; null when unreadable. */
export function aspectRatio(imageSize: string): string | null {
  const m = /^\s*(\d+)\s*[*x×]\s*(\d+)\s*$/i.exec(imageSize);
  if (!m) return null;
  const [w, h] = [Number(m[1]), Number(m[2])];
  return w > 0 && h > 0 ? `${w} / ${h}` : null;
}

/** "/media/u/abc/xyz.png?v=1" → "xyz.png"; "image" when nothing usable is left. */
export function downloadName(imageUrl: string): string {
  const path = imageUrl.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape keeps the raw segment.
  }
  return name || 'image';
}
