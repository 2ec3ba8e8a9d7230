// Credits are svc-billing's now (issue 8): imaging calls BillingService's Hold / Capture / Release,
// and the grant-all client's own ledger, credit_holds, goes. A job keeps its hold_id (billing's id)
// and hold_settled_at. Frozen: change the schema with a new migration.
import { type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_holds').ifExists().execute();
}
