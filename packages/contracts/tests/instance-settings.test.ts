// The admin's settings editor and the server agree on the words; the editor also says where the
// text stops being JSON (line and column), whatever the engine's JSON.parse message looks like.
import { checkSettings, CreateModelInstanceBody, IMAGING_LIMITS, IMAGING_MSG, lineColumnAt, nestsDeeperThan } from '../src';

const EMPTY = IMAGING_MSG.settingsCreate;

test('empty, not JSON (with line and column), a scalar, a remote controller without base_url', () => {
  expect(checkSettings('  ', 'cpu', EMPTY)).toEqual({ ok: false, message: EMPTY });
  expect(checkSettings('{\n  "a": 1,\n  "b" 2\n}', 'cpu', EMPTY)).toEqual({ ok: false, message: `${IMAGING_MSG.settingsJson} (line 3, column 7)`, line: 3, column: 7 });
  expect(checkSettings('{"a": ', 'cpu', EMPTY)).toMatchObject({ ok: false, line: 1 });
  expect(checkSettings('42', 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsShape });
  expect(checkSettings('null', 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsShape });
  expect(checkSettings('{}', 'fooocus', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.baseUrlRequired });
  expect(checkSettings('[]', 'a1111', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.baseUrlRequired });
});

test('good settings come back parsed; cpu needs no base_url', () => {
  expect(checkSettings('{}', 'cpu', EMPTY)).toEqual({ ok: true, value: {} });
  expect(checkSettings('{"base_url": "http://gpu:7865"}', 'comfyui', EMPTY)).toEqual({ ok: true, value: { base_url: 'http://gpu:7865' } });
  expect(checkSettings('[1, 2]', undefined, EMPTY)).toEqual({ ok: true, value: [1, 2] });
});

test('lineColumnAt counts from 1, across lines', () => {
  expect(lineColumnAt('abc', 0)).toEqual({ line: 1, column: 1 });
  expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  expect(lineColumnAt('ab', 99)).toEqual({ line: 1, column: 3 });
});

/** `depth` arrays inside each other, as JSON text (JSON.stringify itself overflows on 10,000 levels). */
const nestedText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const nested = (depth: number): unknown => JSON.parse(nestedText(depth));

test('too deep or too large settings are refused in words, without overflowing the stack (10,000 deep)', () => {
  const deep = nestedText(10_000);
  expect(checkSettings(deep, 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsTooDeep });
  expect(checkSettings('{"a":'.repeat(12_000) + '1' + '}'.repeat(12_000), 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsTooLarge });
  expect(checkSettings(nestedText(IMAGING_LIMITS.settingsDepthMax), 'cpu', EMPTY)).toMatchObject({ ok: true });
  expect(checkSettings(nestedText(IMAGING_LIMITS.settingsDepthMax + 1), 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsTooDeep });
  expect(checkSettings(JSON.stringify({ x: 'y'.repeat(IMAGING_LIMITS.settingsMax) }), 'cpu', EMPTY)).toEqual({ ok: false, message: IMAGING_MSG.settingsTooLarge });
  expect(nestsDeeperThan({ a: { b: [1, { c: null }] } }, 4)).toBe(false);
  expect(nestsDeeperThan({ a: { b: [1, { c: {} }] } }, 4)).toBe(true);
});

test('the body schema holds both forms of settings to the same limits', () => {
  const body = (settings: unknown) => ({ name: 'n', controller_name: 'cpu', priority: 1, api_token: 't', settings, model_id: 'm' });
  const msg = (settings: unknown) => CreateModelInstanceBody.safeParse(body(settings)).error?.issues[0]?.message;
  expect(msg(nested(10_000))).toBe(IMAGING_MSG.settingsTooDeep);
  expect(msg({ deep: nested(10_000) })).toBe(IMAGING_MSG.settingsTooDeep);
  expect(msg(nestedText(10_000))).toBe(IMAGING_MSG.settingsTooDeep);
  expect(msg({ x: 'y'.repeat(IMAGING_LIMITS.settingsMax) })).toBe(IMAGING_MSG.settingsTooLarge);
  expect(msg('y'.repeat(IMAGING_LIMITS.settingsMax + 1))).toBe(IMAGING_MSG.settingsTooLarge);
  expect(msg({ base_url: 'http://gpu:7865' })).toBeUndefined();
  expect(msg('{"base_url": "http://gpu:7865"}')).toBeUndefined();
  expect(msg('')).toBe(IMAGING_MSG.settingsCreate);
  expect(msg(42)).toBe(IMAGING_MSG.settingsCreate);
});
