// Builds the gateway app for unit tests (fake identity, no listening socket) and a tiny browser:
// a cookie jar plus the CSRF dance, over fastify.inject.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@atelier/contracts';
import { buildGateway, type GatewayDeps } from '../../src/app';
import { DEFAULTS, type GatewaySettings } from '../../src/config/settings';
import { fakeIdentity, type FakeIdentity } from './fake-identity';

export const PUBLIC_URL = 'http://localhost:8080';

export function testSettings(over: Partial<GatewaySettings> = {}): GatewaySettings {
  return {
    publicUrl: PUBLIC_URL,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    extraOrigins: [],
    accessTtlSeconds: DEFAULTS.accessTtlSeconds,
    rateLimitMax: 10_000,
    rateLimitAuthMax: 10_000,
    bodyLimit: DEFAULTS.bodyLimit,
    trustProxy: 0,
    uploadBytesInFlight: DEFAULTS.uploadBytesInFlight,
    liveStreamsMax: DEFAULTS.liveStreamsMax,
    readCache: { max: DEFAULTS.readCacheMax, ttlSeconds: DEFAULTS.readCacheTtlSeconds },
    validateResponses: true,
    ...over,
  };
}

export async function testGateway(
  over: Partial<Omit<GatewayDeps, 'settings'>> & { settings?: Partial<GatewaySettings> } = {},
): Promise<{ app: FastifyInstance; identity: FakeIdentity }> {
  const identity = (over.identity as FakeIdentity | undefined) ?? fakeIdentity();
  const app = await buildGateway({ ...over, identity, settings: testSettings(over.settings) });
  return { app, identity };
}

/** A fresh gateway (default settings, fake identity) for each test of the calling file, closed after it:
 *  `const gw = gatewayPerTest();` then `gw.app` and `gw.identity` inside the tests. */
export function gatewayPerTest(): { readonly app: FastifyInstance; readonly identity: FakeIdentity } {
  let current: { app: FastifyInstance; identity: FakeIdentity } | undefined;
  beforeEach(async () => {
    current = await testGateway();
  });
  afterEach(() => current?.app.close());
  const now = () => current ?? (() => { throw new Error('gatewayPerTest: used outside a test'); })();
  return {
    get app() {
      return now().app;
    },
    get identity() {
      return now().identity;
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser talking to the gateway: keeps cookies (ignoring paths, fine for these tests). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  absorb(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async csrf(): Promise<string> {
    if (!this.cookies.has(CSRF_COOKIE)) {
      const res = this.absorb(await this.app.inject({ method: 'GET', url: '/api/auth/csrf' }));
      if (res.statusCode !== 200) throw new Error(`GET /api/auth/csrf failed: ${res.statusCode} ${res.body}`);
    }
    return this.cookies.get(CSRF_COOKIE)!;
  }

  async call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const mutating = method !== 'GET';
    const csrf = mutating ? { [CSRF_HEADER]: await this.csrf() } : {};
    const res = await this.app.inject({
      method,
      url,
      cookies: Object.fromEntries(this.cookies),
      headers: { origin: PUBLIC_URL, ...csrf, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return this.absorb(res);
  }

  async login(email = 'ann@example.com', password = 'correct-horse-1'): Promise<LightMyRequestResponse> {
    const res = await this.call('POST', '/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
