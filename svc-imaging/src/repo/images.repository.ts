// Images and the users projection they are shown with (and an edit's input, from its job). What every
// job runs (its images read with the lease, read at submit, the worker's success) is prepared(): built
// once (they read `i.*`, so they are not named statements: see packages/platform prepared.ts).
import { prepared, sql, type Insertable, type Kysely, type QueryCreator, type Selectable } from '@atelier/platform';
import type { SubscriptionType } from '../domain/types';
import type { Db, ImagesTable, ImagingDB } from './database';

export type ImageRow = Selectable<ImagesTable> & { user_name: string | null; user_profile_pic: string | null; input_image_key: string | null };

/** Each image with its author and, for an edit, the key of the picture its job started from
 *  (the feeds read the same record: repo/feeds.repository.ts). */
export function withUser(db: Db | QueryCreator<ImagingDB>) {
  return db
    .selectFrom('images as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('jobs as j', 'j.id', 'i.job_id')
    .selectAll('i')
    .select(['u.name as user_name', 'u.profile_pic as user_profile_pic'])
    .select(sql<string | null>`j.input_keys->>'image'`.as('input_image_key'));
}

export function insertImages(db: Db, rows: Insertable<ImagesTable>[]) {
  return db.insertInto('images').values(rows).execute();
}

export function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  return withUser(db).where('i.id', '=', id).executeTakeFirst();
}

export async function imagesOfJob(db: Db, jobId: string): Promise<ImageRow[]> {
  return (await imagesOfJobQuery(db, { jobId })).rows;
}

const imagesOfJobQuery = prepared((db: Kysely<ImagingDB>, p: { jobId: string }) => withUser(db).where('i.job_id', '=', p.jobId).orderBy('i.idx'));

/**
 * Extends the job's lease and reads its images, in one statement: none when this worker no longer
 * holds the lease (a job has at least one image). The worker stores files only after this.
 */
export async function imagesOfLeasedJob(db: Db, jobId: string, owner: string, leaseMs: number): Promise<ImageRow[]> {
  return (await imagesOfLeasedJobQuery(db, { jobId, owner, leaseMs })).rows;
}

const imagesOfLeasedJobQuery = prepared((db: Kysely<ImagingDB>, p: { jobId: string; owner: string; leaseMs: number }) => {
  const lease = db.with('lease', (qb) =>
    qb
      .updateTable('jobs')
      .set({ lease_expires_at: sql<Date>`now() + ${p.leaseMs} * interval '1 millisecond'` })
      .where('id', '=', p.jobId)
      .where('lease_owner', '=', p.owner)
      .where('status', '=', 'running')
      .returning('id'),
  );
  // The CTE is referred to in raw SQL only, so the tables withUser reads are ImagingDB's as typed.
  return withUser(lease as unknown as QueryCreator<ImagingDB>)
    .where('i.job_id', 'in', sql<string>`(select id from lease)`)
    .orderBy('i.idx');
});

export function imagesOfUser(db: Db, userId: string, limit: number, offset: number): Promise<ImageRow[]> {
  return withUser(db).where('i.user_id', '=', userId).orderBy('i.created_at', 'desc').orderBy('i.job_id', 'desc').orderBy('i.idx').limit(limit).offset(offset).execute();
}

export async function countImagesOfUser(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('images').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface ImageSuccess {
  seed: string;
  original_key: string;
  thumbnail_key: string;
  preset: string | null;
  width: number;
  height: number;
  categories: string[];
}

/** A successful image as the worker stores it, with its id. */
export type SucceededImage = ImageSuccess & { id: string };

/**
 * A worker's successful outcome in ONE statement (the job's success, its images' records, and the
 * records read back for JobSucceeded; were 2 + one per image): the job moves to success only while
 * `owner` holds its lease, and the images change only if it did. Undefined when the lease was lost
 * (nothing changed). The images come as one JSON parameter, so any count is one prepared text.
 */
export async function succeedJob(db: Db, jobId: string, owner: string, images: SucceededImage[]): Promise<{ finishedAt: Date; images: ImageRow[] } | undefined> {
  const { rows } = await succeedJobQuery(db, { jobId, owner, images: JSON.stringify(images) });
  if (!rows.length) return undefined;
  // Set by the same statement's update (typed nullable as a subquery's value).
  const finishedAt = rows[0]!.job_finished_at ?? new Date();
  return { finishedAt, images: rows.map(({ job_finished_at: _, ...image }) => image) };
}

const succeedJobQuery = prepared((db: Kysely<ImagingDB>, p: { jobId: string; owner: string; images: string }) =>
  db
    .with('done', (qb) =>
      qb
        .updateTable('jobs')
        .set({ status: 'success', error: null, finished_at: sql<Date>`now()`, lease_owner: null, lease_expires_at: null })
        .where('id', '=', p.jobId)
        .where('status', '=', 'running')
        .where('lease_owner', '=', p.owner)
        .returning(['id', 'finished_at']),
    )
    .with('marked', (qb) =>
      qb
        .updateTable('images')
        .from(
          sql<SucceededImage>`jsonb_to_recordset(${p.images}::jsonb)`.as<'v'>(
            sql`v(id uuid, seed text, original_key text, thumbnail_key text, preset text, width integer, height integer, categories text[])`,
          ),
        )
        .set((eb) => ({
          status: 'success',
          seed: eb.ref('v.seed'),
          original_key: eb.ref('v.original_key'),
          thumbnail_key: eb.ref('v.thumbnail_key'),
          preset: eb.ref('v.preset'),
          width: eb.ref('v.width'),
          height: eb.ref('v.height'),
          categories: eb.ref('v.categories'),
          error: null,
        }))
        .whereRef('images.id', '=', 'v.id')
        .where('images.job_id', '=', p.jobId)
        .where((eb) => eb.exists(eb.selectFrom('done').select('done.id')))
        .returningAll('images'),
    )
    // The job's row as this statement's snapshot saw it (its input keys do not change here).
    .selectFrom('marked as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('jobs as j', 'j.id', 'i.job_id')
    .selectAll('i')
    .select(['u.name as user_name', 'u.profile_pic as user_profile_pic'])
    .select(sql<string | null>`j.input_keys->>'image'`.as('input_image_key'))
    .select((eb) => eb.selectFrom('done').select('done.finished_at').as('job_finished_at'))
    .orderBy('i.idx'),
);

export function markJobImagesFailed(db: Db, jobId: string, error: string) {
  return db.updateTable('images').set({ status: 'failure', error }).where('job_id', '=', jobId).where('status', '=', 'pending').execute();
}

/** identity's UserRegistered / UserProfileUpdated: newest wins. */
export function upsertUser(db: Db, u: { id: string; name: string; updated_at: Date }) {
  return db
    .insertInto('users')
    .values({ id: u.id, name: u.name, profile_pic: null, updated_at: u.updated_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: u.name, updated_at: u.updated_at }).where('users.updated_at', '<=', u.updated_at))
    .execute();
}

/** The user's subscription as of `at` (UserRegistered's registered_at, SubscriptionChanged's
 *  changed_at): the newest wins whatever order the two topics deliver in. A user not projected yet
 *  gets a row with no name and the oldest time, so their UserRegistered still sets the name. */
export function setUserSubscription(db: Db, id: string, subscription: SubscriptionType, at: Date) {
  return db
    .insertInto('users')
    .values({ id, name: '', profile_pic: null, updated_at: new Date(0), subscription, subscription_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ subscription, subscription_at: at }).where('users.subscription_at', '<=', at))
    .execute();
}

/** The user's subscription as imaging knows it; free for a user it has not heard of yet. */
export async function subscriptionOf(db: Db, id: string): Promise<SubscriptionType> {
  const row = await db.selectFrom('users').select('subscription').where('id', '=', id).executeTakeFirst();
  return row?.subscription ?? 'free';
}

/** identity's UserStatusChanged (active | block | deactive). A user not projected yet gets a row
 *  with no name and the oldest time, so their UserRegistered still sets the name. */
export function setUserStatus(db: Db, id: string, status: string) {
  return db
    .insertInto('users')
    .values({ id, name: '', profile_pic: null, updated_at: new Date(0), status })
    .onConflict((oc) => oc.column('id').doUpdateSet({ status }))
    .execute();
}
