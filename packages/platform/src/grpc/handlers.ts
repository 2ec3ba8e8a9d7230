// The type of a gRPC service implementation as the kit's server takes it (GrpcServer.add): one
// async function per RPC, derived from the `<Service>Handlers` interface proto-loader generates, so
// a missing RPC or a wrong request/response shape fails to compile in the service's rpc/ room.
import type * as grpc from '@grpc/grpc-js';

/** A generated `handleUnaryCall<Req, Res>` as an async function of the request. */
export type AsyncUnary<H> = H extends grpc.handleUnaryCall<infer Req, infer Res> ? (req: Req) => Promise<Res> : never;

/** One async handler per RPC of a generated `<Service>Handlers` (its index signature dropped):
 *  `export type IdentityImpl = ServiceImpl<IdentityServiceHandlers>`. */
export type ServiceImpl<Handlers> = {
  [K in keyof Handlers as string extends K ? never : K]: AsyncUnary<Handlers[K]>;
};
