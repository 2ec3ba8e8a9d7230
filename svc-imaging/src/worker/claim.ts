// Choosing what to run next: among the ACTIVE, unpaused instances (of active models) with a known adapter,
// past their failure back-off and with free capacity (running jobs < adapter.capacity), take the
// fairest pending job of a model they serve, then the instance for it — one the job has not tried
// yet first, then by priority (lower number first). The instance row is locked while its running
// jobs are counted, so two workers cannot both take its last slot.
// Round trips: the instances with their load and whether their models have work waiting (one query:
// with none waiting, that is all), then ONE call of the schema's claim_jobs function
// (repo/jobs.repository claimJobs; was BEGIN, the job's lock, the instance's lock, the conditional
// claim, COMMIT per job). The function can claim several jobs a call; the worker asks for one
// (claimNext; job-worker.ts says why). An API token is decrypted only for the
// instances that get a job (or one that must be probed).
import { decryptSecret } from '@atelier/platform';
import { probeNode } from '../adapters/shared/probe';
import type { GpuAdapter, NodeInstance } from '../adapters/types';
import type { JobRow } from '../repo/jobs.repository';
import { claimJobs as claimJobsOf } from '../repo/jobs.repository';
import { recordInstanceFailure, runnableInstancesWithLoad, type InstanceRow } from '../repo/models.repository';
import type { ImagingContext } from '../service/context';

export interface Claim {
  job: JobRow;
  instance: InstanceRow;
  node: NodeInstance;
  adapter: GpuAdapter;
}

const PROBE_TIMEOUT_MS = 2000;

export function toNodeInstance(ctx: ImagingContext, i: InstanceRow): NodeInstance {
  return { ...withoutToken(i), apiToken: i.api_token_sealed ? tokenOf(ctx.secretsKey, i.api_token_sealed) : '' };
}

/** Decrypted API tokens by key and sealed text (a changed token is sealed anew: a new text). A
 *  worker claims on the same few instances all day, and the AES-GCM decipher of every claim was ~2 %
 *  of its busy time on the pipeline bench. Bounded: emptied past TOKENS_KEPT entries. */
const tokens = new Map<string, string>();
const TOKENS_KEPT = 1024;

function tokenOf(secretsKey: string, sealed: string): string {
  const id = `${secretsKey}\n${sealed}`;
  let token = tokens.get(id);
  if (token === undefined) {
    token = decryptSecret(secretsKey, sealed);
    if (tokens.size >= TOKENS_KEPT) tokens.clear();
    tokens.set(id, token);
  }
  return token;
}

/** What capacity() reads (settings), without paying for the token's decryption. */
function withoutToken(i: InstanceRow): NodeInstance {
  const settings = i.settings && typeof i.settings === 'object' && !Array.isArray(i.settings) ? (i.settings as Record<string, unknown>) : {};
  return { id: i.id, name: i.name, controllerName: i.controller_name, settings, apiToken: '' };
}

interface Candidate {
  instance: InstanceRow;
  /** Without its API token (withoutToken). */
  node: NodeInstance;
  adapter: GpuAdapter;
  capacity: number;
}

/** A node that failed recently is probed (adapter.probe) before it gets another job. */
async function healthy(ctx: ImagingContext, c: Candidate): Promise<boolean> {
  if (c.instance.failures === 0) return true;
  const probe = await probeNode(c.adapter, toNodeInstance(ctx, c.instance), PROBE_TIMEOUT_MS);
  if (!probe.ok) await recordInstanceFailure(ctx.db, c.instance.id, `probe: ${probe.detail}`);
  return probe.ok;
}

async function freeInstances(ctx: ImagingContext): Promise<Candidate[]> {
  const now = Date.now();
  const free: Candidate[] = [];
  for (const { running, hasPending, ...instance } of await runnableInstancesWithLoad(ctx.db)) {
    // Nothing of its model may run now: no transaction, no probe (an idle poll is one statement).
    if (!hasPending) continue;
    const adapter = ctx.adapters.get(instance.controller_name);
    if (!adapter) continue;
    if (instance.unhealthy_until && instance.unhealthy_until.getTime() > now) continue;
    const node = withoutToken(instance);
    const capacity = adapter.capacity(node);
    if (running >= capacity) continue;
    const c = { instance, node, adapter, capacity };
    if (await healthy(ctx, c)) free.push(c);
  }
  return free;
}

/** Claims up to `limit` jobs in one round trip after the instances' read. */
async function claimJobs(ctx: ImagingContext, owner: string, leaseMs: number, limit: number): Promise<Claim[]> {
  const free = await freeInstances(ctx);
  if (!free.length) return [];
  const jobs = await claimJobsOf(ctx.db, ctx.outbox.schema, {
    instanceIds: free.map((c) => c.instance.id),
    modelIds: free.map((c) => c.instance.model_id),
    capacities: free.map((c) => c.capacity),
    owner,
    leaseMs,
    limit,
  });
  const byId = new Map(free.map((c) => [c.instance.id, c]));
  return jobs.map((job) => {
    const { instance, adapter } = byId.get(job.instance_id!)!;
    return { job, instance, adapter, node: toNodeInstance(ctx, instance) };
  });
}

/** One claim: what the worker asks for, one job a call (job-worker.ts says why). */
export async function claimNext(ctx: ImagingContext, owner: string, leaseMs: number): Promise<Claim | null> {
  return (await claimJobs(ctx, owner, leaseMs, 1))[0] ?? null;
}
