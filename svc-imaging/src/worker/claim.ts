// Choosing what to run next: among the ACTIVE, unpaused instances (of active models) with a known adapter,
// past their failure back-off and with free capacity (running jobs < adapter.capacity), take the
// fairest pending job of a model they serve (lockNextPending), then the instance for it — one
// the job has not tried yet first, then by priority (lower number first). The instance row is
// locked while its running jobs are counted, so two workers cannot both take its last slot.
import { decryptSecret } from '@atelier/platform';
import { probeNode } from '../adapters/shared/probe';
import type { GpuAdapter, NodeInstance } from '../adapters/types';
import type { JobRow } from '../repo/jobs.repository';
import { lockInstance, lockNextPending, markClaimed, runningPerInstance } from '../repo/jobs.repository';
import { listInstances, recordInstanceFailure, runningOnInstance, type InstanceRow } from '../repo/models.repository';
import type { ImagingContext } from '../service/context';

export interface Claim {
  job: JobRow;
  instance: InstanceRow;
  node: NodeInstance;
  adapter: GpuAdapter;
}

const PROBE_TIMEOUT_MS = 2000;

export function toNodeInstance(ctx: ImagingContext, i: InstanceRow): NodeInstance {
  const settings = i.settings && typeof i.settings === 'object' && !Array.isArray(i.settings) ? (i.settings as Record<string, unknown>) : {};
  return {
    id: i.id,
    name: i.name,
    controllerName: i.controller_name,
    settings,
    apiToken: i.api_token_sealed ? decryptSecret(ctx.secretsKey, i.api_token_sealed) : '',
  };
}

interface Candidate {
  instance: InstanceRow;
  node: NodeInstance;
  adapter: GpuAdapter;
}

/** A node that failed recently is probed (adapter.probe) before it gets another job. */
async function healthy(ctx: ImagingContext, c: Candidate): Promise<boolean> {
  if (c.instance.failures === 0) return true;
  const probe = await probeNode(c.adapter, c.node, PROBE_TIMEOUT_MS);
  if (!probe.ok) await recordInstanceFailure(ctx.db, c.instance.id, `probe: ${probe.detail}`);
  return probe.ok;
}

async function freeInstances(ctx: ImagingContext): Promise<Candidate[]> {
  const [instances, running] = await Promise.all([listInstances(ctx.db, { runnable: true }), runningPerInstance(ctx.db)]);
  const now = Date.now();
  const free: Candidate[] = [];
  for (const instance of instances) {
    const adapter = ctx.adapters.get(instance.controller_name);
    if (!adapter) continue;
    if (instance.unhealthy_until && instance.unhealthy_until.getTime() > now) continue;
    const node = toNodeInstance(ctx, instance);
    if ((running.get(instance.id) ?? 0) >= adapter.capacity(node)) continue;
    const c = { instance, node, adapter };
    if (await healthy(ctx, c)) free.push(c);
  }
  return free;
}

export async function claimNext(ctx: ImagingContext, owner: string, leaseMs: number): Promise<Claim | null> {
  const free = await freeInstances(ctx);
  if (!free.length) return null;
  return ctx.db.transaction().execute(async (trx) => {
    const job = await lockNextPending(trx, [...new Set(free.map((c) => c.instance.model_id))]);
    if (!job) return null;
    const tried = new Set(job.tried_instance_ids);
    // Stable sort: untried first, priority order (listInstances) kept within each group.
    const candidates = free.filter((c) => c.instance.model_id === job.model_id).sort((a, b) => Number(tried.has(a.instance.id)) - Number(tried.has(b.instance.id)));
    for (const c of candidates) {
      if (!(await lockInstance(trx, c.instance.id))) continue;
      if ((await runningOnInstance(trx, c.instance.id)) >= c.adapter.capacity(c.node)) continue;
      return { ...c, job: await markClaimed(trx, job.id, c.instance.id, owner, leaseMs) };
    }
    return null;
  });
}
