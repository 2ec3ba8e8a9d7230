// Model and model-instance administration (spec §7 admin calls, §5 rules). api_token is sealed
// with SECRETS_KEY and never leaves this service; a remote instance's settings.base_url must pass
// the SSRF rules (adapters/net/ssrf.ts) when it is saved. Deleting a model that still has
// instances or generated images is refused with a message saying what to do instead.
// Every change is an admin's (the rpc layer verified the Actor) and writes its audit event in the
// same transaction (events/audit.publisher.ts) — a model's also its ModelsChanged (events/models.publisher.ts),
// which keeps the gateways' cached model lists current; instances also report their health, can be paused
// and resumed, and tested through their adapter.
import { checkSettings, IMAGING_MSG, needsBaseUrl, type InstanceHealth } from '@atelier/contracts';
import { AppError, encryptSecret, isUuid, uuidv7, type Actor } from '@atelier/platform';
import { assertNodeUrlAllowed } from '../adapters/net/ssrf';
import { probeNode, type TimedProbe } from '../adapters/shared/probe';
import { instanceHealth } from '../domain/health';
import { CONTROLLERS, MODEL_TYPES, type ActiveStatus, type ControllerName, type ModelType } from '../domain/types';
import { publishAudit } from '../events/audit.publisher';
import { publishModelsChanged } from '../events/models.publisher';
import type { Db } from '../repo/database';
import { runningPerInstance } from '../repo/jobs.repository';
import * as repo from '../repo/models.repository';
import { toNodeInstance } from '../worker/claim';
import type { ImagingContext } from './context';

/** An instance as the admin reads it: the row and its live health. */
export type InstanceView = repo.InstanceRow & { health: InstanceHealth };

/** What the audit log keeps of a model. */
const modelAudit = (m: repo.ModelRow) => ({ id: m.id, name: m.name, type: m.type, sizes: m.sizes, status: m.status, credits: m.credits, description: m.description });

/** What the audit log keeps of an instance: never the token, sealed or not — only whether one is set
 *  (named so that the redaction of secret-looking keys, which would hide "has_api_token", keeps it). */
const instanceAudit = (i: repo.InstanceRow) => ({
  id: i.id,
  name: i.name,
  controller_name: i.controller_name,
  priority: i.priority,
  settings: i.settings,
  status: i.status,
  model_id: i.model_id,
  credentials_set: !!i.api_token_sealed,
  paused: i.paused,
});

async function mustFindModel(db: Db, id: string): Promise<repo.ModelRow> {
  const m = await repo.findModel(db, id);
  if (!m) throw new AppError('NOT_FOUND', IMAGING_MSG.modelNotFound);
  return m;
}

async function mustFindInstance(db: Db, id: string): Promise<repo.InstanceRow> {
  const i = await repo.findInstance(db, id);
  if (!i) throw new AppError('NOT_FOUND', IMAGING_MSG.instanceNotFound);
  return i;
}

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

export async function createModel(ctx: ImagingContext, actor: Actor, m: { name: string; type: string; sizes: string[]; credits: number; description?: string }) {
  const id = uuidv7();
  const type = modelType(m.type);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.insertModel(trx, { id, name: m.name, type, sizes: m.sizes, credits: m.credits, description: m.description ?? '' });
    const created = await mustFindModel(trx, id);
    await publishAudit(ctx.outbox, trx, actor, { action: 'model.create', entity_type: 'model', entity_id: id, after: modelAudit(created) });
    await publishModelsChanged(ctx.outbox, trx, 'create', [created.type], id);
    return created;
  });
}

export async function updateModel(ctx: ImagingContext, actor: Actor, id: string, m: { name: string; type: string; sizes: string[]; status: string; credits?: number; description?: string }) {
  const before = await getModel(ctx, id);
  const change = { name: m.name, type: modelType(m.type), sizes: m.sizes, status: status(m.status, IMAGING_MSG.modelStatus), credits: m.credits, description: m.description };
  return ctx.db.transaction().execute(async (trx) => {
    await repo.updateModel(trx, id, change);
    const after = await mustFindModel(trx, id);
    await publishAudit(ctx.outbox, trx, actor, { action: 'model.update', entity_type: 'model', entity_id: id, before: modelAudit(before), after: modelAudit(after) });
    await publishModelsChanged(ctx.outbox, trx, 'update', [before.type, after.type], id);
    return after;
  });
}

export async function deleteModel(ctx: ImagingContext, actor: Actor, id: string): Promise<void> {
  const before = await getModel(ctx, id);
  const usage = await repo.modelUsage(ctx.db, id);
  if (usage.instances) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelHasInstances);
  if (usage.images) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelHasImages);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteModel(trx, id);
    await publishAudit(ctx.outbox, trx, actor, { action: 'model.delete', entity_type: 'model', entity_id: id, before: modelAudit(before) });
    await publishModelsChanged(ctx.outbox, trx, 'delete', [before.type], id);
  });
}

/** The instance list of the admin screen (empty filter = all), in priority order, with live health. */
export async function listInstances(ctx: ImagingContext, f: { status: string; name: string }): Promise<InstanceView[]> {
  const [rows, running] = await Promise.all([repo.listInstances(ctx.db, f), runningPerInstance(ctx.db)]);
  return rows.map((i) => ({ ...i, health: instanceHealth(i, running.get(i.id) ?? 0) }));
}

export async function getInstance(ctx: ImagingContext, id: string): Promise<InstanceView> {
  const i = isUuid(id) ? await repo.findInstance(ctx.db, id) : undefined;
  if (!i) throw new AppError('NOT_FOUND', IMAGING_MSG.instanceNotFound);
  return { ...i, health: instanceHealth(i, await repo.runningOnInstance(ctx.db, id)) };
}

/** Settings arrive as JSON text (as typed, or the object the gateway serialised). */
/** The settings text as saved: the same check, in the same words (with line and column), as the
 *  admin's editor runs on every keystroke (contracts/instance-settings.ts). */
function settingsOf(text: string, controllerName: ControllerName, emptyMsg: string): Record<string, unknown> | unknown[] {
  const checked = checkSettings(text, controllerName, emptyMsg);
  if (!checked.ok) throw new AppError('INVALID_ARGUMENT', checked.message);
  return checked.value;
}

function controller(name: string, msg: string): ControllerName {
  const found = CONTROLLERS.find((c) => c === name);
  if (!found) throw new AppError('INVALID_ARGUMENT', msg);
  return found;
}

/** A remote controller's base_url (present: settingsOf checked it) must pass the SSRF rules; `cpu` runs in-process. */
async function checkNodeUrl(ctx: ImagingContext, controllerName: ControllerName, settings: Record<string, unknown> | unknown[]): Promise<void> {
  if (!needsBaseUrl(controllerName) || Array.isArray(settings)) return;
  try {
    await assertNodeUrlAllowed(String(settings.base_url), ctx.nodePolicy);
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

export async function createInstance(ctx: ImagingContext, actor: Actor, i: InstanceInput) {
  const controllerName = controller(i.controllerName, IMAGING_MSG.controllerCreate);
  const settings = settingsOf(i.settingsJson, controllerName, IMAGING_MSG.settingsCreate);
  await getModel(ctx, i.modelId).catch(() => {
    throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.modelIdCreate);
  });
  await checkNodeUrl(ctx, controllerName, settings);
  const id = uuidv7();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertInstance(trx, {
      id,
      name: i.name,
      controller_name: controllerName,
      priority: i.priority,
      api_token_sealed: i.apiToken ? encryptSecret(ctx.secretsKey, i.apiToken) : null,
      settings,
      model_id: i.modelId,
    });
    await publishAudit(ctx.outbox, trx, actor, { action: 'model_instance.create', entity_type: 'model_instance', entity_id: id, after: instanceAudit(await mustFindInstance(trx, id)) });
  });
  return getInstance(ctx, id);
}

export async function updateInstance(ctx: ImagingContext, actor: Actor, id: string, i: InstanceInput & { status: string }) {
  const before = await getInstance(ctx, id);
  const controllerName = controller(i.controllerName, IMAGING_MSG.controllerUpdate);
  const settings = settingsOf(i.settingsJson, controllerName, IMAGING_MSG.settingsUpdate);
  if (i.modelId) {
    await getModel(ctx, i.modelId).catch(() => {
      throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.modelIdCreate);
    });
  }
  await checkNodeUrl(ctx, controllerName, settings);
  const change = {
    name: i.name,
    controller_name: controllerName,
    priority: i.priority,
    settings,
    status: status(i.status, IMAGING_MSG.statusUpdate),
    ...(i.apiToken ? { api_token_sealed: encryptSecret(ctx.secretsKey, i.apiToken) } : {}),
    ...(i.modelId ? { model_id: i.modelId } : {}),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateInstance(trx, id, change);
    const after = await mustFindInstance(trx, id);
    await publishAudit(ctx.outbox, trx, actor, { action: 'model_instance.update', entity_type: 'model_instance', entity_id: id, before: instanceAudit(before), after: instanceAudit(after) });
  });
  return getInstance(ctx, id);
}

/** Jobs keep their history (tried_instance_ids), so a deleted instance only must not be running one. */
export async function deleteInstance(ctx: ImagingContext, actor: Actor, id: string): Promise<void> {
  const before = await getInstance(ctx, id);
  if (await repo.runningOnInstance(ctx.db, id)) throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.instanceHasJobs);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteInstance(trx, id);
    await publishAudit(ctx.outbox, trx, actor, { action: 'model_instance.delete', entity_type: 'model_instance', entity_id: id, before: instanceAudit(before) });
  });
}

/** Pause: the scheduler gives the instance no new job (worker/claim.ts); its running jobs finish.
 *  Resume undoes it. Pausing a paused instance changes nothing and records nothing. */
export async function setPaused(ctx: ImagingContext, actor: Actor, id: string, paused: boolean): Promise<InstanceView> {
  const before = await getInstance(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setInstancePaused(trx, id, paused))) return;
    const after = await mustFindInstance(trx, id);
    const action = paused ? 'model_instance.pause' : 'model_instance.resume';
    await publishAudit(ctx.outbox, trx, actor, { action, entity_type: 'model_instance', entity_id: id, before: instanceAudit(before), after: instanceAudit(after) });
  });
  return getInstance(ctx, id);
}

/** How long Test connection waits for the node. */
export const TEST_CONNECTION_TIMEOUT_MS = 10_000;

/** Test connection: the node asked now, through its adapter's probe (reads nothing, changes nothing). */
export async function testInstance(ctx: ImagingContext, id: string): Promise<TimedProbe> {
  const instance = await getInstance(ctx, id);
  const adapter = ctx.adapters.get(instance.controller_name);
  if (!adapter) return { ok: false, latencyMs: 0, detail: `no adapter for controller "${instance.controller_name}"` };
  return probeNode(adapter, toNodeInstance(ctx, instance), TEST_CONNECTION_TIMEOUT_MS);
}
