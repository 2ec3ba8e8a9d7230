// First start: make sure an admin exists. ADMIN_EMAIL/ADMIN_PASSWORD name it; without them a
// generated admin@atelier.local is created and its password printed once. An advisory lock makes
// two processes starting together create at most one admin (the unique email backs it up).
// A weak ADMIN_PASSWORD (short, blank, common) stops the start with a message naming the variable,
// on every start and not only the first: a configured secret is checked like any configuration.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../domain/password';
import { passwordProblem } from '../domain/password-strength';
import { LIMITS } from '@atelier/contracts';
import { normalizeEmail } from '../domain/user';
import { publishUserRegistered } from '../events/user-events.publisher';
import { anyAdminExists, findUserByEmail, insertUser, toUser } from '../repo/users.repository';
import type { IdentityContext } from './context';

export const DEFAULT_ADMIN_EMAIL = 'admin@atelier.local';

export type BootstrapResult = 'exists' | 'created' | 'not-promoted';

export async function bootstrapAdmin(
  ctx: IdentityContext,
  env: { adminEmail?: string; adminPassword?: string },
  print: (text: string) => void = (t) => console.log(t),
): Promise<BootstrapResult> {
  if (env.adminPassword !== undefined && env.adminPassword.length < LIMITS.passwordMin) {
    throw new Error(`ADMIN_PASSWORD must be at least ${LIMITS.passwordMin} characters`);
  }
  if (env.adminPassword !== undefined && env.adminPassword.length > LIMITS.passwordMax) {
    throw new Error(`ADMIN_PASSWORD can not be more than ${LIMITS.passwordMax} characters`);
  }
  const email = normalizeEmail(env.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  const weak = env.adminPassword === undefined ? undefined : passwordProblem(env.adminPassword, [email, 'admin', 'atelier']);
  if (weak) {
    throw new Error(`ADMIN_PASSWORD is refused: ${weak} Set a stronger one, or unset it to have a password generated and printed once.`);
  }
  const generated = env.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = env.adminPassword ?? generated!;
  const passwordHash = await hashPassword(password);
  const now = ctx.now();

  const result = await ctx.db.transaction().execute(async (trx): Promise<BootstrapResult> => {
    await sql`select pg_advisory_xact_lock(hashtext('identity.bootstrap-admin'))`.execute(trx);
    const existing = await findUserByEmail(trx, email);
    if (existing && existing.role !== 'admin') {
      // Promoting an account someone else may have registered would hand them the admin area.
      ctx.logger.warn({ email }, 'ADMIN_EMAIL belongs to an existing non-admin user; not promoting it. Promote it yourself or pick another ADMIN_EMAIL.');
      return 'not-promoted';
    }
    if (existing || (await anyAdminExists(trx))) return 'exists';
    const user = toUser(
      await insertUser(trx, { email, name: 'Admin', profileName: 'admin', role: 'admin', passwordHash, now }),
    );
    await publishUserRegistered(ctx.outbox, trx, user);
    return 'created';
  });

  if (result === 'created') {
    ctx.logger.info({ email }, 'bootstrap admin created');
    if (generated) print(credentialsBanner(email, generated));
  }
  return result;
}

function credentialsBanner(email: string, password: string): string {
  const line = '='.repeat(64);
  return [
    line,
    '  Atelier: an admin account was created (shown only this once)',
    `    email:    ${email}`,
    `    password: ${password}`,
    '  Sign in and change the password, or set ADMIN_EMAIL/ADMIN_PASSWORD.',
    line,
  ].join('\n');
}
