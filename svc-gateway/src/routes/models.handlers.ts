// Handlers of the model routes: the user's model and size pickers, and the admin CRUD of models
// and model instances (spec §7). Settings typed as JSON text are passed on as text; imaging parses them.
import { IMAGING_MSG } from '@atelier/contracts';
import type { Handler, Handlers } from './context';
import { cacheKeys } from '../cache/read-cache';
import { cachedAnswer } from '../cache/cached-answer';
import { instanceRecord, modelRecord } from './image-record';

const settingsText = (v: string | Record<string, unknown> | unknown[]) => (typeof v === 'string' ? v : JSON.stringify(v));

/** From the read cache, per type: imaging's ModelsChanged (a model's create, update or delete, the seed at start) drops the lists. */
export const userModels: Handler<'userModels'> = async (s, { params, reply }) => {
  const type = params.type === 'text-to-image' ? 'text2img' : params.type;
  const data = await s.reads.get(cacheKeys.models(type), async () => {
    const res = await s.imaging.ListModels({ type, status: 'active', name: '' });
    // The description rides along as help text for the model select (omitted when none was written);
    // the credits per image let the studio show a job's cost before Submit.
    return res.models.map((m) => ({ value: m.id, label: m.name, credits: m.credits, ...(m.description ? { description: m.description } : {}) }));
  });
  return cachedAnswer(reply, 'userModels', data, (d) => ({ status: 'success', data: d }));
};

export const modelSizes: Handler<'modelSizes'> = async (s, { params }) => {
  const res = await s.imaging.GetModel({ id: params.model_id });
  const sizes = res.model!.status === 'active' ? res.model!.sizes : [];
  return { status: 'success', data: sizes.map((v) => ({ value: v, label: v })) };
};

export const adminModels: Handler<'adminModels'> = async (s, { query }) => {
  const res = await s.imaging.ListModels({ type: '', status: query.status ?? '', name: query.name ?? '' });
  return { status: 'success', data: res.models.map(modelRecord) };
};

export const adminCreateModel: Handler<'adminCreateModel'> = async (s, { body }) => {
  const res = await s.imaging.CreateModel({ name: body.name, type: body.type!, sizes: body.size, credits: body.credits, description: body.description ?? '' });
  s.reads.invalidatePrefix(cacheKeys.modelsPrefix);
  return { status: 'success', msg: IMAGING_MSG.modelCreated, data: modelRecord(res.model!) };
};

export const adminModel: Handler<'adminModel'> = async (s, { params }) => {
  const res = await s.imaging.GetModel({ id: params.id });
  return { status: 'success', msg: IMAGING_MSG.modelFound, data: modelRecord(res.model!) };
};

export const adminUpdateModel: Handler<'adminUpdateModel'> = async (s, { params, body }) => {
  const res = await s.imaging.UpdateModel(
    {
      id: params.id,
      name: body.name,
      type: body.type!,
      sizes: body.size,
      status: body.status!,
      ...(body.credits !== undefined ? { credits: body.credits } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    },
  );
  s.reads.invalidatePrefix(cacheKeys.modelsPrefix);
  return { status: 'success', msg: IMAGING_MSG.modelUpdated, data: modelRecord(res.model!) };
};

export const adminDeleteModel: Handler<'adminDeleteModel'> = async (s, { params }) => {
  await s.imaging.DeleteModel({ id: params.id });
  s.reads.invalidatePrefix(cacheKeys.modelsPrefix);
  return { status: 'success', msg: IMAGING_MSG.modelDeleted };
};

export const adminModelInstances: Handler<'adminModelInstances'> = async (s, { query }) => {
  const res = await s.imaging.ListModelInstances({ status: query.status ?? '', name: query.name ?? '' });
  return { status: 'success', data: res.instances.map(instanceRecord) };
};

export const adminCreateModelInstance: Handler<'adminCreateModelInstance'> = async (s, { body }) => {
  const res = await s.imaging.CreateModelInstance(
    { name: body.name, controller_name: body.controller_name!, priority: body.priority, api_token: body.api_token, settings_json: settingsText(body.settings), model_id: body.model_id },
  );
  return { status: 'success', msg: IMAGING_MSG.instanceCreated, data: instanceRecord(res.instance!) };
};

export const adminModelInstance: Handler<'adminModelInstance'> = async (s, { params }) => {
  const res = await s.imaging.GetModelInstance({ id: params.id });
  return { status: 'success', msg: IMAGING_MSG.instanceFound, data: instanceRecord(res.instance!) };
};

export const adminUpdateModelInstance: Handler<'adminUpdateModelInstance'> = async (s, { params, body }) => {
  const res = await s.imaging.UpdateModelInstance(
    {
      id: params.id,
      name: body.name,
      controller_name: body.controller_name!,
      priority: body.priority,
      api_token: body.api_token ?? '',
      settings_json: settingsText(body.settings),
      status: body.status!,
      model_id: body.model_id ?? '',
    },
  );
  return { status: 'success', msg: IMAGING_MSG.instanceUpdated, data: instanceRecord(res.instance!) };
};

export const adminDeleteModelInstance: Handler<'adminDeleteModelInstance'> = async (s, { params }) => {
  await s.imaging.DeleteModelInstance({ id: params.id });
  return { status: 'success', msg: IMAGING_MSG.instanceDeleted };
};

export const modelHandlers = {
  userModels,
  modelSizes,
  adminModels,
  adminCreateModel,
  adminModel,
  adminUpdateModel,
  adminDeleteModel,
  adminModelInstances,
  adminCreateModelInstance,
  adminModelInstance,
  adminUpdateModelInstance,
  adminDeleteModelInstance,
} satisfies Partial<Handlers>;
