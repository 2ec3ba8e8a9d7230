// The types both ends of a service share, derived from the generated service definition
// (proto/gen .../<Name>ServiceDefinition): adding an RPC to a proto and running `npm run proto:gen`
// makes it callable (GrpcClient) and makes its handler required (ServiceImpl), with no list to keep.
import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';

/** Per-call options of a promisified client (the one CallOptions of the code base). */
export interface CallOptions {
  /** Milliseconds from now; default: the client's deadline (5 s unless the client was made with another). */
  deadlineMs?: number;
  metadata?: grpc.Metadata;
}

/** The RPC names of a generated definition (its string index signature dropped). */
export type RpcName<D> = keyof { [K in keyof D as K extends string ? (string extends K ? never : K) : never]: D[K] } & string;

type Untyped<D> = [RpcName<D>] extends [never] ? true : false;

/** A promisified client: each RPC is (request, options?) → Promise<response>. Unary RPCs only (the
 *  kit's server refuses streaming ones). An untyped definition gives an untyped client. */
export type GrpcClient<D> =
  Untyped<D> extends true
    ? Record<string, (req: any, opts?: CallOptions) => Promise<any>>
    : { [K in RpcName<D>]: D[K] extends MethodDefinition<infer Req, any, any, infer Res> ? (req: Req, opts?: CallOptions) => Promise<Res> : never };

/** One async handler per RPC: it gets the decoded request and returns the response (or throws an AppError). */
export type ServiceImpl<D> =
  Untyped<D> extends true
    ? Record<string, UnaryHandler>
    : { [K in RpcName<D>]: D[K] extends MethodDefinition<any, infer Res, infer Req, any> ? (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res> : never };

export type UnaryHandler = (req: any, call: grpc.ServerUnaryCall<any, any>) => Promise<any>;
