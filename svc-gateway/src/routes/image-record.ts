// imaging's proto messages → the REST records of spec §3. `image_cdn + image_url` is the file's
// address under /media/ (see media/media.routes.ts for who may read it).
import type { ImageRecord, Model, ModelInstance } from '@atelier/contracts';
import { ControllerName, InstanceHealthState, ModelType, MEDIA_BASE } from '@atelier/contracts';
import type { Image__Output } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import type { Model__Output } from '@atelier/proto/gen/atelier/imaging/v1/Model';
import type { ModelInstance__Output } from '@atelier/proto/gen/atelier/imaging/v1/ModelInstance';

export function imageCdn(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${MEDIA_BASE}`;
}

export function imageRecord(i: Image__Output, cdn: string): ImageRecord {
  const done = i.status === 'success';
  return {
    id: i.id,
    prompt: i.prompt,
    negative_prompt: i.negative_prompt,
    image_url: done && i.original_key ? i.original_key : null,
    image_cdn: cdn,
    thumbnail_url: done && i.thumbnail_key ? i.thumbnail_key : null,
    image_size: i.image_size,
    image_seed: i.seed,
    createdAt: i.created_at,
    request_status: i.status as ImageRecord['request_status'],
    parent_id: i.job_id || null,
    operation: i.operation as ImageRecord['operation'],
    make_public: i.make_public,
    error: i.error || null,
    User: { name: i.user_name, profile_pic: i.user_profile_pic || null },
    preset: i.preset || null,
    // In-painting shows the result beside its input; only an in-paint's input is offered.
    input_image_url: i.operation === 'inpaint' && i.input_image_key ? i.input_image_key : null,
  };
}

export function modelRecord(m: Model__Output): Model {
  return {
    id: m.id,
    name: m.name,
    type: ModelType.parse(m.type),
    size: m.sizes,
    status: m.status as Model['status'],
    credits: m.credits,
    createdAt: m.created_at,
    description: m.description,
  };
}

export function instanceRecord(i: ModelInstance__Output): ModelInstance {
  return {
    id: i.id,
    name: i.name,
    controller_name: ControllerName.parse(i.controller_name),
    priority: i.priority,
    settings: JSON.parse(i.settings_json || '{}') as ModelInstance['settings'],
    status: i.status as ModelInstance['status'],
    model_id: i.model_id,
    has_api_token: i.has_api_token,
    Model: { id: i.model_id, name: i.model_name, type: ModelType.parse(i.model_type) },
    createdAt: i.created_at,
    paused: i.paused,
    // "" from imaging means none; an instance from an imaging that reports no health reads unknown.
    health: {
      state: InstanceHealthState.catch('unknown').parse(i.health?.state),
      running_jobs: i.health?.running_jobs ?? 0,
      last_error: i.health?.last_error || null,
      last_error_at: i.health?.last_error_at || null,
    },
  };
}
