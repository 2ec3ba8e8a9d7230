// `npm run admin:rebuild` (docs/admin.md, docs/runbook.md): rebuilds the dashboard projection from
// svc-admin's event log in one transaction — the same fold the live consumers apply — and prints
// what it folded. Connects like the service does: DATABASE_URL, else the embedded PGlite in
// DATA_DIR (stop `npm start` first: PGlite is one process's). `--schema=NAME` for another schema.
import { loadConfig, openDatabase } from '@atelier/platform';
import { migrations } from './migrations';
import { SCHEMA } from './module';
import { rebuildProjection } from './service/projection.service';

async function main(): Promise<void> {
  const schema = process.argv.find((a) => a.startsWith('--schema='))?.slice('--schema='.length) ?? SCHEMA;
  const config = loadConfig(process.env, []);
  const database = await openDatabase(config);
  try {
    await database.migrate(schema, migrations(schema));
    const started = Date.now();
    const r = await rebuildProjection({ db: database.forSchema(schema), schema });
    console.log(`admin:rebuild: schema ${schema} (${database.kind}): folded ${r.events} events into ${r.users} users and ${r.days} days in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('admin:rebuild failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
