// A worker's look at the instances (runnableInstancesWithLoad) and every claim (claim_jobs) count an
// instance's running jobs. The only index on status was (status, created_at), so a count read every
// running job's entry — and every dead one left by jobs since finished — and filtered by instance;
// and with the status a parameter, a generic plan could not use even that (docs/benchmarks.md,
// eighth pass: the look cost 1,858 buffer reads a call on the bench, 66,753 on 200,000 jobs). This
// partial index holds running jobs only, by instance: the count is one small index-only probe.
// Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('jobs_running_instance_idx').on('jobs').column('instance_id').where(sql.ref('status'), '=', sql.lit('running')).execute();
}
