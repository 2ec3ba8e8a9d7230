// Addresses the feeds derive from a row: the thumbnail a card shows and the Remix link that opens
// the studio's Playground prefilled (docs/frontends.md "Remix").
import type { FeedImage } from './feed-api';

/** The WebP thumbnail (`image_cdn + thumbnail_url`), else the original; null before success. */
export function thumbnailOf(r: Pick<FeedImage, 'image_cdn' | 'image_url' | 'thumbnail_url'>): string | null {
  const path = r.thumbnail_url ?? r.image_url;
  return path ? r.image_cdn + path : null;
}

/** Where the Playground lives (mfe_studio's `generate` screen under the user area). */
export const PLAYGROUND_PATH = '/dashboard/image-generate';

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
