// What imaging's use cases need: the schema's database, its outbox, the object store, billing,
// the GPU adapters and the few rules read from configuration.
import type { Kysely, Logger, ObjectStore, Outbox } from '@atelier/platform';
import type { GpuAdapter } from '../adapters/types';
import type { BillingPort } from '../billing/billing.port';
import type { ImagingDB } from '../repo/database';

export interface NodeUrlPolicy {
  /** GPU_NODE_ALLOW_LOOPBACK: nodes on 127.0.0.0/8 / ::1 (tests, a node on the same host). */
  allowLoopback: boolean;
  /** GPU_NODE_ALLOWED_CIDRS: private ranges an operator explicitly allows. */
  allowedCidrs: string[];
}

export interface ImagingContext {
  db: Kysely<ImagingDB>;
  outbox: Outbox;
  objects: ObjectStore;
  billing: BillingPort;
  adapters: Map<string, GpuAdapter>;
  logger: Logger;
  secretsKey: string;
  nodePolicy: NodeUrlPolicy;
  /** Jobs a user may have pending or running at once. */
  maxInFlightPerUser: number;
}
