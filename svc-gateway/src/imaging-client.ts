// The imaging service as the gateway sees it: the kit's promisified gRPC client, typed from the
// generated proto types (tests may pass a plain object).
import type { ImagingServiceClient } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';
import type { Promisified } from './grpc-client';

type ImagingMethod =
  | 'SubmitJob'
  | 'GetImage'
  | 'ListUserImages'
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
