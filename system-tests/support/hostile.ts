// Hostile request parts for the route fuzzing (issue 11): values a client may send that no schema
// asks for — NUL, lone surrogates, invalid UTF-8 as raw bytes, huge and odd numbers, 10,000 levels
// of nesting, 1 MB strings, wrong types, extra and prototype-polluting keys — mixed into otherwise
// schema-shaped bodies, queries and path parameters. A body is JSON text or raw bytes, so that what
// JSON.stringify cannot say (a `__proto__` key, 1e999, bytes that are not UTF-8) is sent as well.
import fc from 'fast-check';

/** A request body as sent: JSON text, raw bytes (labelled application/json), or none. */
export type Body = { text: string } | { bytes: Buffer } | undefined;

const MB = 'x'.repeat(1 << 20);
const deep = (n: number, open: string, close: string, leaf = '0') => open.repeat(n) + leaf + close.repeat(n);

/** JSON texts of values no field of ours wants. */
export const HOSTILE_JSON: string[] = [
  JSON.stringify('a\u0000b'),
  JSON.stringify('\u0000'),
  '"\\ud800"', // a lone high surrogate, escaped as JSON allows
  '"x\\udfffy"', // a lone low surrogate
  JSON.stringify(MB),
  '1e308',
  '-1e308',
  '1e999', // JSON.parse makes it Infinity
  '-0',
  '"NaN"',
  String(2 ** 53 + 1),
  '-9007199254740993',
  '0.1e-400',
  deep(10_000, '[', ']'),
  deep(10_000, '{"a":', '}'),
  'true',
  'null',
  '[]',
  '{}',
  '""',
  '"   "',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify("' or 1=1 --"),
  JSON.stringify('../../etc/passwd'),
  JSON.stringify('\u202e\ufeff\u200b'),
];

/** Raw byte sequences that are not UTF-8 (spliced into a JSON string). */
export const INVALID_UTF8: Buffer[] = [Buffer.from([0xff]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]), Buffer.from([0xc0, 0xaf])];

/** Keys a body should never act on. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'unexpected_key', ''];

/** Path segments (already URL-encoded, as they would arrive). */
export const HOSTILE_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%FF', '%C0%AF', '%', '%%%', 'a'.repeat(2_000), '..', '%2E%2E', '%2F', '%5C', '__proto__', 'constructor', '-0', '1e308', 'NaN', '%F0%9F%92%A9', '%20'];

/** Query values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES = ['%00', '%ED%A0%80', '%FF', '%', '-0', '1e308', 'NaN', '9007199254740993', '-1', 'x'.repeat(8_000), '%5B%5D', 'true', ''];

/** `{"key": value}` added to a JSON object text (or the object itself when the text is no object). */
export function withKey(json: string, key: string, value: string): string {
  const pair = `${JSON.stringify(key)}:${value}`;
  if (!json.startsWith('{')) return `{${pair}}`;
  return json === '{}' ? `{${pair}}` : `{${pair},${json.slice(1)}`;
}

/** A JSON object text with raw bytes in place of one string value (invalid UTF-8 in a field). */
export function withBytes(value: Record<string, unknown>, key: string, bytes: Buffer): Buffer {
  const marker = 'SPLICE_BYTES_HERE';
  const text = JSON.stringify({ ...value, [key]: `a${marker}b` });
  const at = text.indexOf(marker);
  return Buffer.concat([Buffer.from(text.slice(0, at)), bytes, Buffer.from(text.slice(at + marker.length))]);
}

/**
 * A body for a route: mostly what its schema describes (`valid`), else one field replaced by a
 * hostile value, NUL or a lone surrogate slipped into one field's good value, an extra hostile key,
 * raw non-UTF-8 bytes in a field, or a hostile whole body.
 * `fields`: the schema's top-level keys (empty when it takes no body).
 */
export function bodyArbitrary(valid: fc.Arbitrary<unknown> | undefined, fields: string[]): fc.Arbitrary<Body> {
  const obj = (valid ?? fc.constant({})).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  const keyOf = fields.length ? fc.constantFrom(...fields) : fc.constant('field');
  const hostile = fc.constantFrom(...HOSTILE_JSON);
  const cases: Array<fc.WeightedArbitrary<Body>> = [
    { weight: valid ? 4 : 1, arbitrary: (valid ?? fc.constant(undefined)).map((v): Body => (v === undefined ? undefined : { text: JSON.stringify(v) })) },
    { weight: 3, arbitrary: fc.tuple(obj, keyOf, hostile).map(([v, k, h]): Body => ({ text: withKey(JSON.stringify(omit(v, k)), k, h) })) },
    { weight: 3, arbitrary: fc.tuple(obj, keyOf, fc.constantFrom(...INJECTED), fc.nat()).map(([v, k, c, at]): Body => ({ text: JSON.stringify({ ...v, [k]: inject(v[k], c, at) }) })) },
    { weight: 1, arbitrary: fc.tuple(obj, fc.constantFrom(...HOSTILE_KEYS), hostile).map(([v, k, h]): Body => ({ text: withKey(JSON.stringify(v), k, h) })) },
    { weight: 1, arbitrary: fc.tuple(obj, keyOf, fc.constantFrom(...INVALID_UTF8)).map(([v, k, b]): Body => ({ bytes: withBytes(v, k, b) })) },
    { weight: 1, arbitrary: hostile.map((h): Body => ({ text: h })) },
  ];
  return fc.oneof(...cases);
}

/** Characters slipped into an otherwise good string (JSON.stringify escapes lone surrogates). */
const INJECTED = ['\u0000', '\ud800', '\udfff', '\u0000\u0000', '\ud83d'];
/** `value` with `c` inserted (a string), or `c` itself when the value is no string. */
function inject(value: unknown, c: string, at: number): unknown {
  if (typeof value !== 'string') return Array.isArray(value) && typeof value[0] === 'string' ? [inject(value[0], c, at), ...value.slice(1)] : c;
  const i = at % (value.length + 1);
  return value.slice(0, i) + c + value.slice(i);
}

const omit = (v: Record<string, unknown>, k: string) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k));

/** A query string (without `?`): the schema's (URL-encoded) or one value/key made hostile. */
export function queryArbitrary(valid: fc.Arbitrary<unknown> | undefined, fields: string[]): fc.Arbitrary<string> {
  const encode = (v: unknown) =>
    new URLSearchParams(Object.entries((v ?? {}) as Record<string, unknown>).filter(([, x]) => x !== undefined).map(([k, x]): [string, string] => [k, String(x)])).toString();
  const base = (valid ?? fc.constant({})).map(encode);
  const keyOf = fields.length ? fc.constantFrom(...fields) : fc.constant('q');
  return fc.oneof(
    { weight: valid ? 3 : 1, arbitrary: base },
    { weight: 3, arbitrary: fc.tuple(base, keyOf, fc.constantFrom(...HOSTILE_QUERY_VALUES)).map(([q, k, h]) => [q, `${k}=${h}`].filter(Boolean).join('&')) },
    { weight: 1, arbitrary: fc.tuple(base, keyOf).map(([q, k]) => [q, `${k}=1&${k}=2`].filter(Boolean).join('&')) },
    { weight: 1, arbitrary: fc.tuple(base, fc.constantFrom('__proto__[admin]=1', 'constructor[prototype][x]=1', 'unexpected=1', '%FF=1')).map(([q, h]) => [q, h].filter(Boolean).join('&')) },
  );
}

/** One path parameter, URL-encoded: the schema's, one of `known` (ids that exist), or a hostile segment. */
export function segmentArbitrary(valid: fc.Arbitrary<unknown>, known: string[] = []): fc.Arbitrary<string> {
  const drawn = valid.map((v) => encodeSafely(String(v)));
  const good = known.length ? fc.oneof(drawn, fc.constantFrom(...known.map(encodeSafely))) : drawn;
  return fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) });
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its UTF-8-style bytes. */
function encodeSafely(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}
