// Rows → proto messages (the gateway turns these into REST records), and the proto requests that
// several RPCs share → use-case input. No rules here.
import type { Image } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import type { Model } from '@atelier/proto/gen/atelier/imaging/v1/Model';
import type { ModelInstance } from '@atelier/proto/gen/atelier/imaging/v1/ModelInstance';
import type { ImageRow } from '../repo/images.repository';
import type { InstanceInput } from '../service/admin.service';
import type { InstanceRow, ModelRow } from '../repo/models.repository';

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

export function toProtoModel(m: ModelRow): Required<Model> {
  return { id: m.id, name: m.name, type: m.type, sizes: m.sizes, status: m.status, credits: m.credits, created_at: m.created_at.toISOString(), description: m.description };
}

export function toProtoInstance(i: InstanceRow): Required<ModelInstance> {
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
  };
}

/** A model instance's fields as Create/UpdateModelInstance carry them. */
export function fromProtoInstance(req: { name: string; controller_name: string; priority: number; api_token: string; settings_json: string; model_id: string }): InstanceInput {
  return { name: req.name, controllerName: req.controller_name, priority: req.priority, apiToken: req.api_token, settingsJson: req.settings_json, modelId: req.model_id };
}
