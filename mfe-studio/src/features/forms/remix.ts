// Remix (docs/frontends.md "Feeds"): a feed's image opens the Playground at
// /dashboard/image-generate?remix=<id>&prompt=&negative_prompt=&model=&size=&seed=; these are the
// form values the Playground takes from it. The model and size are wishes: the model is kept only
// if the model list offers it, the size only if that model offers it (use-model-options.ts). The
// seed fills the Advance option's Seed (a generation request takes `image_seed`), when well-formed.
import { ImageSize, SeedString } from '@atelier/contracts';

export interface RemixValues {
  prompt: string;
  negative_prompt: string;
  /** The model to preselect, if the list offers it. */
  model: string | null;
  /** "width*height", or '' when absent or malformed. */
  image_size: string;
  /** The image's seed (decimal), or '' (random) when absent or malformed. */
  image_seed: string;
}

export function remixValues(params: URLSearchParams): RemixValues {
  const size = params.get('size') ?? '';
  const seed = params.get('seed') ?? '';
  return {
    prompt: params.get('prompt') ?? '',
    negative_prompt: params.get('negative_prompt') ?? '',
    model: params.get('model') || null,
    image_size: ImageSize.safeParse(size).success ? size : '',
    image_seed: SeedString.safeParse(seed).success ? seed : '',
  };
}
