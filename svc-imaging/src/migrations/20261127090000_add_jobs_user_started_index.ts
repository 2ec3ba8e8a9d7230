// The claim's fair order asks, for every pending candidate, when its user was last served
// (claim_jobs: max(started_at) of the user's jobs). Without an index on (user_id, started_at) that
// max read every job the user ever had, so a claim's cost grew with the users' history: on the
// pipeline bench, PostgreSQL's CPU per job serving the workers doubled from its first phase to its
// third as finished jobs piled up (docs/benchmarks.md, 2026-11-27). With it the max is one index
// probe (PostgreSQL's min/max rewrite: the last non-null entry of the user's range).
// Frozen: change the schema with a new migration.
import type { Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('jobs_user_started_idx').on('jobs').columns(['user_id', 'started_at']).execute();
}
