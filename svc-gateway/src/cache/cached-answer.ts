// A cached read's answer as bytes (issue 12's cost pass): the JSON a route's serializer wrote for a
// cached value is kept beside that value, so later hits send the same string instead of building
// the answer object and serialising it again. Byte-for-byte the same answer by construction — it is
// the route's own serializer's output (`reply.serialize`: fast-json-stringify from the contract, or
// zod's under VALIDATE_RESPONSES) for this very value — and Fastify sends a string whose type is
// JSON as it is (no serializer, no preSerialization hook; onSend hooks run as for any answer).
//
// Kept per value OBJECT (a WeakMap), not per key: a value the cache dropped or replaced takes its
// bytes with it, and a new value starts without any, so a stale rendering can never be sent. Per
// route, because one value answers several routes (the user record: /users/get_me and /admin/get_me).
import type { FastifyReply } from 'fastify';
import type { ResponseOf, RouteName } from '@atelier/contracts';

const renderings = new WeakMap<object, Map<RouteName, string>>();
const JSON_TYPE = 'application/json; charset=utf-8';

/** `route`'s 200 answer for the cached `value`: `answer(value)` serialised by the route once per value,
 *  then those bytes. `value` must be what the read cache returned (the object it keeps). */
export function cachedAnswer<N extends RouteName, V extends object>(reply: FastifyReply, route: N, value: V, answer: (value: V) => ResponseOf<N>): ResponseOf<N> {
  let byRoute = renderings.get(value);
  let json = byRoute?.get(route);
  if (json === undefined) {
    const out = reply.serialize(answer(value)); // the route's serializers write strings
    json = typeof out === 'string' ? out : Buffer.from(out as Uint8Array).toString('utf8');
    if (!byRoute) renderings.set(value, (byRoute = new Map()));
    byRoute.set(route, json);
  }
  reply.type(JSON_TYPE);
  // A string, typed as the answer it is the JSON of: the handler's contract stays checked (answer()).
  return json as unknown as ResponseOf<N>;
}
