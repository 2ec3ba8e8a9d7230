// fast-check arbitraries derived from the contract's zod schemas, for the route-table suites.
// zod-fast-check supports zod 3 only, so the schema goes through zod 4's own z.toJSONSchema()
// (io: 'input' — what a client sends, before defaults and transforms) and this small walker turns
// the JSON Schema subset our contracts use (type, properties/required, enum, const, anyOf, items,
// lengths, bounds, pattern) into an arbitrary. Refinements JSON Schema cannot say (superRefine,
// data URLs) are not modelled: such values may be refused, which the suites allow.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Any JSON value, small (for `{}` — "anything" — in a schema). */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Strings as clients send them: mostly ASCII, some full Unicode, lengths kept near the bounds. */
function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return fc.stringMatching(re).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  const minLength = s.minLength ?? 0;
  // Long strings are the hostile values' job: keep generated ones short (but reach the maximum when it is small).
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) return fc.integer({ min: Math.max(min ?? -1e6, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1e6, Number.MAX_SAFE_INTEGER) });
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** The arbitrary for one JSON Schema node. */
export function arbitraryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items) : anyJson, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object': {
      if (!s.properties) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 });
      const required = new Set(s.required ?? []);
      const props = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, arbitraryOf(v)]));
      return fc.record(props, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return anyJson; // `{}`: anything
  }
}

/** The arbitrary for what a client may send to satisfy `schema` (its input side). */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A value `schema` accepts, drawn with a fixed seed; null when none turns up in `tries` draws
 *  (the schema's refinements are beyond its JSON Schema: the caller keeps an example instead). */
export function validSample(schema: z.ZodType, seed: number, tries = 200): unknown {
  const samples = fc.sample(arbitraryFor(schema), { seed, numRuns: tries });
  return samples.find((v) => schema.safeParse(v).success) ?? null;
}
