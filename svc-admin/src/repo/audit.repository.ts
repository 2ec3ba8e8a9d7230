// The audit log: append an entry (once per audit id) and list a page newest first with the actor's
// name and email from the users projection.
import { sql } from '@atelier/platform';
import type { ExpressionBuilder } from 'kysely';
import type { AuditEntry, AuditFilter } from '../domain/audit';
import type { AdminDB, Db } from './database';

/** The filter as one where-clause on `audit_log as a` (list and count share it). */
const matching =
  (f: AuditFilter) =>
  (eb: ExpressionBuilder<AdminDB & { a: AdminDB['audit_log'] }, 'a'>) =>
    eb.and([
      ...(f.actorId ? [eb('a.actor_id', '=', f.actorId)] : []),
      ...(f.action ? [eb('a.action', '=', f.action)] : []),
      ...(f.entityType ? [eb('a.entity_type', '=', f.entityType)] : []),
    ]);

/** Appends `a`; false when the log already holds its audit id. */
export async function appendAudit(db: Db, a: AuditEntry): Promise<boolean> {
  const row = await db
    .insertInto('audit_log')
    .values({
      id: a.id,
      event_id: a.eventId,
      at: a.at,
      actor_id: a.actorId,
      ip: a.ip,
      user_agent: a.userAgent,
      action: a.action,
      entity_type: a.entityType,
      entity_id: a.entityId,
      before_json: a.beforeJson,
      after_json: a.afterJson,
      service: a.service,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface AuditRowOut extends AuditEntry {
  actorName: string;
  actorEmail: string;
}

/** One page of the log matching `f`, newest first (at, then id). */
export async function listAudit(db: Db, f: AuditFilter, limit: number, offset: number): Promise<AuditRowOut[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', (j) => j.on(sql`u.user_id::text`, '=', sql.ref('a.actor_id')))
    .where(matching(f))
    .select([
      'a.id',
      'a.event_id',
      'a.at',
      'a.actor_id',
      'a.ip',
      'a.user_agent',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.before_json',
      'a.after_json',
      'a.service',
      'u.name',
      'u.email',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    at: r.at,
    actorId: r.actor_id,
    ip: r.ip,
    userAgent: r.user_agent,
    action: r.action as AuditEntry['action'],
    entityType: r.entity_type as AuditEntry['entityType'],
    entityId: r.entity_id,
    beforeJson: r.before_json,
    afterJson: r.after_json,
    service: r.service,
    actorName: r.name ?? '',
    actorEmail: r.email ?? '',
  }));
}

/** Rows matching `f`, every page. */
export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const r = await db.selectFrom('audit_log as a').where(matching(f)).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
