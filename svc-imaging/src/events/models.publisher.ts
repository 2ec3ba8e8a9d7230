// imaging's model list changes: ModelsChanged on imaging.model.v1, written to the outbox inside the
// transaction of the change itself (an admin's create, update or delete, and the seed at start), so
// the gateways' read cache drops the model lists that changed — and only once the change committed.
import type { Outbox } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';

export type ModelChange = 'create' | 'update' | 'delete' | 'seed';

/** `types`: the model types whose active list may have changed (an update that moves a model to
 *  another type changes both lists). `modelId` "" for the seed (several models). */
export function publishModelsChanged(outbox: Outbox, trx: Db, change: ModelChange, types: string[], modelId = '') {
  const distinct = [...new Set(types)].sort();
  const key = distinct.length === 1 ? distinct[0]! : '';
  return outbox.add(trx, topicEvent(TOPICS.models, 'ModelsChanged', key, { types: distinct, model_id: modelId, change, changed_at: new Date().toISOString() }));
}
