// The services as the gateway sees them: the kit's promisified gRPC clients, typed from the
// generated service definitions, so an RPC added to a proto is callable here after
// `npm run proto:gen` with no edit. Tests may pass plain objects instead (tests/support/).
import { withCallOptions, type CallOptions, type GrpcClient, type GrpcClients } from '@atelier/platform';
import { adminProto, billingProto, identityProto, imagingProto } from '@atelier/proto';
import type { AdminServiceDefinition } from '@atelier/proto/gen/atelier/admin/v1/AdminService';
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import type { IdentityServiceDefinition } from '@atelier/proto/gen/atelier/identity/v1/IdentityService';
import type { ImagingServiceDefinition } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';

export type IdentityClient = GrpcClient<IdentityServiceDefinition>;
export type ImagingClient = GrpcClient<ImagingServiceDefinition>;
export type BillingClient = GrpcClient<BillingServiceDefinition>;
export type AdminClient = GrpcClient<AdminServiceDefinition>;

export interface ServiceClients {
  identity: IdentityClient;
  imaging: ImagingClient;
  billing: BillingClient;
  admin: AdminClient;
}

/** One client per service, over the kit's channels (deadline: the kit's default on every call). */
export function serviceClients(clients: GrpcClients): ServiceClients {
  return {
    identity: clients.get('identity', identityProto().atelier.identity.v1.IdentityService),
    imaging: clients.get('imaging', imagingProto().atelier.imaging.v1.ImagingService),
    billing: clients.get('billing', billingProto().atelier.billing.v1.BillingService),
    admin: clients.get('admin', adminProto().atelier.admin.v1.AdminService),
  };
}

/** The same clients with `opts` under every call (the gateway applies a request's metadata here, once). */
export function withOptions(c: ServiceClients, opts: CallOptions): ServiceClients {
  return {
    identity: withCallOptions(c.identity, opts),
    imaging: withCallOptions(c.imaging, opts),
    billing: withCallOptions(c.billing, opts),
    admin: withCallOptions(c.admin, opts),
  };
}
