// Images and the users projection they are shown with (and an edit's input, from its job). What every
// job runs (its images read with the lease, read at submit) is prepared(): built once, and named
// statements, since the record lists its columns (IMAGE_FIELDS; see packages/platform prepared.ts).
// The worker's success writes them in repo/success.repository.ts.
import { prepared, sql, type Insertable, type Kysely, type QueryCreator, type Selectable } from '@atelier/platform';
import type { SubscriptionType } from '../domain/types';
import type { Db, ImagesTable, ImagingDB } from './database';

/** An image record's own columns: every one but `search` (the prompt's text-search vector, which only
 *  the feeds' filter reads). Listed, not `i.*`: a named statement's result columns must not follow
 *  the table (packages/platform prepared.ts). A column added to ImagesTable and not here fails to
 *  compile where an ImageRow is returned. */
export const IMAGE_FIELDS = ['id', 'job_id', 'model_id', 'idx', 'user_id', 'operation', 'prompt', 'negative_prompt', 'size', 'seed', 'status', 'original_key', 'thumbnail_key', 'make_public', 'error', 'preset', 'width', 'height', 'like_count', 'categories', 'created_at'] as const;
/** IMAGE_FIELDS of the images aliased `i`. */
export const IMAGE_COLUMNS = IMAGE_FIELDS.map((f) => `i.${f}` as const);

export type ImageRow = Omit<Selectable<ImagesTable>, 'search'> & { user_name: string | null; user_profile_pic: string | null; input_image_key: string | null };

/** Each image with its author and, for an edit, the key of the picture its job started from
 *  (the feeds read the same record: repo/feeds.repository.ts). */
export function withUser(db: Db | QueryCreator<ImagingDB>) {
  return db
    .selectFrom('images as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('jobs as j', 'j.id', 'i.job_id')
    .select(IMAGE_COLUMNS)
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

/** An image's record as a worker's success leaves it (repo/success.repository.ts writes exactly these
 *  fields from `s`): what JobSucceeded carries without reading the rows back. */
export function succeeded(image: ImageRow, s: SucceededImage): ImageRow {
  const { id: _, ...fields } = s;
  return { ...image, ...fields, status: 'success', error: null };
}

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
