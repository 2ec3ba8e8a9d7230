// The admin's user management on real PostgreSQL with the Kafka transport (issue 10): the user
// report's filters, paging and count; the self and last-admin rules, also for two admins demoting
// each other at the same moment; deletion anonymises and tells the other services; each change
// writes its audit event in the same transaction (none when refused); and every admin RPC refuses a
// call without an admin actor.
import { ADMIN_LIMITS, ADMIN_MSG, AUTH_MSG } from '@atelier/contracts';
import { dropSchemas, integrationEnv, uniqueName, waitFor } from '@atelier/testkit';
import { hashPassword } from '../src/domain/password';
import { insertLink } from '../src/repo/oauth-links.repository';
import { insertUser } from '../src/repo/users.repository';
import { as, CHROME_LINUX, expectAppError, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const names = { identitySchema: uniqueName('it_idadmin'), probeSchema: uniqueName('it_idadmin_probe'), probeGroup: uniqueName('it.idadmin.probe') };
let h: Harness;
let n = 0;
const PASSWORD = 'correct horse';
let passwordHash: string;

beforeAll(async () => {
  h = await startHarness({ env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') }, names });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [names.identitySchema, names.probeSchema]);
});

const db = () => h.identity.context.db;
let at = Date.parse('2026-05-01T00:00:00Z');

/** A user (or admin) straight into the table, each newer than the last; signs in with PASSWORD. */
async function newUser(opts: { role?: 'user' | 'admin'; name?: string; tag?: string } = {}) {
  const email = `${opts.tag ?? 'member'}${++n}-${names.identitySchema}@example.com`;
  const row = await insertUser(db(), {
    email,
    name: opts.name ?? `Member ${n}`,
    profileName: `member${n}`,
    role: opts.role ?? 'user',
    passwordHash,
    now: new Date((at += 1000)),
  });
  return row;
}

async function auditEvents(entityId: string) {
  const rows = await db()
    .selectFrom('outbox' as never)
    .select(['type', 'payload'] as never[])
    .where('topic' as never, '=', 'audit.admin_action.v1' as never)
    .where('key' as never, '=', entityId as never)
    .orderBy('id' as never)
    .execute();
  return rows as unknown as Array<{ type: string; payload: Record<string, string> }>;
}
const liveSessions = async (userId: string) =>
  (await db().selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;

describe('the caller', () => {
  it('refuses every admin RPC without an actor (UNAUTHENTICATED) and with a user actor (PERMISSION_DENIED)', async () => {
    const u = await newUser();
    const calls = [
      (o?: object) => h.client.ListUsers({}, o),
      (o?: object) => h.client.UpdateUser({ user_id: u.id, name: 'X', profile_name: 'x', status: 'USER_STATUS_BLOCK' }, o),
      (o?: object) => h.client.SetUserStatus({ user_id: u.id, status: 'USER_STATUS_BLOCK' }, o),
      (o?: object) => h.client.DeleteUser({ user_id: u.id }, o),
    ];
    for (const call of calls) {
      await expectAppError(call(), 'UNAUTHENTICATED');
      await expectAppError(call(as({ id: u.id, role: 'user' })), 'PERMISSION_DENIED', ADMIN_MSG.adminOnly);
      // A token signed with another secret is no actor at all.
      const forged = { metadata: as().metadata.clone() };
      forged.metadata.set('atelier-actor-token', forged.metadata.get('atelier-actor-token')[0]!.toString().slice(0, -2) + 'xx');
      await expectAppError(call(forged), 'UNAUTHENTICATED');
    }
    const after = (await db().selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow());
    expect(after).toMatchObject({ name: u.name, status: 'active' });
    expect(await auditEvents(u.id)).toEqual([]);
  });
});

describe('ListUsers', () => {
  it('searches name and email case-insensitively, filters status and subscription, pages newest first with the total', async () => {
    const tag = uniqueName('rep');
    const made = [];
    for (let i = 0; i < ADMIN_LIMITS.userPageSize + 2; i++) made.push(await newUser({ tag, name: i === 0 ? 'Zelda Quux' : `Reporter ${i}` }));
    const newestFirst = [...made].reverse().map((u) => u.id);

    const page1 = await h.client.ListUsers({ name: tag.toUpperCase() }, as());
    expect(page1.total).toBe(made.length);
    expect(page1.users.map((u) => u.id)).toEqual(newestFirst.slice(0, ADMIN_LIMITS.userPageSize));
    const page2 = await h.client.ListUsers({ name: tag, page: 2 }, as());
    expect(page2.users.map((u) => u.id)).toEqual(newestFirst.slice(ADMIN_LIMITS.userPageSize));
    expect(page2.total).toBe(made.length);

    // By name (not only email), any case.
    const byName = await h.client.ListUsers({ name: 'zELDA qu' }, as());
    expect(byName.users.map((u) => u.id)).toContain(made[0]!.id);

    await h.client.UpdateUser({ user_id: made[1]!.id, name: made[1]!.name, profile_name: made[1]!.profile_name, status: 'USER_STATUS_DEACTIVE' }, as());
    await db().updateTable('users').set({ subscription_type: 'premium' }).where('id', '=', made[2]!.id).execute();
    const deactive = await h.client.ListUsers({ name: tag, status: 'USER_STATUS_DEACTIVE' }, as());
    expect(deactive).toMatchObject({ total: 1, users: [{ id: made[1]!.id, status: 'USER_STATUS_DEACTIVE' }] });
    const premium = await h.client.ListUsers({ name: tag, subscription_type: 'SUBSCRIPTION_TYPE_PREMIUM' }, as());
    expect(premium).toMatchObject({ total: 1, users: [{ id: made[2]!.id }] });
    const both = await h.client.ListUsers({ name: tag, status: 'USER_STATUS_ACTIVE', subscription_type: 'SUBSCRIPTION_TYPE_FREE' }, as());
    expect(both.total).toBe(made.length - 2);

    // Deleted users are never listed (nor counted), whatever the filter.
    await h.client.DeleteUser({ user_id: made[3]!.id }, as());
    const afterDelete = await h.client.ListUsers({ name: tag }, as());
    expect(afterDelete.total).toBe(made.length - 1);
    expect((await h.client.ListUsers({ status: 'USER_STATUS_DELETED' }, as())).total).toBe(0);
  });
});

describe('UpdateUser', () => {
  it('changes name, profile name and status in one transaction with its events and its audit record', async () => {
    const u = await newUser();
    const { session } = await h.client.Login({ email: u.email, password: PASSWORD, client: CHROME_LINUX });
    const { user } = await h.client.UpdateUser({ user_id: u.id, name: '  Renamed ', profile_name: 'renamed', status: 'USER_STATUS_BLOCK' }, as({ ip: '198.51.100.4', userAgent: 'admin-browser' }));
    expect(user).toMatchObject({ id: u.id, name: 'Renamed', profile_name: 'renamed', status: 'USER_STATUS_BLOCK' });

    // Sessions end with the change; sign-in stays refused.
    expect(await liveSessions(u.id)).toBe(0);
    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'UNAUTHENTICATED');
    await expectAppError(h.client.Login({ email: u.email, password: PASSWORD }), 'PERMISSION_DENIED', AUTH_MSG.accountBlocked);

    const audit = await auditEvents(u.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.type).toBe('AdminActionRecorded');
    expect(audit[0]!.payload).toMatchObject({
      actor_id: '00000000-0000-7000-8000-00000000ad01',
      ip: '198.51.100.4',
      user_agent: 'admin-browser',
      action: 'user.update',
      entity_type: 'user',
      entity_id: u.id,
      service: 'identity',
    });
    expect(JSON.parse(audit[0]!.payload.before_json!)).toEqual({ name: u.name, email: u.email, profile_name: u.profile_name, status: 'active' });
    expect(JSON.parse(audit[0]!.payload.after_json!)).toEqual({ name: 'Renamed', email: u.email, profile_name: 'renamed', status: 'block' });
    expect(audit[0]!.payload.before_json).not.toMatch(/password/);

    // The users topic only (the block's SessionsRevoked, on identity.session.v1, is sessions.test.ts's).
    const onUsers = () => h.received.filter((e) => e.key === u.id && e.topic === 'identity.user.v1');
    await waitFor(() => onUsers().length >= 2, Boolean, 60_000);
    const mine = onUsers();
    expect(mine.map((e) => e.type).sort()).toEqual(['UserProfileUpdated', 'UserStatusChanged']);
    expect(mine.find((e) => e.type === 'UserStatusChanged')!.payload).toEqual({ user_id: u.id, status: 'block' });

    // An edit that changes nothing writes nothing.
    await h.client.UpdateUser({ user_id: u.id, name: 'Renamed', profile_name: 'renamed', status: 'USER_STATUS_BLOCK' }, as());
    expect(await auditEvents(u.id)).toHaveLength(1);
    // Unblocking lets them sign in again.
    await h.client.UpdateUser({ user_id: u.id, name: 'Renamed', profile_name: 'renamed', status: 'USER_STATUS_ACTIVE' }, as());
    await expect(h.client.Login({ email: u.email, password: PASSWORD })).resolves.toHaveProperty('session');
    expect(await auditEvents(u.id)).toHaveLength(2);
  });

  it('refuses bad input and unknown users with nothing written', async () => {
    const u = await newUser();
    await expectAppError(h.client.UpdateUser({ user_id: u.id, name: ' ', profile_name: 'x', status: 'USER_STATUS_ACTIVE' }, as()), 'INVALID_ARGUMENT', AUTH_MSG.nameRequired);
    await expectAppError(h.client.UpdateUser({ user_id: u.id, name: 'X', profile_name: 'x', status: 'USER_STATUS_DELETED' }, as()), 'INVALID_ARGUMENT');
    await expectAppError(h.client.UpdateUser({ user_id: u.id, name: 'X', profile_name: 'x', status: 'USER_STATUS_UNSPECIFIED' }, as()), 'INVALID_ARGUMENT');
    await expectAppError(h.client.UpdateUser({ user_id: 'nope', name: 'X', profile_name: 'x', status: 'USER_STATUS_ACTIVE' }, as()), 'NOT_FOUND', AUTH_MSG.userNotFound);
    expect(await auditEvents(u.id)).toEqual([]);
  });
});

describe('the self and last-admin rules', () => {
  it('an admin cannot block, deactivate or delete themselves; editing their own name is fine', async () => {
    const me = await newUser({ role: 'admin' });
    for (const status of ['USER_STATUS_BLOCK', 'USER_STATUS_DEACTIVE'] as const) {
      await expectAppError(
        h.client.UpdateUser({ user_id: me.id, name: me.name, profile_name: me.profile_name, status }, as({ id: me.id })),
        'FAILED_PRECONDITION',
        ADMIN_MSG.notYourself,
      );
    }
    await expectAppError(h.client.DeleteUser({ user_id: me.id }, as({ id: me.id })), 'FAILED_PRECONDITION', ADMIN_MSG.notYourself);
    expect(await auditEvents(me.id)).toEqual([]);
    const { user } = await h.client.UpdateUser({ user_id: me.id, name: 'Me Again', profile_name: me.profile_name, status: 'USER_STATUS_ACTIVE' }, as({ id: me.id }));
    expect(user).toMatchObject({ name: 'Me Again', status: 'USER_STATUS_ACTIVE' });
  });

  it('keeps one active admin even when two admins demote each other at the same moment', async () => {
    // Every admin of this schema but two fresh ones is taken out of use first.
    const a = await newUser({ role: 'admin' });
    const b = await newUser({ role: 'admin' });
    const others = await db().selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').where('id', 'not in', [a.id, b.id]).execute();
    for (const o of others) await h.client.SetUserStatus({ user_id: o.id, status: 'USER_STATUS_DEACTIVE' }, as({ id: a.id }));

    const outboxBefore = [...(await auditEvents(a.id)), ...(await auditEvents(b.id))].length;
    const results = await Promise.allSettled([
      h.client.UpdateUser({ user_id: b.id, name: b.name, profile_name: b.profile_name, status: 'USER_STATUS_BLOCK' }, as({ id: a.id })),
      h.client.DeleteUser({ user_id: a.id }, as({ id: b.id })),
    ]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toMatchObject({ code: 'FAILED_PRECONDITION', message: ADMIN_MSG.lastAdmin });

    const active = await db().selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
    expect(active).toHaveLength(1);
    // One audit record: the change that passed; the refused one left none.
    expect([...(await auditEvents(a.id)), ...(await auditEvents(b.id))].length - outboxBefore).toBe(1);

    // The survivor is the last admin now: nobody may take them out of use.
    const last = active[0]!.id;
    await expectAppError(h.client.SetUserStatus({ user_id: last, status: 'USER_STATUS_BLOCK' }, as()), 'FAILED_PRECONDITION', ADMIN_MSG.lastAdmin);
    await expectAppError(h.client.DeleteUser({ user_id: last }, as()), 'FAILED_PRECONDITION', ADMIN_MSG.lastAdmin);
    // Leave the schema with its admins active again for the other tests.
    for (const o of [...others, a, b]) await db().updateTable('users').set({ status: 'active' }).where('id', '=', o.id).execute();
  });
});

describe('DeleteUser', () => {
  it('anonymises the row, unlinks Google, revokes sessions, emits UserStatusChanged deleted and records user.delete', async () => {
    const u = await newUser();
    await db().updateTable('users').set({ profile_pic: 'https://cdn.example/p.png' }).where('id', '=', u.id).execute();
    await insertLink(db(), { provider: 'google', subject: `g-${u.id}`, userId: u.id, email: u.email, now: new Date() });
    const { session } = await h.client.Login({ email: u.email, password: PASSWORD });
    const since = new Date(Date.now() - 1000).toISOString();

    await h.client.DeleteUser({ user_id: u.id }, as());

    const row = await db().selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${u.id}@deleted.invalid`,
      profile_name: '',
      profile_pic: null,
      password_hash: null,
      status: 'deleted',
      role: 'user',
    });
    expect(await db().selectFrom('oauth_links').select('subject').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await liveSessions(u.id)).toBe(0);
    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'UNAUTHENTICATED');
    await expectAppError(h.client.Login({ email: u.email, password: PASSWORD }), 'UNAUTHENTICATED', AUTH_MSG.invalidCredentials);

    await waitFor(() => h.received.some((e) => e.key === u.id && e.type === 'UserStatusChanged'), Boolean, 60_000);
    expect(h.received.find((e) => e.key === u.id && e.type === 'UserStatusChanged')!.payload).toEqual({ user_id: u.id, status: 'deleted' });
    await waitFor(() => h.received.some((e) => e.key === u.id && e.type === 'UserProfileUpdated'), Boolean, 60_000);
    expect(h.received.find((e) => e.key === u.id && e.type === 'UserProfileUpdated')!.payload).toEqual({
      user_id: u.id,
      name: 'Deleted user',
      email: `deleted-${u.id}@deleted.invalid`,
      profile_name: '',
    });

    const audit = await auditEvents(u.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.payload).toMatchObject({ action: 'user.delete', entity_type: 'user', entity_id: u.id, after_json: '' });
    // The audit log keeps no personal data of a deleted user.
    expect(JSON.parse(audit[0]!.payload.before_json!)).toEqual({ role: 'user', status: 'active' });

    // Gone for admins too: a second delete or an edit answers NOT_FOUND and writes nothing.
    await expectAppError(h.client.DeleteUser({ user_id: u.id }, as()), 'NOT_FOUND', AUTH_MSG.userNotFound);
    await expectAppError(h.client.UpdateUser({ user_id: u.id, name: 'Back', profile_name: 'back', status: 'USER_STATUS_ACTIVE' }, as()), 'NOT_FOUND');
    expect(await auditEvents(u.id)).toHaveLength(1);

    // The gateway's start-up list names them.
    const { user_ids } = await h.client.ListDisabledUsersSince({ since });
    expect(user_ids).toContain(u.id);
  });
});

describe('ListDisabledUsersSince', () => {
  it('names users blocked, deactivated or deleted since the time, not active ones nor older changes', async () => {
    const [blocked, active] = [await newUser(), await newUser()];
    await h.client.SetUserStatus({ user_id: blocked.id, status: 'USER_STATUS_BLOCK' }, as());
    const ids = (await h.client.ListDisabledUsersSince({ since: new Date(Date.now() - 60_000).toISOString() })).user_ids;
    expect(ids).toContain(blocked.id);
    expect(ids).not.toContain(active.id);
    expect((await h.client.ListDisabledUsersSince({ since: new Date(Date.now() + 60_000).toISOString() })).user_ids).toEqual([]);
    await expectAppError(h.client.ListDisabledUsersSince({ since: 'yesterday' }), 'INVALID_ARGUMENT');
  });
});
