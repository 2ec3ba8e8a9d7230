// The imaging service as the gateway sees it: the kit's promisified gRPC client, typed from the
// generated proto types (tests may pass a plain object).
import type * as grpc from '@grpc/grpc-js';
import type { ImagingServiceClient } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';
import type { CallOptions } from './identity-client';

type Promisified<F> = F extends (arg: infer Req, cb: grpc.requestCallback<infer Res>) => grpc.ClientUnaryCall
  ? (req: Req, opts?: CallOptions) => Promise<Res>
  : never;

type ImagingMethod =
  | 'SubmitJob'
  | 'GetImage'
  | 'ListUserImages'
  | 'WatchJobEvents'
  | 'ListModels'
  | 'GetModel'
  | 'CreateModel'
  | 'UpdateModel'
  | 'DeleteModel'
  | 'ListModelInstances'
  | 'GetModelInstance'
  | 'CreateModelInstance'
  | 'UpdateModelInstance'
  | 'DeleteModelInstance';

export type ImagingClient = { [K in ImagingMethod]: Promisified<ImagingServiceClient[K]> };
