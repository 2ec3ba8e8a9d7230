// Turning identity's answer to a sign-in (login, Google, refresh) into the browser's cookies.
import type { FastifyReply } from 'fastify';
import type { IdentityUser } from './user-record';
import { roleOf } from './user-record';
import { signAccess } from '../session/auth';
import type { Services } from './context';

interface SignedIn {
  user?: IdentityUser | null;
  session?: { session_id: string; refresh_token: string; refresh_expires_at: string } | null;
}

/** Sets the access and refresh cookies; returns the user and where the browser goes next. */
export function issueSession(s: Services, reply: FastifyReply, res: SignedIn) {
  if (!res.user || !res.session) throw new Error('identity answered a sign-in without user or session');
  const role = roleOf(res.user);
  const jwt = signAccess(s.app, { sub: res.user.id, role, sid: res.session.session_id });
  s.cookies.setSession(reply, jwt, res.session.refresh_token, res.session.refresh_expires_at);
  return { user: res.user, fastRedirect: role === 'admin' ? ('/admin/dashboard' as const) : ('/dashboard' as const) };
}
