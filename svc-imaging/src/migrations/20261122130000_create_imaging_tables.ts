// Imaging's tables: models, model instances, jobs (the queue: Postgres is the truth), images,
// the users projection fed by identity's events, and the local credit-hold ledger behind the
// grant-all billing client. Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('models')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('text2img', 'upscale', 'inpaint', 'outpaint', 'faceswap')`))
    .addColumn('sizes', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'deactive')`))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(1))
    // The built-in seed rows carry a key so seeding is idempotent across restarts and processes.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('model_instances')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('controller_name', 'text', (c) => c.notNull())
    // Lower numbers are tried first.
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('api_token_sealed', 'text')
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'deactive')`))
    .addColumn('model_id', 'uuid', (c) => c.notNull().references('models.id'))
    // Health: consecutive node failures and the back-off they earned.
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unhealthy_until', 'timestamptz')
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('model_instances_model_idx').on('model_instances').column('model_id').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('text2img', 'inpaint', 'outpaint', 'upscale')`))
    .addColumn('model_id', 'uuid', (c) => c.notNull().references('models.id'))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('input_keys', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'running', 'success', 'failure', 'canceled')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('instance_id', 'uuid')
    .addColumn('tried_instance_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    // A re-queued job waits this long before it is claimed again.
    .addColumn('not_before', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('hold_id', 'text', (c) => c.notNull())
    // Set once the hold was captured (success) or released (failure): settlement happens once.
    .addColumn('hold_settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('jobs_pending_idx').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('jobs_user_status_idx').on('jobs').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('jobs.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('negative_prompt', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('seed', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'success', 'failure')`))
    .addColumn('original_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('make_public', 'boolean', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('images_user_created_idx').on('images').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('images_job_idx').on('images').column('job_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile_pic', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('held', 'captured', 'released')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
}

