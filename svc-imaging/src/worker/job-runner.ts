// Runs one claimed job on its instance: heartbeat the lease, call the adapter, validate and
// re-encode every output, store original PNG + WebP thumbnail, and only then mark success — and
// only while still holding the lease. Node failures move the job to another instance until the
// attempts are used up.
import { outboxColumns, withSpan } from '@atelier/platform';
import type { GeneratedImage, GenerationRequest } from '../adapters/types';
import { NodeError } from '../adapters/types';
import { imageKeys, JOB_FAILURE as FAILURE } from '@atelier/contracts';
import type { JobParams } from '../domain/types';
import { jobSucceededEvents } from '../events/job-events.publisher';
import type { InputKeys } from '../repo/database';
import { imagesOfLeasedJob, succeeded } from '../repo/images.repository';
import { succeedJob } from '../repo/success.repository';
import { categoriesOf } from '../domain/categories';
import { findJob, renewLease, requeueJob } from '../repo/jobs.repository';
import { recordInstanceFailure } from '../repo/models.repository';
import type { ImagingContext } from '../service/context';
import { CodecError, encodeOutput } from '../service/image-codec';
import type { Claim } from './claim';
import { failRunningJob } from './outcomes';
import { busSender, JobProgressReporter } from './progress';

export interface RunnerOptions {
  owner: string;
  leaseMs: number;
  heartbeatMs: number;
  maxAttempts: number;
  /** Wait before a re-queued job may be claimed again. */
  retryDelayMs: number;
}

class LeaseLost extends Error {}
class ShuttingDown extends Error {}

async function buildRequest(ctx: ImagingContext, claim: Claim): Promise<GenerationRequest> {
  const { job, instance } = claim;
  const p = job.params as JobParams;
  const keys = job.input_keys as InputKeys;
  const read = async (key?: string) => {
    if (!key) return undefined;
    const obj = await ctx.objects.get(key);
    if (!obj) throw new Error(`input ${key} of job ${job.id} is missing`);
    return obj.body;
  };
  return {
    jobId: job.id,
    operation: job.operation,
    prompt: p.prompt,
    negativePrompt: p.negativePrompt,
    width: p.width,
    height: p.height,
    count: p.count,
    seed: p.seed,
    modelName: instance.model_name,
    inputImage: await read(keys.image),
    mask: await read(keys.mask),
    ...(p.upscale ? { upscale: p.upscale } : {}),
    ...(p.outpaint ? { outpaint: p.outpaint } : {}),
  };
}

/** The job's run as the span `job.run`, child of the submit that queued it (the job row keeps that
 *  context): the node call, the stored files and the JobSucceeded/JobFailed event (whose consumers
 *  join through the outbox) are its children, so a click is one trace however the job was claimed. */
export function runJob(ctx: ImagingContext, opts: RunnerOptions, claim: Claim, shutdown: AbortSignal): Promise<void> {
  const { job, adapter, instance } = claim;
  const attributes = {
    'atelier.job.id': job.id,
    'atelier.job.operation': job.operation,
    'atelier.job.attempt': job.attempts,
    'atelier.job.images': job.params.count,
    'atelier.model.id': job.model_id,
    'atelier.node.controller': adapter.controller,
    'atelier.node.instance_id': instance.id,
  };
  return withSpan('job.run', { attributes, parent: job.trace_context }, () => runClaimed(ctx, opts, claim, shutdown));
}

async function runClaimed(ctx: ImagingContext, opts: RunnerOptions, claim: Claim, shutdown: AbortSignal): Promise<void> {
  const { job } = claim;
  const lease = new AbortController();
  const onShutdown = () => lease.abort(new ShuttingDown());
  shutdown.addEventListener('abort', onShutdown);
  const beat = setInterval(() => {
    renewLease(ctx.db, job.id, opts.owner, opts.leaseMs).then(
      (held) => held || lease.abort(new LeaseLost()),
      (err) => ctx.logger.warn({ err, job_id: job.id }, 'lease renewal failed'),
    );
  }, opts.heartbeatMs);
  // Live progress for the owner's browser: throttled, straight on the bus (worker/progress.ts).
  const progress = new JobProgressReporter(job, busSender(ctx.bus, ctx.logger));
  progress.start();
  try {
    const req = await buildRequest(ctx, claim);
    // One span per node run whatever the protocol's calls (submit, poll, fetch: each a CLIENT span of
    // NodeHttp's, so this one is internal; the cpu node runs in-process under it).
    const outputs = await withSpan(`node.${claim.adapter.controller}.generate`, { attributes: { 'atelier.node.instance_id': claim.instance.id, 'atelier.job.images': job.params.count } }, () =>
      claim.adapter.run(claim.node, req, { signal: lease.signal, onProgress: (p) => progress.update(p) }),
    );
    progress.close();
    if (lease.signal.aborted) throw lease.signal.reason;
    if (outputs.length < job.params.count) throw new NodeError('partial', `the node returned ${outputs.length} of ${job.params.count} images`);
    await complete(ctx, opts, claim, outputs.slice(0, job.params.count), lease.signal);
  } catch (err) {
    await onFailure(ctx, opts, claim, lease.signal.aborted ? lease.signal.reason : err);
  } finally {
    progress.close();
    clearInterval(beat);
    shutdown.removeEventListener('abort', onShutdown);
  }
}

async function complete(ctx: ImagingContext, opts: RunnerOptions, claim: Claim, outputs: GeneratedImage[], lease: AbortSignal): Promise<void> {
  const { job } = claim;
  // Every output must decode before anything is stored: garbage fails the job with no files.
  const encoded = await Promise.all(outputs.map((o) => encodeOutput(o.data)));
  // Write files only while the lease is ours (keys are per image, so a takeover rewrites the same
  // ones): renewing it and reading the images is one statement, and no images means it is lost.
  if (lease.aborted) throw new LeaseLost();
  const images = await imagesOfLeasedJob(ctx.db, job.id, opts.owner, opts.leaseMs);
  if (!images.length) throw new LeaseLost();
  const stored = images.map((image, i) => ({ image, keys: imageKeys(image), seed: outputs[i]!.seed, preset: outputs[i]!.preset ?? null, files: encoded[i]! }));
  // Every file at once: against an object store over the network each put is a round trip, and none
  // depends on another. All of them end (settled) before a failure is thrown, so no write of this
  // attempt lands after the job has been handed on to the next one.
  const puts = await Promise.allSettled(
    stored.flatMap((s) => [ctx.objects.put(s.keys.original, s.files.png, 'image/png'), ctx.objects.put(s.keys.thumbnail, s.files.thumbnail, 'image/webp')]),
  );
  const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
  if (failed) throw failed.reason;
  const records = stored.map((s) => ({
    id: s.image.id,
    seed: s.seed,
    original_key: s.keys.original,
    thumbnail_key: s.keys.thumbnail,
    preset: s.preset,
    width: s.files.width,
    height: s.files.height,
    categories: categoriesOf(s.image.prompt),
  }));
  // The job's success, its images' records, the instance's health note and the events (which carry
  // the records exactly as written: succeeded()): one statement, a no-op when the lease was lost meanwhile.
  const events = jobSucceededEvents(
    ctx.outbox,
    { job_id: job.id, user_id: job.user_id, credits: job.credits },
    stored.map((s, i) => succeeded(s.image, records[i]!)),
  );
  const committed = await succeedJob(ctx.db, {
    jobId: job.id,
    owner: opts.owner,
    instanceId: claim.instance.id,
    images: records,
    events: outboxColumns(events.rows),
    timeFields: events.timeFields,
    schema: ctx.outbox.schema,
  });
  // JobSucceeded, committed with the success, is also the hold's capture: billing follows it.
  if (committed) return;
  // Canceled while the files were written (the cancel's conditional update won): nobody will ever
  // point at them. A takeover (lease lost otherwise) rewrites the same keys, so those stay.
  if ((await findJob(ctx.db, job.id))?.status === 'canceled') {
    await Promise.all(stored.flatMap((s) => [s.keys.original, s.keys.thumbnail]).map((k) => ctx.objects.delete(k).catch(() => undefined)));
  }
}

async function onFailure(ctx: ImagingContext, opts: RunnerOptions, claim: Claim, err: unknown): Promise<void> {
  const { job, instance } = claim;
  if (err instanceof LeaseLost) {
    // A cancel (service/queue.service.ts) ends the lease too: the heartbeat's renewal finds the job
    // no longer running, the adapter's signal aborts and the adapter stops the node job.
    if ((await findJob(ctx.db, job.id))?.status === 'canceled') ctx.logger.info({ job_id: job.id }, 'job canceled while running; the node job was stopped where its protocol allows');
    else ctx.logger.warn({ job_id: job.id }, 'lease lost; the job belongs to another worker now');
    return;
  }
  if (err instanceof ShuttingDown) {
    await requeueJob(ctx.db, job.id, { owner: opts.owner, instanceId: null, delayMs: 0, refund: true });
    return;
  }
  if (err instanceof CodecError) return failRunningJob(ctx, job, opts.owner, FAILURE.badOutput);
  if (err instanceof NodeError && err.kind === 'bad_output') return failRunningJob(ctx, job, opts.owner, FAILURE.badOutput);
  if (err instanceof NodeError && !err.retryable) return failRunningJob(ctx, job, opts.owner, FAILURE.rejected);
  ctx.logger.warn({ err, job_id: job.id, instance_id: instance.id, attempt: job.attempts }, 'job attempt failed');
  if (err instanceof NodeError) await recordInstanceFailure(ctx.db, instance.id, `${err.kind}: ${err.message}`);
  if (job.attempts >= opts.maxAttempts) return failRunningJob(ctx, job, opts.owner, FAILURE.attempts);
  await requeueJob(ctx.db, job.id, { owner: opts.owner, instanceId: instance.id, delayMs: opts.retryDelayMs });
}
