// The built-in job queue and instance controls (issue 10):
// - model_instances: `paused` (an admin's pause: running jobs finish, no new ones are claimed) and
//   what its health reports — `last_error` / `last_error_at` (the last node failure, readable) and
//   `last_ok_at` (the last call that worked; null = never called since it was created: "unknown").
// - images: `model_id`, copied from their job, and no foreign key to jobs any more — pruning finished
//   jobs deletes the job rows while their images stay (feeds still know each image's model for Remix).
// - jobs: indexes for the queue page (newest first; by model or user, newest first) and for pruning
//   finished jobs by their end time.
// Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('model_instances')
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('last_ok_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('images').addColumn('model_id', 'uuid').execute();
  // Through the builder (not raw SQL): the migrator's schema plugin qualifies its table names.
  await db
    .updateTable('images as i')
    .set((eb) => ({ model_id: eb.selectFrom('jobs as j').select('j.model_id').whereRef('j.id', '=', 'i.job_id') }))
    .execute();
  await db.schema.alterTable('images').alterColumn('model_id', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('images').dropConstraint('images_job_id_fkey').ifExists().execute();

  await db.schema.createIndex('jobs_recent_idx').on('jobs').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('jobs_model_recent_idx').on('jobs').columns(['model_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('jobs_user_recent_idx').on('jobs').columns(['user_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('jobs_finished_idx')
    .on('jobs')
    .column('finished_at')
    .where(sql<boolean>`status in ('success', 'failure', 'canceled')`)
    .execute();
}
