// How the gateway writes its JSON answers (issue 12's plumbing). Every route's response schema is
// zod (the contract's); validating each answer against it at run time cost a zod walk per request.
// In production an answer is written by fast-json-stringify, compiled once per route and status from
// the schema's JSON Schema (zod's own z.toJSONSchema, output side): it writes only the declared
// fields, so an unexpected one never leaks. Under test (VALIDATE_RESPONSES, on when NODE_ENV=test)
// answers go through zod's serializer as before, so a handler that breaks its contract fails its
// test with a 500. The two write the same JSON for every valid answer: the contract's response
// schemas are strict objects without transforms or defaults, and
// system-tests/response-serializers.test.ts checks both on generated answers of every route.
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/** The JSON Schema fast-json-stringify compiles (draft 7, what its ajv reads). */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** A zod schema as Fastify hands it to a compiler (bare, or wrapped as `{ properties }`). */
function zodOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | undefined)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

/** Production: fast-json-stringify from the schema, compiled once per route and status. */
export const compiledSerializerCompiler: SerializerCompiler = ({ schema }) => fastJson(responseJsonSchema(zodOf(schema)) as never) as (data: unknown) => string;

/** `validate`: zod checks every answer (tests); otherwise the compiled writer. */
export function responseSerializerCompiler(validate: boolean): SerializerCompiler {
  return validate ? (zodSerializerCompiler as SerializerCompiler) : compiledSerializerCompiler;
}

