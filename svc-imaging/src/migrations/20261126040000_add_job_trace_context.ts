// A job remembers the W3C trace context of the request that submitted it (issue 12: one trace per
// click): a worker claims the job from Postgres later — after a JobRequested wake-up, a poll or a
// retry — and its `job.run` span joins the submit's trace through this column. Null when the submit
// was not traced. Frozen: change the schema with a new migration.
import type { Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('trace_context', 'jsonb').execute();
}
