// What imaging's use cases need: the schema's database, its outbox, the object store, billing,
// the GPU adapters and the few rules read from configuration.
import type { EventBus, Kysely, Logger, ObjectStore, Outbox } from '@atelier/platform';
import type { GpuAdapter, SsrfPolicy } from '../adapters';
import type { BillingPort } from '../billing/billing.port';
import type { ImagingDB } from '../repo/database';
import type { DecodePool } from './decode-pool';

export interface ImagingContext {
  db: Kysely<ImagingDB>;
  outbox: Outbox;
  /** Straight onto the bus, no outbox: only the live progress of jobs (worker/progress.ts). */
  bus: Pick<EventBus, 'emit'>;
  objects: ObjectStore;
  billing: BillingPort;
  adapters: Map<string, GpuAdapter>;
  logger: Logger;
  secretsKey: string;
  /** JWT_SECRET: admin RPCs verify the caller's access token with it (requireAdmin). */
  jwtSecret: string;
  /** Which GPU-node URLs an admin may save (GPU_NODE_ALLOW_LOOPBACK / GPU_NODE_ALLOWED_CIDRS). */
  nodePolicy: SsrfPolicy;
  /** Jobs a user may have pending or running at once. */
  maxInFlightPerUser: number;
  /** Bounds decoding uploads, per user and overall (decode-pool.ts). */
  decodes: DecodePool;
}
