// The category rule set (issue 9): which Home/Community categories an image belongs to, from its
// prompt. Pure. The rule, as users can be told: the prompt is split into words (letters and digits,
// lower-cased); an image is in a category when one of its words is in that category's list, or is
// that word with a plural "s"/"es". Stored with the image when it is published (images.categories),
// so filtering is an index lookup; when these lists change, bump CATEGORY_RULES_VERSION and imaging
// recomputes every image's categories at its next start (service/categories.service.ts).
import type { ImageCategory } from '@atelier/contracts';

/** Bump on any change to WORDS: stored categories are recomputed at start when it differs. */
export const CATEGORY_RULES_VERSION = 1;

export const CATEGORY_WORDS: Readonly<Record<ImageCategory, readonly string[]>> = {
  animal: [
    'animal', 'cat', 'kitten', 'kitty', 'dog', 'puppy', 'fox', 'bird', 'wolf', 'bear', 'lion', 'tiger', 'horse', 'rabbit', 'bunny',
    'owl', 'eagle', 'fish', 'whale', 'dolphin', 'shark', 'deer', 'elephant', 'monkey', 'panda', 'penguin', 'frog', 'snake',
    'dragon', 'butterfly', 'cow', 'sheep', 'goat', 'duck', 'parrot', 'squirrel', 'raccoon', 'koala', 'giraffe', 'zebra', 'wildlife',
  ],
  anime: ['anime', 'manga', 'chibi', 'kawaii', 'waifu', 'otaku', 'ghibli', 'shonen', 'shojo', 'cel', 'mecha', 'isekai', 'vtuber'],
  photography: [
    'photo', 'photograph', 'photography', 'photorealistic', 'portrait', '35mm', '50mm', '85mm', 'bokeh', 'dslr', 'lens', 'camera',
    'film', 'analog', 'polaroid', 'kodak', 'canon', 'nikon', 'sony', 'leica', 'hdr', 'telephoto', 'macro', 'exposure', 'headshot',
  ],
  motion: [
    'motion', 'action', 'speed', 'dynamic', 'running', 'racing', 'race', 'jump', 'jumping', 'flying', 'dance', 'dancing', 'blur',
    'explosion', 'chase', 'fast', 'sprint', 'sprinting', 'movement', 'moving', 'fight', 'fighting', 'splash', 'falling', 'spinning',
  ],
};

const LOOKUP: ReadonlyMap<string, ImageCategory[]> = (() => {
  const m = new Map<string, ImageCategory[]>();
  for (const [cat, words] of Object.entries(CATEGORY_WORDS) as Array<[ImageCategory, readonly string[]]>) {
    for (const w of words) m.set(w, [...(m.get(w) ?? []), cat]);
  }
  return m;
})();

/** The prompt's words: runs of letters and digits, lower-cased. */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The categories a prompt earns, in the order of CATEGORY_WORDS (no duplicates). */
export function categoriesOf(prompt: string): ImageCategory[] {
  const found = new Set<ImageCategory>();
  for (const w of promptWords(prompt)) {
    const forms = [w, w.endsWith('s') ? w.slice(0, -1) : '', w.endsWith('es') ? w.slice(0, -2) : ''];
    for (const f of forms) for (const c of (f && LOOKUP.get(f)) || []) found.add(c);
  }
  return (Object.keys(CATEGORY_WORDS) as ImageCategory[]).filter((c) => found.has(c));
}
