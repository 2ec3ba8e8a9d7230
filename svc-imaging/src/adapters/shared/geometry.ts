// Size arithmetic every adapter shares, so the cpu node and the GPU nodes agree: up-scale factors
// per method and out-paint strip sizes (Fooocus semantics).
import type { UovMethod } from '@atelier/contracts';
import type { GenerationRequest, Side } from '../types';

export const VARY_STRENGTH = { 'Vary (Subtle)': 0.5, 'Vary (Strong)': 0.85 } as const;

export function isVary(method: UovMethod): method is 'Vary (Subtle)' | 'Vary (Strong)' {
  return method === 'Vary (Subtle)' || method === 'Vary (Strong)';
}

/** The scale an up-scale method asks for; Custom takes the request's value (1–6, the product's range). */
export function upscaleFactor(method: UovMethod, value: number | undefined): number {
  switch (method) {
    case 'Upscale (1.5x)':
      return 1.5;
    case 'Upscale (2x)':
    case 'Upscale (Fast 2x)':
      return 2;
    case 'Upscale (Custom)':
      return Math.min(6, Math.max(1, value ?? 2));
    default:
      return 1;
  }
}

export interface Padding {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const KEY: Record<Side, keyof Padding> = { Left: 'left', Right: 'right', Top: 'top', Bottom: 'bottom' };

/**
 * Pixels to add per side for an out-paint of a width×height image: only the chosen sides; a
 * missing or ≤ 0 distance means 30 % of the width (left/right) or height (top/bottom).
 */
export function outpaintPadding(req: Pick<GenerationRequest, 'outpaint'>, width: number, height: number): Padding {
  const pad: Padding = { left: 0, right: 0, top: 0, bottom: 0 };
  for (const side of new Set(req.outpaint?.sides ?? [])) {
    const key = KEY[side];
    const asked = req.outpaint?.distances[key];
    const span = key === 'left' || key === 'right' ? width : height;
    pad[key] = asked !== undefined && asked > 0 ? Math.round(asked) : Math.round(span * 0.3);
  }
  return pad;
}
