// The ImagingService gRPC implementation: each handler maps the request to a use case (service/)
// and the result back to proto. No rules, no repository calls and no SQL here. Admin operations
// (models' and instances' changes, instances' reads and controls, the job queue) first verify the
// caller: `requireAdmin` (UNAUTHENTICATED without a verified token, PERMISSION_DENIED for a user),
// and pass the Actor on for the audit log.
import type { UovMethod } from '@atelier/contracts';
import type { ImagingServiceDefinition } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';
import { AppError, callSignal, requireAdmin, type ServiceImpl } from '@atelier/platform';
import type { Metadata } from '@grpc/grpc-js';
import type { OutpaintSide as Side } from '../domain/types';
import { OPERATIONS, type Operation } from '../domain/types';
import * as admin from '../service/admin.service';
import type { ImagingContext } from '../service/context';
import { getOwnImage, listOwnImages } from '../service/images.service';
import { listFeed, setFollow, setLike } from '../service/feeds.service';
import { feedRequest, fromProtoInstance, toProtoFeedImage, toProtoImage, toProtoInstance, toProtoJob, toProtoModel } from './mapping';
import { submitJob } from '../service/submit.service';
import * as queue from '../service/queue.service';

/** One async handler per RPC, typed from the generated definition (a missing one does not compile). */
export type ImagingImpl = ServiceImpl<ImagingServiceDefinition>;

function operation(op: string): Operation {
  const found = OPERATIONS.find((o) => o === op);
  if (!found) throw new AppError('INVALID_ARGUMENT', `unknown operation "${op}"`);
  return found;
}

export function imagingHandlers(ctx: ImagingContext): ImagingImpl {
  const admin$ = (call: { metadata: Metadata }) => requireAdmin(call, ctx.jwtSecret);
  const like = async (req: { user_id: string; image_id: string }, on: boolean) => {
    const r = await setLike(ctx, req.user_id, req.image_id, on);
    return { liked: r.liked, like_count: r.likeCount };
  };
  const follow = async (req: { follower_id: string; followee_id: string }, on: boolean) => {
    const r = await setFollow(ctx, req.follower_id, req.followee_id, on);
    return { following: r.following, follower_count: r.followerCount };
  };
  return {
    async SubmitJob(req, call) {
      const op = operation(req.operation);
      const distances = {
        ...(req.outpaint_distance_left != null ? { left: req.outpaint_distance_left } : {}),
        ...(req.outpaint_distance_right != null ? { right: req.outpaint_distance_right } : {}),
        ...(req.outpaint_distance_top != null ? { top: req.outpaint_distance_top } : {}),
        ...(req.outpaint_distance_bottom != null ? { bottom: req.outpaint_distance_bottom } : {}),
      };
      const r = await submitJob(ctx, {
        userId: req.user_id,
        operation: op,
        modelId: req.model_id,
        prompt: req.prompt,
        negativePrompt: req.negative_prompt,
        imageSize: req.image_size,
        count: req.image_number,
        makePublic: req.make_public,
        ...(req.seed != null ? { seed: req.seed } : {}),
        imageUpload: req.input_image_upload || undefined,
        maskUpload: req.input_mask_upload || undefined,
        ...(op === 'upscale' ? { upscale: { method: req.uov_method as UovMethod, ...(req.upscale_value != null ? { value: req.upscale_value } : {}) } } : {}),
        ...(op === 'outpaint' ? { outpaint: { sides: req.outpaint_selections as Side[], distances } } : {}),
      }, callSignal(call));
      return { job_id: r.jobId, images: r.images.map(toProtoImage) };
    },
    async GetImage(req) {
      return { image: toProtoImage(await getOwnImage(ctx, req.user_id, req.image_id)) };
    },
    async ListUserImages(req) {
      const r = await listOwnImages(ctx, req.user_id, req.page, req.page_size);
      return { images: r.rows.map(toProtoImage), count: r.count };
    },

    async ListFeed(req) {
      const r = await listFeed(ctx, feedRequest(req));
      return { rows: r.rows.map(toProtoFeedImage), next_cursor: r.nextCursor ?? '' };
    },
    Like: (req) => like(req, true),
    Unlike: (req) => like(req, false),
    Follow: (req) => follow(req, true),
    Unfollow: (req) => follow(req, false),

    async ListModels(req) {
      return { models: (await admin.listModels(ctx, { type: req.type, status: req.status, name: req.name })).map(toProtoModel) };
    },
    async GetModel(req) {
      return { model: toProtoModel(await admin.getModel(ctx, req.id)) };
    },
    async CreateModel(req, call) {
      const actor = admin$(call);
      return { model: toProtoModel(await admin.createModel(ctx, actor, { name: req.name, type: req.type, sizes: req.sizes, credits: req.credits, description: req.description })) };
    },
    async UpdateModel(req, call) {
      const actor = admin$(call);
      const m = await admin.updateModel(ctx, actor, req.id, {
        name: req.name,
        type: req.type,
        sizes: req.sizes,
        status: req.status,
        ...(req.credits != null ? { credits: req.credits } : {}),
        ...(req.description != null ? { description: req.description } : {}),
      });
      return { model: toProtoModel(m) };
    },
    async DeleteModel(req, call) {
      await admin.deleteModel(ctx, admin$(call), req.id);
      return {};
    },

    async ListModelInstances(req, call) {
      admin$(call);
      return { instances: (await admin.listInstances(ctx, { status: req.status, name: req.name })).map(toProtoInstance) };
    },
    async GetModelInstance(req, call) {
      admin$(call);
      return { instance: toProtoInstance(await admin.getInstance(ctx, req.id)) };
    },
    async CreateModelInstance(req, call) {
      const actor = admin$(call);
      return { instance: toProtoInstance(await admin.createInstance(ctx, actor, fromProtoInstance(req))) };
    },
    async UpdateModelInstance(req, call) {
      const actor = admin$(call);
      return { instance: toProtoInstance(await admin.updateInstance(ctx, actor, req.id, { ...fromProtoInstance(req), status: req.status })) };
    },
    async DeleteModelInstance(req, call) {
      await admin.deleteInstance(ctx, admin$(call), req.id);
      return {};
    },
    async PauseModelInstance(req, call) {
      const actor = admin$(call);
      return { instance: toProtoInstance(await admin.setPaused(ctx, actor, req.id, true)) };
    },
    async ResumeModelInstance(req, call) {
      const actor = admin$(call);
      return { instance: toProtoInstance(await admin.setPaused(ctx, actor, req.id, false)) };
    },
    async TestModelInstance(req, call) {
      admin$(call);
      const r = await admin.testInstance(ctx, req.id);
      return { ok: r.ok, latency_ms: r.latencyMs, detail: r.detail };
    },

    async ListJobs(req, call) {
      admin$(call);
      const r = await queue.listJobs(ctx, { status: req.status, modelId: req.model_id, userId: req.user_id, page: req.page });
      return { rows: r.rows.map(toProtoJob), count: r.count, counts: r.counts };
    },
    async CancelJob(req, call) {
      const actor = admin$(call);
      return { job: toProtoJob(await queue.cancelJob(ctx, req.job_id, { actor })) };
    },
    async RetryJob(req, call) {
      const actor = admin$(call);
      return { job: toProtoJob(await queue.retryJob(ctx, actor, req.job_id)) };
    },
    async PruneJobs(req, call) {
      const actor = admin$(call);
      return { pruned: await queue.pruneJobs(ctx, actor, req.older_than_days) };
    },
    async CancelOwnJob(req) {
      return { job: toProtoJob(await queue.cancelJob(ctx, req.job_id, { ownerId: req.user_id })) };
    },
  };
}
