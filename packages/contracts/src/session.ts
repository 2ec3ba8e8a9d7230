// Shapes of the session plumbing routes outside the spec's table (EXTRA_PATHS): CSRF, providers, Google callback.
import { z } from 'zod';

// ---- Responses of the EXTRA_PATHS (session plumbing outside the spec's §7 table) -------------

/** GET /auth/csrf — the token is also in the CSRF cookie; the body repeats it for non-browser clients. */
export const CsrfResponse = z.strictObject({ status: z.literal('success'), csrf_token: z.string() });

/** GET /auth/providers — which external sign-in options work on this server. */
export const ProvidersResponse = z.strictObject({
  status: z.literal('success'),
  google: z.strictObject({ enabled: z.boolean(), msg: z.string() }),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/** Query the Google callback accepts: the provider's answer, or nothing (then sign-in starts). */
export const GoogleCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});
