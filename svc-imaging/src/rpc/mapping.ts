// Rows → proto messages (the gateway turns these into REST records), and the proto requests that
// several RPCs share → use-case input. No rules here.
import type { Image } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import type { Model } from '@atelier/proto/gen/atelier/imaging/v1/Model';
import type { ModelInstance } from '@atelier/proto/gen/atelier/imaging/v1/ModelInstance';
import { FeedCategory, FeedScope, FeedSort, FeedTab } from '@atelier/contracts';
import { AppError } from '@atelier/platform';
import type { FeedImage } from '@atelier/proto/gen/atelier/imaging/v1/FeedImage';
import type { ListFeedRequest__Output } from '@atelier/proto/gen/atelier/imaging/v1/ListFeedRequest';
import type { ImageRow } from '../repo/images.repository';
import type { FeedImageRow } from '../repo/feeds.repository';
import type { FeedRequest } from '../service/feeds.service';
import type { Job } from '@atelier/proto/gen/atelier/imaging/v1/Job';
import type { InstanceInput, InstanceView } from '../service/admin.service';
import type { QueueRow } from '../repo/jobs.repository';
import type { ModelRow } from '../repo/models.repository';

/** Every field; "" stands for none (seed until known, keys until success, preset when the node named none). */
export function toProtoImage(r: ImageRow): Required<Image> {
  return {
    id: r.id,
    job_id: r.job_id,
    user_id: r.user_id,
    operation: r.operation,
    prompt: r.prompt,
    negative_prompt: r.negative_prompt,
    image_size: r.size,
    seed: r.seed ?? '',
    status: r.status,
    make_public: r.make_public,
    error: r.error ?? '',
    original_key: r.original_key ?? '',
    thumbnail_key: r.thumbnail_key ?? '',
    created_at: r.created_at.toISOString(),
    user_name: r.user_name ?? '',
    user_profile_pic: r.user_profile_pic ?? '',
    preset: r.preset ?? '',
    input_image_key: r.input_image_key ?? '',
  };
}

/** A feed row: the image record plus its size, likes and whether the viewer follows its author. */
export function toProtoFeedImage(r: FeedImageRow): Required<FeedImage> {
  return { image: toProtoImage(r), width: r.width ?? 0, height: r.height ?? 0, like_count: r.like_count, liked: r.liked, following: r.following, self: r.self, model_id: r.model_id };
}

/** "" stands for the default of each word; an unknown word is INVALID_ARGUMENT (the contract's message). */
export function feedRequest(req: ListFeedRequest__Output): FeedRequest {
  const word = <T extends string>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } }, v: string, dflt: T): T => {
    if (!v) return dflt;
    const p = schema.safeParse(v);
    if (!p.success) throw new AppError('INVALID_ARGUMENT', p.error.issues[0]?.message ?? `unknown value "${v}"`);
    return p.data;
  };
  return {
    viewerId: req.viewer_id,
    scope: word(FeedScope, req.scope, 'community'),
    tab: word(FeedTab, req.tab, 'mine'),
    sort: word(FeedSort, req.sort, 'all'),
    category: word(FeedCategory, req.category, 'all'),
    prompt: req.prompt,
    cursor: req.cursor,
    page: req.page,
    pageSize: req.page_size,
  };
}

export function toProtoModel(m: ModelRow): Required<Model> {
  return { id: m.id, name: m.name, type: m.type, sizes: m.sizes, status: m.status, credits: m.credits, created_at: m.created_at.toISOString(), description: m.description };
}

export function toProtoInstance(i: InstanceView): Required<ModelInstance> {
  return {
    id: i.id,
    name: i.name,
    controller_name: i.controller_name,
    priority: i.priority,
    settings_json: JSON.stringify(i.settings),
    status: i.status,
    model_id: i.model_id,
    has_api_token: !!i.api_token_sealed,
    model_name: i.model_name,
    model_type: i.model_type,
    created_at: i.created_at.toISOString(),
    paused: i.paused,
    health: { state: i.health.state, running_jobs: i.health.running_jobs, last_error: i.health.last_error ?? '', last_error_at: i.health.last_error_at ?? '' },
  };
}

/** A queue row; "" stands for none (names the projection lacks, no instance yet, times not reached). */
export function toProtoJob(j: QueueRow): Required<Job> {
  return {
    id: j.id,
    status: j.status,
    operation: j.operation,
    user_id: j.user_id,
    user_name: j.user_name ?? '',
    model_id: j.model_id,
    model_name: j.model_name ?? '',
    instance_id: j.instance_id ?? '',
    instance_name: j.instance_name ?? '',
    attempts: j.attempts,
    image_count: j.params.count,
    credits: j.credits,
    error: j.error ?? '',
    created_at: j.created_at.toISOString(),
    started_at: j.started_at?.toISOString() ?? '',
    finished_at: j.finished_at?.toISOString() ?? '',
  };
}

/** A model instance's fields as Create/UpdateModelInstance carry them. */
export function fromProtoInstance(req: { name: string; controller_name: string; priority: number; api_token: string; settings_json: string; model_id: string }): InstanceInput {
  return { name: req.name, controllerName: req.controller_name, priority: req.priority, apiToken: req.api_token, settingsJson: req.settings_json, modelId: req.model_id };
}
