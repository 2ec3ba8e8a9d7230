// The admin's settings editor and the server agree on the words; the editor also says where the
// text stops being JSON (line and column), whatever the engine's JSON.parse message looks like.
import { checkSettings, IMAGING_MSG, lineColumnAt } from '../src';

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
