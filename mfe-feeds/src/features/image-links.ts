// The Remix link a feed row gives: the studio's Playground prefilled (docs/frontends.md "Remix").
// A card's thumbnail address is contracts' thumbUrl (the studio's tiles read the same).
import type { FeedImage } from './feed-api';

/** Where the Playground lives (mfe_studio's `generate` screen under the user area). */
export const PLAYGROUND_PATH = '/dashboard/image-generate';

/** Where In Paint lives (mfe_studio's `inpaint` screen): the studio's canvas editor (brush, zoom,
 *  upload, undo), so Home's "Canvas Editor" card opens it. */
export const CANVAS_EDITOR_PATH = '/dashboard/image-inpaint';

/**
 * The Playground prefilled from an image: `?remix=<id>&prompt=&negative_prompt=&model=&size=&seed=`.
 * The studio reads the fields it can set (a model it no longer offers is left unchosen).
 */
export function remixHref(r: Pick<FeedImage, 'id' | 'prompt' | 'negative_prompt' | 'model_id' | 'image_size' | 'image_seed'>): string {
  const q = new URLSearchParams({ remix: r.id, prompt: r.prompt });
  if (r.negative_prompt) q.set('negative_prompt', r.negative_prompt);
  if (r.model_id) q.set('model', r.model_id);
  if (r.image_size) q.set('size', r.image_size);
  if (r.image_seed) q.set('seed', r.image_seed);
  return `${PLAYGROUND_PATH}?${q.toString()}`;
}
