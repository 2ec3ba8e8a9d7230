// What the cpu sketch understands of a prompt: a pure parser (no I/O) from words to a scene — time of
// day, weather, setting, named colours and counted subjects — over a small fixed vocabulary with
// synonyms. The renderer (procedural.ts) draws exactly this; words outside the vocabulary only nudge
// the colours. `describeScene` is the "Preset" the image detail shows, so users see what was used.

export const TIMES_OF_DAY = ['dawn', 'day', 'sunset', 'night'] as const;
export const WEATHERS = ['clear', 'snow', 'rain', 'fog'] as const;
export const SETTINGS = ['meadow', 'sea', 'desert', 'forest', 'city', 'mountains'] as const;
export const SUBJECTS = ['fox', 'cat', 'dog', 'bird', 'horse', 'deer', 'person', 'tree', 'house', 'lighthouse', 'castle', 'boat', 'car'] as const;
export const COLORS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'brown', 'white', 'grey', 'black', 'gold', 'silver'] as const;

export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type Weather = (typeof WEATHERS)[number];
export type Setting = (typeof SETTINGS)[number];
export type SubjectKind = (typeof SUBJECTS)[number];
export type ColorName = (typeof COLORS)[number];

export interface Subject {
  kind: SubjectKind;
  count: number;
  /** A colour word standing right before the subject ("three red foxes"). */
  color?: ColorName;
}

export interface Scene {
  timeOfDay: TimeOfDay;
  weather: Weather;
  setting: Setting;
  /** Subjects in prompt order; one entry per kind (a second mention adds to the count). */
  subjects: Subject[];
  /** Colour words not bound to a subject ("blue mountains", "golden light"): they tint the land. */
  colors: ColorName[];
  /** A colour word right before a sky word ("a purple sky", "pink clouds"): it tints the sky. */
  skyColor?: ColorName;
}

/** Most instances of one subject drawn: more would be clutter at sketch size. */
export const MAX_PER_SUBJECT = 7;
/** A plural with no number ("foxes", "some boats"). */
const PLURAL_COUNT = 3;

/** Every recognised word (lower case) → what it means. Synonyms and plurals are listed, not guessed. */
const TIME_WORDS: Record<string, TimeOfDay> = {
  dawn: 'dawn', sunrise: 'dawn', morning: 'dawn', daybreak: 'dawn',
  day: 'day', daytime: 'day', noon: 'day', midday: 'day', afternoon: 'day', sunny: 'day', daylight: 'day',
  sunset: 'sunset', dusk: 'sunset', evening: 'sunset', twilight: 'sunset', sundown: 'sunset',
  night: 'night', midnight: 'night', moon: 'night', moonlight: 'night', moonlit: 'night', starry: 'night', stars: 'night', nighttime: 'night',
};
const WEATHER_WORDS: Record<string, Weather> = {
  snow: 'snow', snowy: 'snow', snowing: 'snow', snowfall: 'snow', blizzard: 'snow', winter: 'snow', wintry: 'snow', snowflakes: 'snow',
  rain: 'rain', rainy: 'rain', raining: 'rain', storm: 'rain', stormy: 'rain', drizzle: 'rain', downpour: 'rain', thunderstorm: 'rain',
  fog: 'fog', foggy: 'fog', mist: 'fog', misty: 'fog', haze: 'fog', hazy: 'fog',
};
const SETTING_WORDS: Record<string, Setting> = {
  meadow: 'meadow', meadows: 'meadow', field: 'meadow', fields: 'meadow', countryside: 'meadow', hills: 'meadow', hill: 'meadow', grassland: 'meadow', park: 'meadow',
  sea: 'sea', ocean: 'sea', beach: 'sea', coast: 'sea', shore: 'sea', seaside: 'sea', harbor: 'sea', harbour: 'sea', lake: 'sea', bay: 'sea', waves: 'sea',
  desert: 'desert', dunes: 'desert', dune: 'desert', sand: 'desert', sahara: 'desert',
  forest: 'forest', forests: 'forest', woods: 'forest', wood: 'forest', woodland: 'forest', jungle: 'forest',
  city: 'city', town: 'city', skyline: 'city', street: 'city', streets: 'city', downtown: 'city', urban: 'city', metropolis: 'city',
  mountains: 'mountains', mountain: 'mountains', peaks: 'mountains', peak: 'mountains', alps: 'mountains', summit: 'mountains', valley: 'mountains',
};
const SUBJECT_WORDS: Record<string, { kind: SubjectKind; plural: boolean }> = {};
const subjectWords: Record<SubjectKind, [string[], string[]]> = {
  fox: [['fox', 'vixen'], ['foxes']],
  cat: [['cat', 'kitten', 'kitty'], ['cats', 'kittens']],
  dog: [['dog', 'puppy', 'hound'], ['dogs', 'puppies', 'hounds']],
  bird: [['bird', 'seagull', 'gull', 'crow', 'raven', 'eagle'], ['birds', 'seagulls', 'gulls', 'crows', 'ravens', 'eagles']],
  horse: [['horse', 'pony', 'stallion'], ['horses', 'ponies']],
  deer: [['deer', 'stag', 'reindeer', 'elk'], ['stags']],
  person: [['person', 'man', 'woman', 'girl', 'boy', 'child', 'figure', 'traveler', 'hiker'], ['people', 'persons', 'men', 'women', 'girls', 'boys', 'children', 'figures', 'travelers', 'hikers']],
  tree: [['tree', 'pine', 'oak'], ['trees', 'pines', 'oaks']],
  house: [['house', 'cottage', 'cabin', 'hut', 'home', 'barn'], ['houses', 'cottages', 'cabins', 'huts', 'homes', 'barns', 'village']],
  lighthouse: [['lighthouse'], ['lighthouses']],
  castle: [['castle', 'fortress', 'palace', 'tower'], ['castles', 'fortresses', 'palaces', 'towers']],
  boat: [['boat', 'ship', 'sailboat', 'yacht'], ['boats', 'ships', 'sailboats', 'yachts']],
  car: [['car', 'truck', 'taxi'], ['cars', 'trucks', 'taxis', 'traffic']],
};
for (const kind of SUBJECTS) {
  const [singular, plural] = subjectWords[kind];
  for (const w of singular) SUBJECT_WORDS[w] = { kind, plural: false };
  for (const w of plural) SUBJECT_WORDS[w] = { kind, plural: true };
}
const COLOR_WORDS: Record<string, ColorName> = {
  red: 'red', crimson: 'red', scarlet: 'red', ruby: 'red',
  orange: 'orange', amber: 'orange', ginger: 'orange',
  yellow: 'yellow', lemon: 'yellow',
  green: 'green', emerald: 'green', lime: 'green', olive: 'green',
  teal: 'teal', cyan: 'teal', turquoise: 'teal', aqua: 'teal',
  blue: 'blue', navy: 'blue', azure: 'blue', cobalt: 'blue',
  purple: 'purple', violet: 'purple', lavender: 'purple', magenta: 'purple', lilac: 'purple',
  pink: 'pink', rose: 'pink',
  brown: 'brown', chocolate: 'brown', tan: 'brown',
  white: 'white', ivory: 'white',
  grey: 'grey', gray: 'grey',
  black: 'black', dark: 'black', ebony: 'black',
  gold: 'gold', golden: 'gold',
  silver: 'silver',
};
/** Words that take the colour in front of them for the sky. */
const SKY_WORDS = new Set(['sky', 'skies', 'clouds', 'cloud', 'horizon', 'sunset', 'sunrise', 'dawn', 'dusk']);
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, lone: 1, lonely: 1, two: 2, pair: 2, couple: 2, both: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, several: 4, some: 3, few: 3, many: 6, lots: 6, dozen: 12,
  // Collective nouns count what follows them: "a flock of birds".
  flock: 5, crowd: 5, fleet: 4, herd: 4, pack: 4, group: 4,
};
/** Words that may stand between a number and its subject ("two small red boats", "a pair of cats"). */
const FILLERS = new Set(['of', 'small', 'little', 'tiny', 'big', 'large', 'huge', 'tall', 'old', 'young', 'wild', 'cute', 'lonely', 'lone', 'wooden', 'stone', 'fluffy', 'sleeping', 'running', 'flying', 'sitting', 'bright', 'pale', 'light', 'the']);

export function wordsOf(prompt: string): string[] {
  return prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Reads a prompt into a scene. Unknown words are ignored; the first time/weather/setting word wins. */
export function parsePrompt(prompt: string): Scene {
  const words = wordsOf(prompt);
  let timeOfDay: TimeOfDay | undefined;
  let weather: Weather | undefined;
  let setting: Setting | undefined;
  const subjects: Subject[] = [];
  const colors: ColorName[] = [];
  let skyColor: ColorName | undefined;
  // The number and colour words seen since the last noun: they belong to the next subject, if any.
  let pendingCount: number | undefined;
  let pendingColors: ColorName[] = [];
  const flushColors = () => {
    for (const c of pendingColors) if (!colors.includes(c)) colors.push(c);
    pendingColors = [];
  };
  for (const word of words) {
    const subject = SUBJECT_WORDS[word];
    if (subject) {
      // A plural after "a" ("a village") still means several.
      const said = pendingCount === 1 && subject.plural ? undefined : pendingCount;
      const count = Math.max(1, Math.min(MAX_PER_SUBJECT, said ?? (subject.plural ? PLURAL_COUNT : 1)));
      const color = pendingColors.at(-1);
      const known = subjects.find((s) => s.kind === subject.kind);
      if (known) {
        known.count = Math.min(MAX_PER_SUBJECT, known.count + count);
        known.color ??= color;
      } else {
        subjects.push(color ? { kind: subject.kind, count, color } : { kind: subject.kind, count });
      }
      // Colours before this noun other than the last ("red and white boats") still colour the scene.
      pendingColors.pop();
      flushColors();
      pendingCount = undefined;
      continue;
    }
    const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (n !== undefined && pendingColors.length === 0) {
      pendingCount = n;
      continue;
    }
    const color = COLOR_WORDS[word];
    if (color) {
      pendingColors.push(color);
      continue;
    }
    // The first sky colour wins; a later one tints the land instead.
    if (SKY_WORDS.has(word) && pendingColors.length > 0 && !skyColor) skyColor = pendingColors.pop();
    else if (FILLERS.has(word)) continue;
    // Any other word closes the noun phrase: its colours go to the scene.
    flushColors();
    pendingCount = undefined;
    timeOfDay ??= TIME_WORDS[word];
    weather ??= WEATHER_WORDS[word];
    setting ??= SETTING_WORDS[word];
  }
  flushColors();
  // A lighthouse or a boat without a named setting stands by the sea.
  if (!setting && subjects.some((s) => s.kind === 'lighthouse' || s.kind === 'boat')) setting = 'sea';
  const scene: Scene = { timeOfDay: timeOfDay ?? 'day', weather: weather ?? 'clear', setting: setting ?? 'meadow', subjects, colors };
  if (skyColor) scene.skyColor = skyColor;
  return scene;
}

const PLURALS: Record<SubjectKind, string> = {
  fox: 'foxes', cat: 'cats', dog: 'dogs', bird: 'birds', horse: 'horses', deer: 'deer', person: 'people', tree: 'trees',
  house: 'houses', lighthouse: 'lighthouses', castle: 'castles', boat: 'boats', car: 'cars',
};

/** One line naming what was drawn, e.g. "Procedural sketch · sunset · sea · lighthouse" — the image's Preset. */
export function describeScene(scene: Scene): string {
  const parts = ['Procedural sketch', scene.timeOfDay];
  if (scene.weather !== 'clear') parts.push(scene.weather);
  parts.push(scene.setting);
  for (const s of scene.subjects) {
    const noun = s.count === 1 ? s.kind : `${s.count} ${PLURALS[s.kind]}`;
    parts.push(s.color ? (s.count === 1 ? `${s.color} ${noun}` : `${s.count} ${s.color} ${PLURALS[s.kind]}`) : noun);
  }
  if (scene.skyColor) parts.push(`${scene.skyColor} sky`);
  if (scene.colors.length > 0) parts.push(scene.colors.join('/'));
  return parts.join(' · ');
}

/** What the text-to-image cpu model can and cannot draw, in words: the seeded model description says this. */
export const SKETCH_CAPABILITIES =
  `A procedural sketch, not AI: deterministic from prompt and seed, drawn in about a second on the CPU. ` +
  `It understands the time of day (${TIMES_OF_DAY.join(', ')}), weather (${WEATHERS.filter((w) => w !== 'clear').join(', ')}), ` +
  `a setting (${SETTINGS.join(', ')}), colour words (${COLORS.join(', ')}) and up to ${MAX_PER_SUBJECT} of each of these ` +
  `subjects as simple silhouettes: ${SUBJECTS.map((s) => PLURALS[s]).join(', ')} ("three red foxes"). ` +
  `It cannot draw anything else — faces, text, styles, actions or other objects are ignored — and ignores the negative prompt.`;
