// Gateway settings: what the app needs from the platform configuration plus the gateway's own knobs
// (rate limits, CORS origins), read once so the app itself never touches process.env.
import { INPAINT_BODY_LIMIT } from '@atelier/contracts';
import { integerSetting, type PlatformConfig } from '@atelier/platform';

export interface GatewaySettings {
  /** PUBLIC_URL without a trailing slash; decides cookie `Secure` and the allowed Origin. */
  publicUrl: string;
  jwtSecret: string;
  /** Origins allowed by CORS and the Origin check, besides PUBLIC_URL's own (CORS_ORIGINS). */
  extraOrigins: string[];
  /** Access JWT lifetime; also the upper bound for a revoked session's access to live on. */
  accessTtlSeconds: number;
  /** Requests per minute per IP, all routes (RATE_LIMIT_MAX). */
  rateLimitMax: number;
  /** Requests per minute per IP over every /api/auth/* route together (RATE_LIMIT_AUTH_MAX). */
  rateLimitAuthMax: number;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Hops of reverse proxies whose X-Forwarded-For is trusted (TRUST_PROXY; 0 = none). */
  trustProxy: number;
  /** The Checkout script the billing remote loads (the platform's Razorpay config): the CSP allows it. */
  checkoutScriptUrl?: string;
  /** Extra origins the Content-Security-Policy allows for scripts, styles, images and fetches (CSP_SOURCES). */
  cspSources?: string[];
  /** Bytes of image-upload bodies this gateway admits at once (UPLOAD_BYTES_IN_FLIGHT); a body that
   *  would pass it is refused with 503 + Retry-After before it is read (upload-budget.ts). */
  uploadBytesInFlight: number;
  /** Live event streams this gateway holds open at once, all users together (LIVE_STREAMS_MAX). */
  liveStreamsMax: number;
  /** The read cache's entries at most (READ_CACHE_MAX) and their lifetime without an event
   *  (READ_CACHE_TTL_SECONDS, the safety net); see cache/read-cache.ts. */
  readCache: { max: number; ttlSeconds: number };
  /** Every JSON answer checked against its zod schema (VALIDATE_RESPONSES; on under NODE_ENV=test,
   *  off otherwise: answers are then written by compiled serializers, plugins/response-serializer.ts). */
  validateResponses: boolean;
}

export const DEFAULTS = {
  accessTtlSeconds: 10 * 60,
  rateLimitMax: 600,
  rateLimitAuthMax: 20,
  bodyLimit: 1024 * 1024,
  /** Four of the largest legal in-painting bodies (INPAINT_BODY_LIMIT, 29.4 MiB): 117.6 MiB. */
  uploadBytesInFlight: 4 * INPAINT_BODY_LIMIT,
  /** An SSE stream costs a socket and a few KB; 2000 is far from this process's limits. */
  liveStreamsMax: 2000,
  /** ~1 KB an entry (a profile, a wallet): 20,000 entries hold every user active in the TTL on a
   *  busy replica for ~20 MB. */
  readCacheMax: 20_000,
  /** Events keep entries current within a second; the TTL only bounds a missed event's effect. */
  readCacheTtlSeconds: 60,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return integerSetting(env, name, { fallback, min: 1 });
}

/** CSP_SOURCES: a comma list of http(s) origins; anything else (a path, a keyword such as
 *  'unsafe-inline', a wildcard) would widen the policy by accident, so it stops the start. */
export function cspSources(env: NodeJS.ProcessEnv): string[] {
  const items = (env.CSP_SOURCES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return items.map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
      throw new Error(`invalid configuration: CSP_SOURCES must list http(s) origins like https://cdn.example.com, got "${item}"`);
    }
    return url.origin;
  });
}

export function gatewaySettings(config: PlatformConfig, env: NodeJS.ProcessEnv = process.env): GatewaySettings {
  return {
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    extraOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean),
    accessTtlSeconds: DEFAULTS.accessTtlSeconds,
    rateLimitMax: positiveInt(env, 'RATE_LIMIT_MAX', DEFAULTS.rateLimitMax),
    rateLimitAuthMax: positiveInt(env, 'RATE_LIMIT_AUTH_MAX', DEFAULTS.rateLimitAuthMax),
    bodyLimit: DEFAULTS.bodyLimit,
    trustProxy: env.TRUST_PROXY ? positiveInt(env, 'TRUST_PROXY', 1) : 0,
    checkoutScriptUrl: config.razorpay.checkoutScriptUrl,
    cspSources: cspSources(env),
    uploadBytesInFlight: positiveInt(env, 'UPLOAD_BYTES_IN_FLIGHT', DEFAULTS.uploadBytesInFlight),
    liveStreamsMax: positiveInt(env, 'LIVE_STREAMS_MAX', DEFAULTS.liveStreamsMax),
    readCache: {
      max: positiveInt(env, 'READ_CACHE_MAX', DEFAULTS.readCacheMax),
      ttlSeconds: positiveInt(env, 'READ_CACHE_TTL_SECONDS', DEFAULTS.readCacheTtlSeconds),
    },
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : env.NODE_ENV === 'test',
  };
}
