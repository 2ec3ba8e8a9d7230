// What a contract handler gets: the validated body, the verified claims (on guarded routes), and
// the services and helpers of the app; plus the per-request gRPC call options.
import * as grpc from '@grpc/grpc-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ResponseOf, RouteName, Routes } from '@atelier/contracts';
import type { ObjectStore } from '@atelier/platform';
import type { CallOptions } from '../grpc-client';
import type { IdentityClient } from '../identity-client';
import type { ImagingClient } from '../imaging-client';
import type { AccessClaims } from '../session/auth';
import type { CookieJar } from '../session/cookies';

export interface Services {
  app: FastifyInstance;
  identity: IdentityClient;
  imaging: ImagingClient;
  /** Stages uploaded images for imaging (see uploads.ts). */
  objects: ObjectStore;
  /** PUBLIC_URL + /media/: the `image_cdn` of every image record. */
  imageCdn: string;
  cookies: CookieJar;
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
export type Handlers = { [N in RouteName]: Handler<N> };

/** The request id travels to the services so their logs join the gateway's. */
export function callOptions(request: FastifyRequest): CallOptions {
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', String(request.id));
  return { metadata };
}

export function clientInfo(request: FastifyRequest): { ip: string; user_agent: string } {
  return { ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512) };
}
