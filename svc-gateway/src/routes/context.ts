// What a contract handler gets: the validated body, the verified claims (on guarded routes), and
// the services and helpers of the app, its gRPC clients already carrying the request's metadata.
import * as grpc from '@grpc/grpc-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ACCESS_COOKIE, type ResponseOf, type RouteName, type Routes } from '@atelier/contracts';
import { setActorMetadata, type ObjectStore } from '@atelier/platform';
import { withOptions, type ServiceClients } from '../clients/service-clients';
import type { AccessClaims } from '../session/auth';
import type { CookieJar } from '../session/cookies';
import type { Reads } from '../cache/read-cache';

export interface Services extends ServiceClients {
  app: FastifyInstance;
  /** Stages uploaded images for imaging (see uploads.ts). */
  objects: ObjectStore;
  /** PUBLIC_URL + /media/: the `image_cdn` of every image record. */
  imageCdn: string;
  cookies: CookieJar;
  /** The read cache the owners' events keep current (cache/read-cache.ts); `uncached` without a bus. */
  reads: Reads;
}

type BodyOut<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.output<Routes[N]['body']> : undefined;
type ParamsOut<N extends RouteName> = Routes[N] extends { params: z.ZodType } ? z.output<Routes[N]['params']> : undefined;
type QueryOut<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.output<Routes[N]['query']> : undefined;

export interface HandlerInput<N extends RouteName> {
  body: BodyOut<N>;
  params: ParamsOut<N>;
  query: QueryOut<N>;
  /** Present on every route whose auth is not 'none' (the guard ran first). */
  claims: AccessClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends RouteName> = (s: Services, input: HandlerInput<N>) => Promise<ResponseOf<N>>;
/** Every contract route's handler: contract.ts joins the per-area tables into one of these, so a
 *  route without a handler is a compile error. */
export type Handlers = { [N in RouteName]: Handler<N> };

/** The services for one request: every gRPC call made through them carries the request id, so the
 *  services' logs join the gateway's, and — when the caller has a session — the caller's access
 *  token, IP and user agent, which a service verifies itself before an admin operation and writes
 *  into the audit log (`requireAdmin`, `auditPayload` in the platform kit). Set here once, not at
 *  each call. */
export function forRequest<S extends ServiceClients>(s: S, request: FastifyRequest): S {
  // Built at the first call only: an answer from the read cache makes none (issue 12's plumbing).
  // One object per request whose prototype (made once per `s`) holds `s` and the four clients as
  // getters: a copy of `s` with four proxies and their closures per request was ~3 % of a cached
  // read's CPU.
  const scoped = Object.create(scopeOf(s)) as S & Scoped;
  scoped[REQUEST] = request;
  return scoped;
}

const REQUEST = Symbol('request');
const CLIENTS = Symbol('clients');

interface Scoped {
  [REQUEST]: FastifyRequest;
  [CLIENTS]?: ServiceClients;
}

const CLIENT_NAMES = ['identity', 'imaging', 'billing', 'admin'] as const satisfies ReadonlyArray<keyof ServiceClients>;
const scopes = new WeakMap<object, object>();

/** The shared prototype of `s`'s per-request objects: `s` itself below, the clients (carrying the
 *  request's metadata, built at the first use) above. */
function scopeOf(s: ServiceClients): object {
  let proto = scopes.get(s);
  if (!proto) {
    proto = Object.create(s) as object;
    for (const name of CLIENT_NAMES) {
      Object.defineProperty(proto, name, {
        get(this: Scoped) {
          return (this[CLIENTS] ??= withOptions(s, { metadata: requestMetadata(this[REQUEST]) }))[name];
        },
      });
    }
    scopes.set(s, proto);
  }
  return proto;
}

function requestMetadata(request: FastifyRequest): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', String(request.id));
  const token = request.cookies?.[ACCESS_COOKIE];
  if (token) {
    const client = clientInfo(request);
    setActorMetadata(metadata, { token, ip: client.ip, userAgent: client.user_agent });
  }
  return metadata;
}

export function clientInfo(request: FastifyRequest): { ip: string; user_agent: string } {
  return { ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512) };
}
