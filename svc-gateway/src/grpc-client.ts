// How the gateway types a service client: the kit's promisified gRPC client, derived from the
// generated proto types, so tests can pass a plain object instead of a gRPC connection.
import type * as grpc from '@grpc/grpc-js';

export interface CallOptions {
  deadlineMs?: number;
  metadata?: grpc.Metadata;
}

// The last overload of each generated method is (argument, callback); infer request and response from it.
export type Promisified<F> = F extends (arg: infer Req, cb: grpc.requestCallback<infer Res>) => grpc.ClientUnaryCall
  ? (req: Req, opts?: CallOptions) => Promise<Res>
  : never;
