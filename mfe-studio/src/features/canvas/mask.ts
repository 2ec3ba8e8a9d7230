// In-painting mask (spec §5, §9): pixels within tolerance 30 of the grey brush colour become
// white, every other pixel black. Works on raw RGBA bytes (ImageData.data) so it stays DOM-free.

/** Brush colour: mid grey. The stroke layer is shown semi-transparent (BRUSH_OPACITY). */
export const BRUSH_RGB = [128, 128, 128] as const;
export const BRUSH_CSS = `rgb(${BRUSH_RGB.join(', ')})`;
export const BRUSH_OPACITY = 0.5;
export const BRUSH_RADIUS = 30;
export const MASK_TOLERANCE = 30;

/**
 * RGBA in, RGBA out (same length): white where a painted pixel's every channel is within
 * `tolerance` of the brush colour, black elsewhere; fully opaque. A transparent pixel (alpha 0,
 * never painted) is black whatever its colour bytes say.
 */
export function strokesToMask(rgba: Uint8ClampedArray, tolerance: number = MASK_TOLERANCE): Uint8ClampedArray<ArrayBuffer> {
  if (rgba.length % 4 !== 0) throw new Error('RGBA data length must be a multiple of 4');
  const out = new Uint8ClampedArray(rgba.length);
  const [br, bg, bb] = BRUSH_RGB;
  for (let i = 0; i < rgba.length; i += 4) {
    const painted =
      rgba[i + 3] > 0 &&
      Math.abs(rgba[i] - br) <= tolerance &&
      Math.abs(rgba[i + 1] - bg) <= tolerance &&
      Math.abs(rgba[i + 2] - bb) <= tolerance;
    const v = painted ? 255 : 0;
    out[i] = v;
    out[i + 1] = v;
    out[i + 2] = v;
    out[i + 3] = 255;
  }
  return out;
}

