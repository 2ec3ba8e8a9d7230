// in_flight_locked (issue 12): the submit's cap check in the submit's ONE statement, where it took
// BEGIN, the user's advisory lock, the insert and COMMIT. It takes the user's transaction-scoped
// advisory lock and only then counts the user's jobs pending or running. A function, not a
// subquery: a statement's snapshot is taken when it starts, before any lock it takes itself, so a
// count in the locking statement would miss a job committed by the submit that held the lock just
// before; a VOLATILE plpgsql function takes a new snapshot for each statement it runs under READ
// COMMITTED, so its count sees every job committed before the lock was granted. The lock lasts
// until the calling statement's transaction ends (autocommit: the statement), which is when its own
// job becomes visible to the next submit of that user. The lock's key is the one the submit's
// separate lock statement used ('imaging.submit:<user id>'). Frozen: change it with a new migration.
import { sql, type Kysely, type Migration } from '@atelier/platform';

export function addInFlightLockedFunction(schema: string): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const t = (name: string) => sql.id(schema, name);
      await sql`create function ${t('in_flight_locked')}(p_user_id uuid) returns int language plpgsql volatile as $$
        declare
          n int;
        begin
          perform pg_advisory_xact_lock(hashtext('imaging.submit:' || p_user_id::text));
          -- A new snapshot, taken after the lock was granted.
          select count(*) into n from ${t('jobs')} where user_id = p_user_id and status in ('pending', 'running');
          return n;
        end $$`.execute(db);
    },
  };
}
