// claim_jobs (issue 12): a worker's claims in ONE round trip, up to its free slots, where each claim
// was BEGIN, the job's lock, the instance's lock, the conditional claim and COMMIT. A function, not
// one statement: the instance's capacity must be re-counted in a snapshot taken AFTER its row lock
// was granted (a statement's snapshot precedes the locks it takes itself, so a claim committed in
// between would be missed and the instance overfilled), and in plpgsql under READ COMMITTED every
// statement takes a new snapshot. The rules are the ones the worker applied statement by statement:
// - the next job is the fairest pending one among the models that still have a candidate instance:
//   the user with the fewest running jobs first, then the user served longest ago (never first),
//   then the oldest job; rows another worker is claiming are skipped (SKIP LOCKED), not waited for;
// - its instance: among the candidates the caller found free (p_instance_ids, in priority order, with
//   p_capacities from adapter.capacity and p_model_ids), one the job has not tried yet first; an
//   instance another worker is claiming on is skipped; the claim re-counts the instance's running
//   jobs (this call's claims included) and takes the slot only while it is below capacity;
// - a job no candidate could take stays pending (locked until the call ends), an instance found
//   full or locked is not tried again, and the call ends at p_limit claims or when nothing is left.
// Returns the claimed jobs' rows. The function lives in the service's schema and names its tables
// there (the migrator's Kysely is schema-bound, raw SQL is not). Frozen: change it with a new migration.
import { sql, type Kysely, type Migration } from '@atelier/platform';

export function addClaimJobsFunction(schema: string): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const t = (name: string) => sql.id(schema, name);
      await sql`create function ${t('claim_jobs')}(p_instance_ids uuid[], p_model_ids uuid[], p_capacities int[], p_owner text, p_lease_ms int, p_limit int)
        returns setof ${t('jobs')} language plpgsql volatile as $$
        declare
          j ${t('jobs')};
          got ${t('jobs')};
          c record;
          claimed int := 0;
          seen uuid[] := '{}';
          exhausted uuid[] := '{}';
        begin
          while claimed < p_limit loop
            select * into j from ${t('jobs')} q
              where q.status = 'pending' and (q.not_before is null or q.not_before <= now())
                and not (q.id = any(seen))
                and q.model_id = any(array(select m from unnest(p_instance_ids, p_model_ids) as x(i, m) where not (x.i = any(exhausted))))
              order by (select count(*) from ${t('jobs')} r where r.user_id = q.user_id and r.status = 'running'),
                (select max(s.started_at) from ${t('jobs')} s where s.user_id = q.user_id) asc nulls first,
                q.created_at, q.id
              limit 1
              for update skip locked;
            exit when not found;
            seen := seen || j.id;
            for c in
              select x.i, x.cap from unnest(p_instance_ids, p_model_ids, p_capacities) with ordinality as x(i, m, cap, ord)
                where x.m = j.model_id and not (x.i = any(exhausted))
                order by x.i = any(j.tried_instance_ids), x.ord
            loop
              perform 1 from ${t('model_instances')} where id = c.i and status = 'active' and paused = false for update skip locked;
              if not found then
                exhausted := exhausted || c.i;
                continue;
              end if;
              -- A new snapshot, taken after the instance's lock was granted: every claim committed
              -- before it, and this call's own, are counted.
              update ${t('jobs')} u set status = 'running', instance_id = c.i, lease_owner = p_owner,
                  lease_expires_at = now() + p_lease_ms * interval '1 millisecond', attempts = u.attempts + 1,
                  started_at = coalesce(u.started_at, now()), not_before = null
                where u.id = j.id
                  and (select count(*) from ${t('jobs')} r where r.instance_id = c.i and r.status = 'running') < c.cap
                returning * into got;  -- not into j: a miss sets its target to nulls
              if found then
                claimed := claimed + 1;
                return next got;
                exit;
              end if;
              exhausted := exhausted || c.i;
            end loop;
          end loop;
          return;
        end $$`.execute(db);
    },
  };
}
