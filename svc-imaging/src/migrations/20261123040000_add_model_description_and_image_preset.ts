// A model's description (what it can and cannot do, shown to users beside the model) and an image's
// preset (what the node actually used, e.g. the cpu sketch's "Procedural sketch · sunset · sea ·
// lighthouse"; null when the node named none). Seeded models get their descriptions at seeding
// (service/seed.ts), the one home of those texts. Frozen: change the schema with a new migration.
import { type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('models').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('images').addColumn('preset', 'text').execute();
}
