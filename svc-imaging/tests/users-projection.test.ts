// imaging's users projection follows identity's events on PGlite with the in-process transport:
// UserStatusChanged marks an author blocked or deleted (their images leave the feeds, they cannot be
// followed), also when it arrives before UserRegistered (whose name still lands).
import { uuidv7 } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(60_000);

let h: Harness;
const probe = 'identity_probe';
beforeAll(async () => {
  h = await startHarness({ worker: false });
  await h.database.migrate(probe, {}); // the stand-in identity's outbox
});
afterAll(() => h?.stop());

async function emit(e: ReturnType<typeof topicEvent>) {
  await h.database.forSchema<any>(probe).transaction().execute((trx) => h.events.outbox(probe).add(trx, e));
  await h.events.flush();
}
const registered = (id: string, name: string) =>
  topicEvent(TOPICS.users, 'UserRegistered', id, { user_id: id, email: `${id}@example.com`, name, profile_name: 'p', role: 'user', subscription_type: 'free', registered_at: new Date().toISOString() });
const status = (id: string, s: string) => topicEvent(TOPICS.users, 'UserStatusChanged', id, { user_id: id, status: s });
const row = (id: string) => h.imaging.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

test('UserStatusChanged sets the author status; a blocked user cannot be followed, an active one can', async () => {
  const id = uuidv7();
  await emit(registered(id, 'Ada'));
  expect(await row(id)).toMatchObject({ name: 'Ada', status: 'active', follower_count: 0 });
  await emit(status(id, 'block'));
  expect(await row(id)).toMatchObject({ name: 'Ada', status: 'block' });
  await expect(h.client.Follow({ follower_id: uuidv7(), followee_id: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  await emit(status(id, 'active'));
  expect(await h.client.Follow({ follower_id: uuidv7(), followee_id: id })).toEqual({ following: true, follower_count: 1 });
});

test('a status that arrives before the registration keeps it, and the registration still sets the name', async () => {
  const id = uuidv7();
  await emit(status(id, 'deactive'));
  await emit(registered(id, 'Grace'));
  expect(await row(id)).toMatchObject({ name: 'Grace', status: 'deactive' });
});
