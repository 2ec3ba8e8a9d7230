// Loads the Atelier protos with the one set of options the generated types (proto/gen) assume.
// Services and the gateway take their service definitions and client constructors from here, and
// the event bus's topics and event types (events.ts).
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { join } from 'node:path';
import type { ProtoGrpcType as AdminGrpcType } from './gen/admin_service';
import type { ProtoGrpcType as BillingGrpcType } from './gen/billing_service';
import type { ProtoGrpcType as IdentityGrpcType } from './gen/identity_service';
import type { ProtoGrpcType as ImagingGrpcType } from './gen/imaging_service';

export const PROTO_ROOT = __dirname;

/** Must match the flags in scripts/gen.mjs. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [__dirname],
};

const cache = new Map<string, grpc.GrpcObject>();
function load<T>(file: string): T {
  let pkg = cache.get(file);
  if (!pkg) {
    pkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, file), LOADER_OPTIONS));
    cache.set(file, pkg);
  }
  return pkg as unknown as T;
}

// The generated constructor type omits the static `serviceName` that grpc-js adds at runtime;
// adding it lets the constructor go straight to GrpcClients.get().
type IdentityV1 = IdentityGrpcType['atelier']['identity']['v1'];
export type IdentityProto = {
  atelier: {
    identity: {
      v1: Omit<IdentityV1, 'IdentityService'> & { IdentityService: IdentityV1['IdentityService'] & grpc.ServiceClientConstructor };
    };
  };
};

export const identityProto = (): IdentityProto => load<IdentityProto>('atelier/identity/v1/identity_service.proto');

type ImagingV1 = ImagingGrpcType['atelier']['imaging']['v1'];
export type ImagingProto = {
  atelier: {
    imaging: {
      v1: Omit<ImagingV1, 'ImagingService'> & { ImagingService: ImagingV1['ImagingService'] & grpc.ServiceClientConstructor };
    };
  };
};

export const imagingProto = (): ImagingProto => load<ImagingProto>('atelier/imaging/v1/imaging_service.proto');

type BillingV1 = BillingGrpcType['atelier']['billing']['v1'];
export type BillingProto = {
  atelier: {
    billing: {
      v1: Omit<BillingV1, 'BillingService'> & { BillingService: BillingV1['BillingService'] & grpc.ServiceClientConstructor };
    };
  };
};

export const billingProto = (): BillingProto => load<BillingProto>('atelier/billing/v1/billing_service.proto');

type AdminV1 = AdminGrpcType['atelier']['admin']['v1'];
export type AdminProto = {
  atelier: {
    admin: {
      v1: Omit<AdminV1, 'AdminService'> & { AdminService: AdminV1['AdminService'] & grpc.ServiceClientConstructor };
    };
  };
};

export const adminProto = (): AdminProto => load<AdminProto>('atelier/admin/v1/admin_service.proto');

export type * as admin from './gen/admin_service';
export type * as billing from './gen/billing_service';
export type * as identity from './gen/identity_service';
export type * as imaging from './gen/imaging_service';

export * from './events';
