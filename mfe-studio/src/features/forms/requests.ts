// Form values → request bodies (spec §3), kept pure so the rules of what is sent are tested:
// the upscale value only for Upscale (Custom); out-paint sends only the sides that are on and
// their distances only when given, as integers.
import type { OutpaintRequest, UpscaleRequest } from '../api/studio-api';
import type { PickedImage } from '../media/read-file';
import { CUSTOM_METHOD, OUTPAINT_SIDES, type OutpaintValues, type UpscaleValues } from './schemas';

export function upscaleRequest(v: UpscaleValues, image: PickedImage): UpscaleRequest {
  const custom = v.uov_method === CUSTOM_METHOD && v.upscale_value ? Number(v.upscale_value) : undefined;
  return {
    model_id: v.model_id,
    image_size: v.image_size,
    uov_method: v.uov_method === '' ? undefined : v.uov_method,
    ...(custom !== undefined && Number.isFinite(custom) ? { upscale_value: custom } : {}),
    input_image: image.dataUrl,
    mimetype: image.mimetype,
  };
}

/** Only digits reach the distance boxes; this drops anything else a paste may bring. */
export const digitsOnly = (s: string): string => s.replace(/\D+/g, '');

const DISTANCE_KEY = {
  Left: 'outpaint_distance_left',
  Right: 'outpaint_distance_right',
  Top: 'outpaint_distance_top',
  Bottom: 'outpaint_distance_bottom',
} as const;

export function outpaintRequest(v: OutpaintValues, image: PickedImage): OutpaintRequest {
  const on = OUTPAINT_SIDES.filter((s) => v.sides[s]);
  const body: OutpaintRequest = {
    model_id: v.model_id,
    image_size: v.image_size,
    input_image: image.dataUrl,
    mimetype: image.mimetype,
    outpaint_selections: on,
  };
  for (const side of on) {
    const text = digitsOnly(v.distances[side]);
    if (text !== '') body[DISTANCE_KEY[side]] = Number.parseInt(text, 10);
  }
  return body;
}
