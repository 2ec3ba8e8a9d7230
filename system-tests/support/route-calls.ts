// What the route-table suites know about calling a route: the table's routes and the session-taking
// EXTRA_PATHS as one list, a path with its parameters filled, and a valid body / query for each
// route — drawn from its zod schema, or (where the schema's refinements are beyond what a drawn
// value can meet) from the example map below, which a test keeps complete.
import { EXTRA_PATH_AUTH, EXTRA_PATHS, routes, type RouteDef } from '@atelier/contracts';
import { z } from 'zod';
import { validSample } from './schema-arbitrary';

export interface Call {
  name: string;
  method: RouteDef['method'];
  path: string;
  auth: RouteDef['auth'];
  def?: RouteDef;
  /** Authenticated by the refresh cookie rather than the access cookie (POST /auth/refresh). */
  refreshCookie?: boolean;
}

/**
 * How to call each EXTRA_PATHS entry (who may call it is contracts' EXTRA_PATH_AUTH): the method
 * of the ones that take a session, which then join the matrix; the others say why they are public.
 * A new extra path fails the completeness test until it is listed here.
 */
export const EXTRA_CALLS: Record<keyof typeof EXTRA_PATHS, { method: RouteDef['method'] } | { public: string }> = {
  googleCallback: { public: 'starts or finishes Google sign-in: no session yet' },
  csrf: { public: 'issues the CSRF cookie to anyone' },
  providers: { public: 'says whether Google sign-in is configured' },
  paymentWebhook: { public: "Razorpay's signed webhook: the signature is its authorization (tested in billing-routes)" },
  refresh: { method: 'POST' },
  imageEvents: { method: 'GET' },
  invoice: { method: 'GET' },
};

/** An extra path as a call: a refresh is the user's, authorized by the refresh cookie. */
function extraCall(name: keyof typeof EXTRA_PATHS, method: RouteDef['method']): Call {
  const auth = EXTRA_PATH_AUTH[name];
  return { name, method, path: EXTRA_PATHS[name], ...(auth === 'refresh' ? { auth: 'user', refreshCookie: true } : { auth }) };
}

export const CALLS: Call[] = [
  ...Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => ({ name, method: def.method, path: def.path, auth: def.auth, def })),
  ...Object.entries(EXTRA_CALLS).flatMap(([name, c]) => ('public' in c ? [] : [extraCall(name as keyof typeof EXTRA_PATHS, c.method)])),
];

/** The `:name` parameters of a path. */
export const paramNames = (path: string): string[] => [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);

/** `/api` + the path with each parameter replaced (URL-encoded). */
export function urlOf(c: Call, params: Record<string, string>, query?: Record<string, unknown>): string {
  const path = c.path.replace(/:([a-z_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? 'missing'));
  const qs = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString() : '';
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** Bodies the schema's refinements make too rare to draw (a real e-mail address, passwords that
 *  match, a free plan that costs nothing). Each must pass its schema (tested). */
export const BODY_EXAMPLES: Record<string, unknown> = {
  login: { email: 'someone@example.com', password: 'a-long-password-1' },
  sendOtp: { email: 'someone@example.com' },
  resendOtp: { email: 'someone@example.com' },
  forgotSendOtp: { email: 'someone@example.com' },
  forgotResendOtp: { email: 'someone@example.com' },
  verifyOtp: { email: 'someone@example.com', otp: '123456' },
  forgotVerifyOtp: { email: 'someone@example.com', otp: '123456' },
  registerSetPassword: { email: 'someone@example.com', name: 'Some One', profile_name: 'someone', password: 'Tulip-Harbour-93' },
  forgotSetPassword: { email: 'someone@example.com', password: 'Tulip-Harbour-93', confirm_password: 'Tulip-Harbour-93' },
  updateProfile: { name: 'Some One', email: 'someone@example.com', profile_name: 'someone' },
  adminUpdateProfile: { name: 'Some One', email: 'someone@example.com', profile_name: 'someone' },
  adminCreatePlan: { name: 'Studio', amount: 10, currency: 'USD', credits: 100, type: 'paid', data: 'For studios' },
  adminUpdatePlan: { name: 'Studio', amount: 10, currency: 'USD', credits: 100, type: 'paid', data: 'For studios', status: 'active' },
};

/** A body the route's schema accepts (drawn with a fixed seed, else its example); undefined when the
 *  route takes none; null when neither exists (the completeness test names the route). */
export function validBody(c: Call): unknown {
  if (!c.def?.body) return c.method === 'GET' ? undefined : {};
  if (c.name in BODY_EXAMPLES) return BODY_EXAMPLES[c.name];
  return validSample(c.def.body, 7);
}

/** A query the route accepts (all its keys are optional: none is a valid query). */
export const validQuery = (c: Call): Record<string, unknown> | undefined => (c.def?.query ? {} : undefined);

export const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;
