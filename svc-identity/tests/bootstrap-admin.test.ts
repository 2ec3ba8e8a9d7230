// The first-start admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once;
// idempotent across restarts and safe when two starts race.
import { tempDataDir } from '@atelier/testkit';
import { DEFAULT_ADMIN_EMAIL, bootstrapAdmin } from '../src/service/bootstrap-admin';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(30_000);

const harnesses: Harness[] = [];
async function start(opts: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness(opts);
  harnesses.push(h);
  return h;
}
afterEach(async () => {
  while (harnesses.length) await harnesses.pop()!.stop();
});

async function admins(h: Harness) {
  return h.identity.context.db.selectFrom('users').select(['email', 'role']).where('role', '=', 'admin').execute();
}

it('creates admin@atelier.local with a generated password, prints it once, and not again on restart', async () => {
  const data = await tempDataDir({ pglite: true });
  try {
    const first = await start({ dataDir: data.dir });
    expect(first.identity.bootstrap).toBe('created');
    expect(first.printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(first.printed[0]!)![1]!;
    expect(first.printed[0]).toContain(DEFAULT_ADMIN_EMAIL);
    const { user } = await first.client.Login({ email: DEFAULT_ADMIN_EMAIL, password });
    expect(user!.role).toBe('ROLE_ADMIN');
    await harnesses.pop()!.stop();

    const second = await start({ dataDir: data.dir });
    expect(second.identity.bootstrap).toBe('exists');
    expect(second.printed).toHaveLength(0);
    expect(await admins(second)).toHaveLength(1);
  } finally {
    while (harnesses.length) await harnesses.pop()!.stop();
    data.remove();
  }
});

it('creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD without printing anything', async () => {
  const h = await start({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin password' } });
  expect(h.identity.bootstrap).toBe('created');
  expect(h.printed).toEqual([]);
  const { user } = await h.client.Login({ email: 'boss@example.com', password: 'admin password' });
  expect(user).toMatchObject({ role: 'ROLE_ADMIN', status: 'USER_STATUS_ACTIVE' });
  expect(await admins(h)).toEqual([{ email: 'boss@example.com', role: 'admin' }]);
});

it('does not promote an existing non-admin named by ADMIN_EMAIL, and creates one admin when starts race', async () => {
  const h = await start({ env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'admin password' } });
  const ctx = h.identity.context;
  // Fresh state: no admin, and the ADMIN_EMAIL address belongs to a plain user.
  await ctx.db.deleteFrom('users').execute();
  await ctx.db
    .insertInto('users')
    .values({ id: '00000000-0000-7000-8000-000000000001', email: 'boss@example.com', name: 'B', profile_name: 'b', profile_pic: null, role: 'user', subscription_type: 'free', status: 'active', password_hash: null })
    .execute();
  const warnings: string[] = [];
  const spyCtx = { ...ctx, logger: { ...ctx.logger, info: () => undefined, warn: (_o: unknown, m: string) => void warnings.push(m) } as never };
  expect(await bootstrapAdmin(spyCtx, { adminEmail: 'boss@example.com', adminPassword: 'admin password' })).toBe('not-promoted');
  expect(warnings[0]).toMatch(/not promoting/);
  expect(await admins(h)).toEqual([]);

  await ctx.db.deleteFrom('users').execute();
  const printed: string[] = [];
  const results = await Promise.all([1, 2, 3].map(() => bootstrapAdmin(ctx, {}, (t) => printed.push(t))));
  expect(results.filter((r) => r === 'created')).toHaveLength(1);
  expect(await admins(h)).toHaveLength(1);
  expect(printed).toHaveLength(1);
});

it('refuses an ADMIN_PASSWORD shorter than 8 characters', async () => {
  await expect(start({ env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' } })).rejects.toThrow(/ADMIN_PASSWORD/);
});

it('refuses to start with a common or all-space ADMIN_PASSWORD, naming the variable and the way out (issue 11)', async () => {
  for (const weak of ['12345678', 'password', 'admin123', ' '.repeat(8)]) {
    await expect(start({ env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: weak } })).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: .+ Set a stronger one, or unset it to have a password generated and printed once\.$/,
    );
  }
});
