// Imaging's Prometheus metrics (docs/runbook.md, "Metrics and dashboard"): the queue by state and
// each GPU node's health, read when Prometheus scrapes (one grouped count over jobs_pending_idx, the
// instance list — no work per request), and how long a job runs on an instance, observed by the worker.
// The instance label is `gpu_instance`: Prometheus owns `instance` (the scraped target's address) and
// would rename ours to exported_instance.
import type { Metrics } from '@atelier/platform';
import { instanceHealth } from '../domain/health';
import { countByStatus, runningPerInstance } from '../repo/jobs.repository';
import { listInstances } from '../repo/models.repository';
import type { Claim } from '../worker/claim';
import type { ImagingContext } from './context';

/** Every state an instance's health can report (contracts' InstanceHealth['state']). */
export const NODE_STATES = ['healthy', 'backing_off', 'down', 'unknown'] as const;

/** Seconds one job runs on a node: CPU jobs take ~1 s, GPU nodes tens of seconds; the lease is 30 s+ renewed. */
const JOB_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];

/** The 'imaging' module's scrape-time gauges: jobs by state, and each active instance's health (state set). */
export function registerImagingMetrics(metrics: Metrics, ctx: Pick<ImagingContext, 'db'>): void {
  metrics.scrapeGauge({
    name: 'atelier_imaging_jobs',
    help: 'Jobs in the queue table by state (pending and running are the queue depth; finished ones until pruned)',
    labelNames: ['state'],
    read: async () => Object.entries(await countByStatus(ctx.db)).map(([state, value]) => ({ labels: { state }, value })),
  });
  metrics.scrapeGauge({
    name: 'atelier_gpu_node_health',
    help: "Each active GPU-node instance's health: 1 for its current state, 0 for the others",
    labelNames: ['gpu_instance', 'model', 'state'],
    read: async () => {
      const [instances, running] = await Promise.all([listInstances(ctx.db, { activeOnly: true }), runningPerInstance(ctx.db)]);
      return instances.flatMap((i) => {
        const { state } = instanceHealth(i, running.get(i.id) ?? 0);
        return NODE_STATES.map((s) => ({ labels: { gpu_instance: i.name, model: i.model_name, state: s }, value: s === state ? 1 : 0 }));
      });
    },
  });
}

/** What the worker calls as it launches a claimed job; the returned function as the attempt ends. */
export type JobTimer = (claim: Claim) => () => void;

/** atelier_imaging_job_duration_seconds{model,gpu_instance}: one attempt of a job on an instance, claim to end
 *  (finished, failed or handed back to the queue). */
export function jobTimer(metrics: Metrics): JobTimer {
  const seconds = metrics.histogram({
    name: 'atelier_imaging_job_duration_seconds',
    help: 'Time a job ran on a GPU-node instance, from its claim to its end (one attempt), by model and instance',
    labelNames: ['model', 'gpu_instance'],
    buckets: JOB_BUCKETS,
  });
  return (claim) => {
    const end = seconds.startTimer({ model: claim.instance.model_name, gpu_instance: claim.instance.name });
    return () => void end();
  };
}
