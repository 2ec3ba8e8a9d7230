// The cpu sketch's prompt parser: time of day, weather, setting, colours and counted subjects from a
// fixed vocabulary with synonyms; the Preset line; and the model description naming that vocabulary.
import { describeScene, MAX_PER_SUBJECT, parsePrompt, SETTINGS, SKETCH_CAPABILITIES, SUBJECTS, TIMES_OF_DAY } from '../../src/adapters/cpu/scene';

describe('parsePrompt', () => {
  it('reads the issue\'s two prompts into different scenes', () => {
    expect(parsePrompt('three red foxes in a snowy forest')).toEqual({
      timeOfDay: 'day', weather: 'snow', setting: 'forest', subjects: [{ kind: 'fox', count: 3, color: 'red' }], colors: [],
    });
    expect(parsePrompt('a lighthouse at sunset')).toEqual({
      timeOfDay: 'sunset', weather: 'clear', setting: 'sea', subjects: [{ kind: 'lighthouse', count: 1 }], colors: [],
    });
  });

  it('defaults to a clear day on a meadow with nothing in it', () => {
    expect(parsePrompt('')).toEqual({ timeOfDay: 'day', weather: 'clear', setting: 'meadow', subjects: [], colors: [] });
    expect(parsePrompt('an abstract composition in the style of nobody')).toEqual({ timeOfDay: 'day', weather: 'clear', setting: 'meadow', subjects: [], colors: [] });
  });

  it.each([
    ['sunrise over the hills', 'dawn'], ['early morning', 'dawn'], ['at dawn', 'dawn'],
    ['midday sun', 'day'], ['a sunny afternoon', 'day'],
    ['dusk', 'sunset'], ['evening light', 'sunset'], ['twilight', 'sunset'],
    ['midnight', 'night'], ['a moonlit bay', 'night'], ['a starry sky', 'night'],
  ] as const)('time of day: %s → %s', (prompt, timeOfDay) => {
    expect(parsePrompt(prompt).timeOfDay).toBe(timeOfDay);
  });

  it.each([
    ['a blizzard', 'snow'], ['winter', 'snow'], ['snowing', 'snow'],
    ['a stormy sea', 'rain'], ['rainy street', 'rain'], ['drizzle', 'rain'],
    ['misty woods', 'fog'], ['a foggy morning', 'fog'], ['haze', 'fog'],
  ] as const)('weather: %s → %s', (prompt, weather) => {
    expect(parsePrompt(prompt).weather).toBe(weather);
  });

  it.each([
    ['the ocean', 'sea'], ['a beach', 'sea'], ['a quiet lake', 'sea'], ['the harbour', 'sea'],
    ['sand dunes', 'desert'], ['the sahara', 'desert'],
    ['dark woods', 'forest'], ['a jungle', 'forest'], ['woodland', 'forest'],
    ['a city skyline', 'city'], ['downtown', 'city'], ['a small town', 'city'],
    ['the alps', 'mountains'], ['snowy peaks', 'mountains'], ['a mountain', 'mountains'],
    ['green fields', 'meadow'], ['rolling hills', 'meadow'],
  ] as const)('setting: %s → %s', (prompt, setting) => {
    expect(parsePrompt(prompt).setting).toBe(setting);
  });

  it('the first time, weather and setting word wins', () => {
    expect(parsePrompt('a desert at night, then the sea at dawn in fog and rain')).toMatchObject({ timeOfDay: 'night', weather: 'fog', setting: 'desert' });
  });

  it('a lighthouse or a boat with no setting stands by the sea; a named setting wins', () => {
    expect(parsePrompt('two boats').setting).toBe('sea');
    expect(parsePrompt('a lighthouse in the desert').setting).toBe('desert');
    expect(parsePrompt('a fox').setting).toBe('meadow');
  });

  it('counts subjects: number words, digits, articles, plurals and collective nouns', () => {
    expect(parsePrompt('a cat').subjects).toEqual([{ kind: 'cat', count: 1 }]);
    expect(parsePrompt('one dog').subjects).toEqual([{ kind: 'dog', count: 1 }]);
    expect(parsePrompt('two horses').subjects).toEqual([{ kind: 'horse', count: 2 }]);
    expect(parsePrompt('5 boats').subjects).toEqual([{ kind: 'boat', count: 5 }]);
    expect(parsePrompt('a pair of cats').subjects).toEqual([{ kind: 'cat', count: 2 }]);
    expect(parsePrompt('a flock of birds').subjects).toEqual([{ kind: 'bird', count: 5 }]);
    expect(parsePrompt('foxes').subjects).toEqual([{ kind: 'fox', count: 3 }]);
    expect(parsePrompt('a village').subjects).toEqual([{ kind: 'house', count: 3 }]);
    expect(parsePrompt('four small wooden houses').subjects).toEqual([{ kind: 'house', count: 4 }]);
  });

  it(`caps a subject at ${MAX_PER_SUBJECT} and adds up repeated mentions`, () => {
    expect(parsePrompt('100 birds').subjects).toEqual([{ kind: 'bird', count: MAX_PER_SUBJECT }]);
    expect(parsePrompt('a cat chasing another cat').subjects).toEqual([{ kind: 'cat', count: 2 }]);
  });

  it('knows synonyms and plural forms of every subject', () => {
    const cases: Array<[string, string]> = [
      ['a kitten', 'cat'], ['puppies', 'dog'], ['a seagull', 'bird'], ['a pony', 'horse'], ['a stag', 'deer'],
      ['a woman', 'person'], ['children', 'person'], ['people', 'person'], ['pines', 'tree'], ['a cottage', 'house'],
      ['a cabin', 'house'], ['a fortress', 'castle'], ['a tower', 'castle'], ['a ship', 'boat'], ['a sailboat', 'boat'],
      ['a truck', 'car'], ['lighthouses', 'lighthouse'], ['a vixen', 'fox'],
    ];
    for (const [prompt, kind] of cases) expect([prompt, parsePrompt(prompt).subjects.map((s) => s.kind)]).toEqual([prompt, [kind]]);
  });

  it('binds a colour word to the subject right after it, and keeps other colours for the scene', () => {
    expect(parsePrompt('a blue car and a white cat').subjects).toEqual([{ kind: 'car', count: 1, color: 'blue' }, { kind: 'cat', count: 1, color: 'white' }]);
    expect(parsePrompt('two small red boats').subjects).toEqual([{ kind: 'boat', count: 2, color: 'red' }]);
    expect(parsePrompt('a crimson fox').subjects).toEqual([{ kind: 'fox', count: 1, color: 'red' }]);
    expect(parsePrompt('blue mountains').colors).toEqual(['blue']);
    expect(parsePrompt('gray dunes with golden grass').colors).toEqual(['grey', 'gold']);
  });

  it('a colour before a sky word tints the sky (the first one; a later one tints the land)', () => {
    expect(parsePrompt('a purple sky over the sea')).toMatchObject({ skyColor: 'purple', colors: [] });
    expect(parsePrompt('pink clouds, green sky')).toMatchObject({ skyColor: 'pink', colors: ['green'] });
    expect(parsePrompt('a red sunset')).toMatchObject({ skyColor: 'red', timeOfDay: 'sunset' });
  });

  it('is pure: the same prompt always gives the same scene; case and punctuation do not matter', () => {
    expect(parsePrompt('Three RED foxes, in a Snowy forest!')).toEqual(parsePrompt('three red foxes in a snowy forest'));
  });
});

describe('describeScene (the Preset)', () => {
  it('names what was drawn', () => {
    expect(describeScene(parsePrompt('a lighthouse at sunset'))).toBe('Procedural sketch · sunset · sea · lighthouse');
    expect(describeScene(parsePrompt('three red foxes in a snowy forest'))).toBe('Procedural sketch · day · snow · forest · 3 red foxes');
    expect(describeScene(parsePrompt('two cats and a dog in a foggy city at night'))).toBe('Procedural sketch · night · fog · city · 2 cats · dog');
    expect(describeScene(parsePrompt('blue mountains under a pink sky'))).toBe('Procedural sketch · day · mountains · pink sky · blue');
    expect(describeScene(parsePrompt(''))).toBe('Procedural sketch · day · meadow');
  });
});

describe('SKETCH_CAPABILITIES (the model description)', () => {
  it('says plainly what it can and cannot draw', () => {
    for (const word of [...TIMES_OF_DAY, ...SETTINGS, 'snow', 'rain', 'fog']) expect(SKETCH_CAPABILITIES).toContain(word);
    expect(SKETCH_CAPABILITIES).toContain('foxes');
    expect(SKETCH_CAPABILITIES).toContain('lighthouses');
    expect(SKETCH_CAPABILITIES).toMatch(/not AI/);
    expect(SKETCH_CAPABILITIES).toMatch(/cannot draw/);
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(10);
  });
});
