// The gateway's two ways of writing an answer (svc-gateway/src/plugins/response-serializer.ts) agree:
// for generated valid answers of every contract route — and the one error body — the compiled
// fast-json-stringify writer (production) writes the same JSON as zod's validating serializer
// (tests). Answers the generator makes that zod refuses (refinements JSON Schema cannot say) are
// skipped: they are not valid answers.
import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody, routes } from '@atelier/contracts';
import { compiledSerializerCompiler } from '@atelier/svc-gateway/src/plugins/response-serializer';
import { arbitraryFor } from './support/schema-arbitrary';

type Writer = (data: unknown) => string;
const compile = (compiler: unknown, schema: z.ZodType): Writer =>
  (compiler as (o: object) => Writer)({ schema, method: 'GET', url: '/answer', httpStatus: '200' });

const cases: Array<[string, z.ZodType]> = [...Object.entries(routes).map(([name, def]) => [name, def.response] as [string, z.ZodType]), ['ErrorBody', ErrorBody]];

test.each(cases)('%s: the compiled writer writes what zod writes', (_name, schema) => {
  const compiled = compile(compiledSerializerCompiler, schema);
  const zod = compile(zodSerializerCompiler, schema);
  let compared = 0;
  fc.assert(
    fc.property(arbitraryFor(schema), (answer) => {
      let expected: string;
      try {
        expected = zod(answer);
      } catch {
        return; // not a valid answer
      }
      compared++;
      expect(JSON.parse(compiled(answer))).toEqual(JSON.parse(expected));
    }),
    { numRuns: 40, seed: 12 },
  );
  expect(compared).toBeGreaterThan(0);
});
