// Accepting a job (architecture §5): validate the inputs and the model, take a credit hold, then
// write the job, its pending images and JobRequested in ONE transaction and answer at once. The
// hold is a (possibly remote) call, so it happens before the transaction and is released if the
// transaction fails. Every cheap refusal (request shape, model, active instance, per-user cap,
// credits) comes before an uploaded image is decoded: decoding a large image costs hundreds of
// milliseconds, which a refused request must not get to spend (issue 11). Just before the hold, an
// upload's magic bytes are looked at, so that bytes that are no image leave no hold behind.
// A caller that gave up (its deadline passed, it cancelled) is told nothing, so nothing may stay:
// the call's signal is checked before the hold, while a decode waits for its place, and just before
// the job's one statement (an admin's retry: as the last step of its transaction) — a gone caller
// writes no job and the hold is released.
import { AppError, currentTraceCarrier, isUuid, uuidv7 } from '@atelier/platform';
import { isUploadKey } from '../domain/keys';
import { makePublicRefusal } from '../domain/publishing';
import { IMAGING_MSG, SeedString, inputKey, sniffImage } from '@atelier/contracts';
import { parseSize } from '../domain/sizes';
import type { JobParams, Operation, OutpaintOptions, UpscaleOptions } from '../domain/types';
import { jobRequestedRow } from '../events/job-events.publisher';
import type { Db, InputKeys } from '../repo/database';
import type { ImageRow } from '../repo/images.repository';
import { countInFlight } from '../repo/jobs.repository';
import { acceptJob } from '../repo/submit.repository';
import { listInstances, submitFacts, type ModelRow, type SubmitFacts } from '../repo/models.repository';
import type { ImagingContext } from './context';
import { normaliseInput, normaliseMask } from './image-codec';

export interface SubmitInput {
  userId: string;
  operation: Operation;
  modelId: string;
  prompt: string;
  negativePrompt: string;
  imageSize: string;
  count: number;
  makePublic: boolean;
  /** text2img only: the first image's seed (decimal, 0…2^63-1; image i gets seed+i); absent, the node picks. */
  seed?: string;
  /** Staged upload keys (the gateway put the raw bytes there); deleted here whatever happens. */
  imageUpload?: string;
  maskUpload?: string;
  upscale?: UpscaleOptions;
  outpaint?: OutpaintOptions;
}


/** `signal`: the gRPC call's (platform callSignal) — aborted once the caller is gone. */
export async function submitJob(ctx: ImagingContext, input: SubmitInput, signal?: AbortSignal): Promise<{ jobId: string; images: ImageRow[] }> {
  const uploads = [input.imageUpload, input.maskUpload].filter((k): k is string => !!k);
  try {
    return await accept(ctx, input, signal);
  } finally {
    await Promise.all(uploads.filter(isUploadKey).map((k) => ctx.objects.delete(k).catch(() => undefined)));
  }
}

async function accept(ctx: ImagingContext, input: SubmitInput, signal?: AbortSignal): Promise<{ jobId: string; images: ImageRow[] }> {
  const size = parseSize(input.imageSize);
  if (!size) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.size);
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 3) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.imageNumber);
  if (input.seed !== undefined && (input.operation !== 'text2img' || !SeedString.safeParse(input.seed).success)) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.seed);
  // The model, the user's tier, the model's active instance and the user's jobs in flight: one read.
  const facts = isUuid(input.modelId) ? await submitFacts(ctx.db, input.modelId, input.userId) : undefined;
  const model = facts?.model;
  if (!facts || !model || model.status !== 'active' || model.type !== input.operation) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.model);
  if (!model.sizes.includes(input.imageSize)) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.size);
  const privateRefused = makePublicRefusal(input.operation, facts.subscription, input.makePublic);
  if (privateRefused) throw new AppError('PERMISSION_DENIED', privateRefused);
  assertUploadsNamed(input);
  if (input.operation !== 'text2img') ctx.decodes.assertRoom(input.userId);

  const read = uploadReader(ctx, input);
  return enqueue(ctx, { ...input, model, size, signal, facts, precheck: () => sniffUploads(read, input), inputs: () => readInputs(ctx, read, input, signal) });
}

/** A job ready to be queued: checked input, its model, and how to get its inputs as PNG. */
export interface Enqueue extends Omit<SubmitInput, 'modelId' | 'imageUpload' | 'maskUpload'> {
  model: ModelRow;
  size: { width: number; height: number };
  /** Reads (and for uploads decodes and re-encodes) the job's inputs; called only once every cheap
   *  refusal has passed and the hold is taken, which is released if this throws. */
  inputs: () => Promise<{ image?: Buffer; mask?: Buffer }>;
  /** A cheap look at the inputs (magic bytes; nothing decoded) after the other cheap refusals and
   *  before the hold: bytes that are no image at all are refused without a hold and its release,
   *  which would be rows in the user's wallet and ledger for a refused request (found by
   *  system-tests/route-fuzz). */
  precheck?: () => Promise<void>;
  /** The submit's early read (submitFacts), when it was made: enqueue then does not ask again. */
  facts?: Pick<SubmitFacts, 'hasActiveInstance' | 'inFlight'>;
  /** Aborted once the caller is gone (platform callSignal): then no hold is taken, or the one taken
   *  is released and the transaction rolled back — whatever has not committed yet. */
  signal?: AbortSignal;
}

/**
 * The accepting half, shared by SubmitJob and the admin's RetryJob (queue.service.ts): the model
 * must have an active instance and the user be under the in-flight cap; a credit hold is taken;
 * only then are the inputs read and decoded; the job, its pending images and JobRequested (and
 * whatever `within` adds, e.g. the audit event) are written in ONE transaction. If any step after
 * the hold fails the hold is released and the stored inputs deleted.
 */
export async function enqueue(ctx: ImagingContext, input: Enqueue, within?: (trx: Db, jobId: string) => Promise<unknown>): Promise<{ jobId: string; images: ImageRow[] }> {
  const { model, size } = input;
  const hasActiveInstance = input.facts?.hasActiveInstance ?? (await listInstances(ctx.db, { modelId: model.id, activeOnly: true })).length > 0;
  if (!hasActiveInstance) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelUnavailable);
  // Early and cheap; the accepting statement below checks again under the user's lock.
  if ((input.facts?.inFlight ?? (await countInFlight(ctx.db, input.userId))) >= ctx.maxInFlightPerUser) throw new AppError('RESOURCE_EXHAUSTED', IMAGING_MSG.tooManyInFlight);
  await input.precheck?.();
  input.signal?.throwIfAborted();
  const jobId = uuidv7();
  const credits = model.credits * input.count;
  // A refusal (PAYMENT_REQUIRED: not enough credits; UNAVAILABLE: billing down) is thrown before
  // anything is stored, and passes through to the caller unchanged (HTTP 402 / 503 at the gateway).
  const { holdId } = await ctx.billing.hold(input.userId, credits, jobId, input.operation);
  const inputKeys: InputKeys = {};
  try {
    const inputs = await input.inputs();
    input.signal?.throwIfAborted();
    if (inputs.image) await ctx.objects.put((inputKeys.image = inputKey(input.userId, jobId, 'image')), inputs.image, 'image/png');
    if (inputs.mask) await ctx.objects.put((inputKeys.mask = inputKey(input.userId, jobId, 'mask')), inputs.mask, 'image/png');
    const params: JobParams = {
      prompt: input.prompt,
      negativePrompt: input.negativePrompt,
      width: size.width,
      height: size.height,
      count: input.count,
      seed: input.seed ?? null,
      makePublic: input.makePublic,
      ...(input.upscale ? { upscale: input.upscale } : {}),
      ...(input.outpaint ? { outpaint: input.outpaint } : {}),
    };
    const traceContext = currentTraceCarrier();
    const accept = (db: Db) =>
      // The cap's count under the user's lock, the job, its images, JobRequested and the images read
      // back: one statement (repo/submit.repository.ts). No row: the cap is reached.
      acceptJob(db, {
        id: jobId,
        user_id: input.userId,
        operation: input.operation,
        model_id: model.id,
        params: JSON.stringify(params),
        input_keys: JSON.stringify(inputKeys),
        credits,
        hold_id: holdId,
        // The worker's job.run span joins this request's trace (the job is claimed later, elsewhere).
        trace_context: traceContext ? JSON.stringify(traceContext) : null,
        max_in_flight: ctx.maxInFlightPerUser,
        image_ids: Array.from({ length: input.count }, () => uuidv7()),
        prompt: input.prompt,
        negative_prompt: input.negativePrompt,
        size: input.imageSize,
        make_public: input.makePublic,
        event: jobRequestedRow(ctx.outbox, { job_id: jobId, user_id: input.userId, model_id: model.id, operation: input.operation }),
        schema: ctx.outbox.schema,
      });
    let images: ImageRow[];
    if (within) {
      images = await ctx.db.transaction().execute(async (trx) => {
        const images = await accept(trx);
        if (!images.length) return images; // refused below; nothing was written
        await within(trx, jobId);
        // The last moment to take it all back: a caller gone by now would never hear of this job
        // (nor of its hold). After the commit the window that is left is closed by the job itself —
        // it is in the user's list and live stream (docs/imaging.md).
        input.signal?.throwIfAborted();
        return images;
      });
    } else {
      // One statement, its own transaction: the last moment to take it all back is just before it.
      input.signal?.throwIfAborted();
      images = await accept(ctx.db);
    }
    // No row: the cap was reached under the user's lock.
    if (!images.length) throw new AppError('RESOURCE_EXHAUSTED', IMAGING_MSG.tooManyInFlight);
    return { jobId, images };
  } catch (err) {
    await ctx.billing.release(holdId).catch((e) => ctx.logger.error({ err: e, holdId }, 'releasing the hold of a refused job failed'));
    await Promise.all(Object.values(inputKeys).map((k) => ctx.objects.delete(k).catch(() => undefined)));
    throw err;
  }
}

/** What a request lacking its upload is told: in-painting names its input image, the others ask for an upload. */
const missingUpload = (operation: Operation): string => (operation === 'inpaint' ? IMAGING_MSG.inputImage : IMAGING_MSG.uploadFirst);

/** Refuses, before anything costly, a request that lacks the upload its operation needs. */
function assertUploadsNamed(input: SubmitInput): void {
  if (input.operation === 'text2img') return;
  const missing = missingUpload(input.operation);
  const named = (key: string | undefined) => !!key && isUploadKey(key);
  if (!named(input.imageUpload) || (input.operation === 'inpaint' && !named(input.maskUpload))) throw new AppError('INVALID_ARGUMENT', missing);
}

/** The staged uploads, each read from the object store once (the sniff and the decode share it). */
function uploadReader(ctx: ImagingContext, input: SubmitInput): (key: string | undefined) => Promise<Buffer> {
  const missing = missingUpload(input.operation);
  const reads = new Map<string, Promise<Buffer>>();
  return (key) => {
    if (!key || !isUploadKey(key)) return Promise.reject(new AppError('INVALID_ARGUMENT', missing));
    if (!reads.has(key)) reads.set(key, readUpload(ctx, key, missing));
    return reads.get(key)!;
  };
}

/** Refuses uploads whose magic bytes say no PNG, JPEG or WebP (nothing is decoded). */
async function sniffUploads(read: (key: string | undefined) => Promise<Buffer>, input: SubmitInput): Promise<void> {
  if (input.operation === 'text2img') return;
  const keys = input.operation === 'inpaint' ? [input.imageUpload, input.maskUpload] : [input.imageUpload];
  for (const key of keys) if (!sniffImage(await read(key))) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.badImage);
}

/** The operation's required inputs, read from their staged uploads and made our PNG (image-codec) — in one
 *  place of the decode pool (image and mask together), which refuses at once when it is full. */
async function readInputs(ctx: ImagingContext, read: (key: string | undefined) => Promise<Buffer>, input: SubmitInput, signal?: AbortSignal): Promise<{ image?: Buffer; mask?: Buffer }> {
  if (input.operation === 'text2img') return {};
  return ctx.decodes.run(input.userId, async () => {
    const normal = await normaliseInput(await read(input.imageUpload));
    if (input.operation !== 'inpaint') return { image: normal.png };
    return { image: normal.png, mask: await normaliseMask(await read(input.maskUpload), normal.width, normal.height) };
  }, signal);
}

async function readUpload(ctx: ImagingContext, key: string | undefined, missing: string): Promise<Buffer> {
  if (!key || !isUploadKey(key)) throw new AppError('INVALID_ARGUMENT', missing);
  const obj = await ctx.objects.get(key);
  if (!obj) throw new AppError('INVALID_ARGUMENT', missing);
  return obj.body;
}
