// The ImagingService gRPC implementation: each handler maps the request to a use case (service/)
// and the result back to proto. No rules, no repository calls and no SQL here.
import type { UovMethod } from '@atelier/contracts';
import type { ImagingServiceDefinition } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';
import { AppError, type ServiceImpl } from '@atelier/platform';
import type { OutpaintSide as Side } from '../domain/types';
import { OPERATIONS, type Operation } from '../domain/types';
import * as admin from '../service/admin.service';
import type { ImagingContext } from '../service/context';
import { getOwnImage, listOwnImages } from '../service/images.service';
import { listFeed, setFollow, setLike } from '../service/feeds.service';
import { feedRequest, fromProtoInstance, toProtoFeedImage, toProtoImage, toProtoInstance, toProtoModel } from './mapping';
import { submitJob } from '../service/submit.service';

/** One async handler per RPC, typed from the generated definition (a missing one does not compile). */
export type ImagingImpl = ServiceImpl<ImagingServiceDefinition>;

function operation(op: string): Operation {
  const found = OPERATIONS.find((o) => o === op);
  if (!found) throw new AppError('INVALID_ARGUMENT', `unknown operation "${op}"`);
  return found;
}

export function imagingHandlers(ctx: ImagingContext): ImagingImpl {
  const like = async (req: { user_id: string; image_id: string }, on: boolean) => {
    const r = await setLike(ctx, req.user_id, req.image_id, on);
    return { liked: r.liked, like_count: r.likeCount };
  };
  const follow = async (req: { follower_id: string; followee_id: string }, on: boolean) => {
    const r = await setFollow(ctx, req.follower_id, req.followee_id, on);
    return { following: r.following, follower_count: r.followerCount };
  };
  return {
    async SubmitJob(req) {
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
      });
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
    async CreateModel(req) {
      return { model: toProtoModel(await admin.createModel(ctx, { name: req.name, type: req.type, sizes: req.sizes, credits: req.credits, description: req.description })) };
    },
    async UpdateModel(req) {
      const m = await admin.updateModel(ctx, req.id, {
        name: req.name,
        type: req.type,
        sizes: req.sizes,
        status: req.status,
        ...(req.credits != null ? { credits: req.credits } : {}),
        ...(req.description != null ? { description: req.description } : {}),
      });
      return { model: toProtoModel(m) };
    },
    async DeleteModel(req) {
      await admin.deleteModel(ctx, req.id);
      return {};
    },

    async ListModelInstances(req) {
      return { instances: (await admin.listInstances(ctx, { status: req.status, name: req.name })).map(toProtoInstance) };
    },
    async GetModelInstance(req) {
      return { instance: toProtoInstance(await admin.getInstance(ctx, req.id)) };
    },
    async CreateModelInstance(req) {
      return { instance: toProtoInstance(await admin.createInstance(ctx, fromProtoInstance(req))) };
    },
    async UpdateModelInstance(req) {
      return { instance: toProtoInstance(await admin.updateInstance(ctx, req.id, { ...fromProtoInstance(req), status: req.status })) };
    },
    async DeleteModelInstance(req) {
      await admin.deleteInstance(ctx, req.id);
      return {};
    },
  };
}
