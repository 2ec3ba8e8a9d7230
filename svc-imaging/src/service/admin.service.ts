// Model and model-instance administration (spec §7 admin calls, §5 rules). api_token is sealed
// with SECRETS_KEY and never leaves this service; a remote instance's settings.base_url must pass
// the SSRF rules (adapters/net/ssrf.ts) when it is saved. Deleting a model that still has
// instances or generated images is refused with a message saying what to do instead.
import { IMAGING_MSG } from '@atelier/contracts';
import { AppError, encryptSecret, isUuid, uuidv7 } from '@atelier/platform';
import { assertNodeUrlAllowed } from '../adapters/net/ssrf';
import { CONTROLLERS, MODEL_TYPES, type ActiveStatus, type ControllerName, type ModelType } from '../domain/types';
import * as repo from '../repo/models.repository';
import type { ImagingContext } from './context';

function modelType(t: string): ModelType {
  const found = MODEL_TYPES.find((x) => x === t);
  if (!found) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.modelType);
  return found;
}

function status(s: string, msg: string): ActiveStatus {
  if (s !== 'active' && s !== 'deactive') throw new AppError('INVALID_ARGUMENT', msg);
  return s;
}

/** The model list, filtered as the admin screen and the user's pickers ask (empty filter = all). */
export function listModels(ctx: ImagingContext, f: { type: string; status: string; name: string }): Promise<repo.ModelRow[]> {
  return repo.listModels(ctx.db, f);
}

export async function getModel(ctx: ImagingContext, id: string): Promise<repo.ModelRow> {
  const m = isUuid(id) ? await repo.findModel(ctx.db, id) : undefined;
  if (!m) throw new AppError('NOT_FOUND', IMAGING_MSG.modelNotFound);
  return m;
}

export async function createModel(ctx: ImagingContext, m: { name: string; type: string; sizes: string[]; credits: number; description?: string }) {
  const id = uuidv7();
  await repo.insertModel(ctx.db, { id, name: m.name, type: modelType(m.type), sizes: m.sizes, credits: m.credits, description: m.description ?? '' });
  return getModel(ctx, id);
}

export async function updateModel(ctx: ImagingContext, id: string, m: { name: string; type: string; sizes: string[]; status: string; credits?: number; description?: string }) {
  await getModel(ctx, id);
  await repo.updateModel(ctx.db, id, { name: m.name, type: modelType(m.type), sizes: m.sizes, status: status(m.status, IMAGING_MSG.modelStatus), credits: m.credits, description: m.description });
  return getModel(ctx, id);
}

export async function deleteModel(ctx: ImagingContext, id: string): Promise<void> {
  await getModel(ctx, id);
  const usage = await repo.modelUsage(ctx.db, id);
  if (usage.instances) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelHasInstances);
  if (usage.jobs) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelHasImages);
  await repo.deleteModel(ctx.db, id);
}

/** The instance list of the admin screen (empty filter = all), in priority order. */
export function listInstances(ctx: ImagingContext, f: { status: string; name: string }): Promise<repo.InstanceRow[]> {
  return repo.listInstances(ctx.db, f);
}

export async function getInstance(ctx: ImagingContext, id: string): Promise<repo.InstanceRow> {
  const i = isUuid(id) ? await repo.findInstance(ctx.db, id) : undefined;
  if (!i) throw new AppError('NOT_FOUND', IMAGING_MSG.instanceNotFound);
  return i;
}

/** Settings arrive as JSON text (as typed, or the object the gateway serialised). */
export function parseSettings(text: string): Record<string, unknown> | unknown[] {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.settingsJson);
  }
  if (v === null || typeof v !== 'object') throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.settingsShape);
  return v as Record<string, unknown> | unknown[];
}

function controller(name: string, msg: string): ControllerName {
  const found = CONTROLLERS.find((c) => c === name);
  if (!found) throw new AppError('INVALID_ARGUMENT', msg);
  return found;
}

/** Remote controllers must name a node URL the SSRF rules allow; `cpu` runs in-process. */
async function checkNodeUrl(ctx: ImagingContext, controllerName: string, settings: Record<string, unknown> | unknown[]): Promise<void> {
  if (controllerName === 'cpu') return;
  const baseUrl = Array.isArray(settings) ? undefined : settings.base_url;
  if (typeof baseUrl !== 'string' || !baseUrl) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.baseUrlRequired);
  try {
    await assertNodeUrlAllowed(baseUrl, ctx.nodePolicy);
  } catch (err) {
    throw new AppError('INVALID_ARGUMENT', (err as Error).message);
  }
}

export interface InstanceInput {
  name: string;
  controllerName: string;
  priority: number;
  apiToken: string;
  settingsJson: string;
  modelId: string;
}

export async function createInstance(ctx: ImagingContext, i: InstanceInput) {
  const controllerName = controller(i.controllerName, IMAGING_MSG.controllerCreate);
  const settings = parseSettings(i.settingsJson);
  await getModel(ctx, i.modelId).catch(() => {
    throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.modelIdCreate);
  });
  await checkNodeUrl(ctx, controllerName, settings);
  const id = uuidv7();
  await repo.insertInstance(ctx.db, {
    id,
    name: i.name,
    controller_name: controllerName,
    priority: i.priority,
    api_token_sealed: i.apiToken ? encryptSecret(ctx.secretsKey, i.apiToken) : null,
    settings,
    model_id: i.modelId,
  });
  return getInstance(ctx, id);
}

export async function updateInstance(ctx: ImagingContext, id: string, i: InstanceInput & { status: string }) {
  await getInstance(ctx, id);
  const controllerName = controller(i.controllerName, IMAGING_MSG.controllerUpdate);
  const settings = parseSettings(i.settingsJson);
  if (i.modelId) {
    await getModel(ctx, i.modelId).catch(() => {
      throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.modelIdCreate);
    });
  }
  await checkNodeUrl(ctx, controllerName, settings);
  await repo.updateInstance(ctx.db, id, {
    name: i.name,
    controller_name: controllerName,
    priority: i.priority,
    settings,
    status: status(i.status, IMAGING_MSG.statusUpdate),
    ...(i.apiToken ? { api_token_sealed: encryptSecret(ctx.secretsKey, i.apiToken) } : {}),
    ...(i.modelId ? { model_id: i.modelId } : {}),
  });
  return getInstance(ctx, id);
}

/** Jobs keep their history (tried_instance_ids), so a deleted instance only must not be running one. */
export async function deleteInstance(ctx: ImagingContext, id: string): Promise<void> {
  await getInstance(ctx, id);
  if (await repo.runningOnInstance(ctx.db, id)) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.instanceHasJobs);
  await repo.deleteInstance(ctx.db, id);
}
