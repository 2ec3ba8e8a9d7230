// imaging's users projection follows identity's and billing's events on PGlite with the in-process
// transport: UserStatusChanged marks an author blocked or deleted (their images leave the feeds, they
// cannot be followed), also when it arrives before UserRegistered (whose name still lands); the
// subscription (UserRegistered, then SubscriptionChanged, newest wins) decides whether a submit may
// keep its images private (spec §6: a free user's Make Public is always on).
import { uuidv7 } from '@atelier/platform';
import { httpStatusOf } from '@atelier/platform';
import { IMAGING_MSG } from '@atelier/contracts';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { addModel, startHarness, type Harness } from './support/harness';

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
const registered = (id: string, name: string, at = new Date()) =>
  topicEvent(TOPICS.users, 'UserRegistered', id, { user_id: id, email: `${id}@example.com`, name, profile_name: 'p', role: 'user', subscription_type: 'free', registered_at: at.toISOString() });
const tier = (id: string, t: string, at: Date) => topicEvent(TOPICS.subscriptions, 'SubscriptionChanged', id, { user_id: id, subscription_type: t, changed_at: at.toISOString() });
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

describe('Make Public is enforced at submit from the projected subscription (issue 11)', () => {
  const submit = (userId: string, modelId: string, operation: string, makePublic: boolean, extra: Record<string, unknown> = {}) =>
    h.client.SubmitJob({ user_id: userId, operation, model_id: modelId, prompt: 'a harbour', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: makePublic, ...extra });
  const jobsOf = (userId: string) => h.imaging.context.db.selectFrom('jobs').select('id').where('user_id', '=', userId).execute();

  test('a free user calling the API with make_public false is refused (403, nothing stored, no hold); with true accepted', async () => {
    const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
    const { modelId: inpaintModel } = await addModel(h, 'inpaint', [{ controller: 'fake' }]);
    const id = uuidv7();
    await emit(registered(id, 'Free'));
    expect(await row(id)).toMatchObject({ subscription: 'free' });
    const err = await submit(id, modelId, 'text2img', false).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'PERMISSION_DENIED', message: IMAGING_MSG.privateNeedsPremium });
    expect(httpStatusOf(err)).toEqual({ status: 403, msg: IMAGING_MSG.privateNeedsPremium });
    // In-painting too, refused before its upload is even looked at.
    await expect(submit(id, inpaintModel, 'inpaint', false)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: IMAGING_MSG.privateNeedsPremium });
    expect(await jobsOf(id)).toEqual([]);
    expect(h.billing.holdsOf(id)).toEqual([]);
    const ok = await submit(id, modelId, 'text2img', true);
    expect(ok.images[0]).toMatchObject({ make_public: true });
  });

  test('a user imaging has not heard of yet counts as free', async () => {
    const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
    await expect(submit(uuidv7(), modelId, 'text2img', false)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  test('premium (SubscriptionChanged) may keep images private; back on free, not; a late older event changes nothing', async () => {
    const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
    const id = uuidv7();
    const t0 = new Date(Date.now() - 60_000);
    await emit(registered(id, 'Ada', t0));
    await emit(tier(id, 'premium', new Date(t0.getTime() + 1_000)));
    expect(await row(id)).toMatchObject({ name: 'Ada', subscription: 'premium' });
    const priv = await submit(id, modelId, 'text2img', false);
    expect(priv.images[0]).toMatchObject({ make_public: false });
    await emit(tier(id, 'free', new Date(t0.getTime() + 3_000)));
    await expect(submit(id, modelId, 'text2img', false)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await emit(tier(id, 'premium', new Date(t0.getTime() + 2_000))); // older than the downgrade
    expect(await row(id)).toMatchObject({ subscription: 'free' });
  });

  test('a SubscriptionChanged before the registration keeps the tier, and the registration still sets the name', async () => {
    const id = uuidv7();
    const t0 = new Date(Date.now() - 60_000);
    await emit(tier(id, 'premium', new Date(t0.getTime() + 1_000)));
    await emit(registered(id, 'Grace', t0));
    expect(await row(id)).toMatchObject({ name: 'Grace', subscription: 'premium' });
  });

  test('up-scale has no switch: a free user\'s (always private) up-scale is not refused by the rule', async () => {
    const { modelId } = await addModel(h, 'upscale', [{ controller: 'fake' }]);
    const id = uuidv7();
    await emit(registered(id, 'Free'));
    // No upload: the refusal is the missing image, not the Make Public rule.
    await expect(submit(id, modelId, 'upscale', false, { uov_method: 'Upscale (2x)' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.uploadFirst });
  });
});
