// Sign-in and get_me through the gateway, against a bare Fastify route in this same process as
// the baseline (the ratio is the figure to watch), and argon2id verification alone (sign-in's
// floor: it is deliberately slow).
import Fastify from 'fastify';
import { startSmtpCapture, extractCode } from '@atelier/testkit';
import { load, type LoadResult } from './lib/load';
import { startProduct } from './lib/product';

export interface GatewayFigures {
  baselineGet: LoadResult;
  baselinePost: LoadResult;
  argon2VerifyMs: number;
  signIn: LoadResult;
  getMe: LoadResult;
}

async function bareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ status: 'success', msg: 'hello' }));
  app.post('/hello', async (req) => ({ status: 'success', msg: 'hello', echo: req.body }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

async function argon2VerifyMs(): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const argon2 = require('argon2') as typeof import('argon2');
  const hash = await argon2.hash('correct horse battery', { type: argon2.argon2id });
  const n = 20;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await argon2.verify(hash, 'correct horse battery');
  return (performance.now() - t0) / n;
}

/** Cookie jar of one client: CSRF cookie + session cookies, as a browser would hold them. */
class Jar {
  private cookies = new Map<string, string>();
  absorb(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function call(base: string, jar: Jar, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      cookie: jar.header(),
      'x-csrf-token': jar.get('atelier_csrf') ?? '',
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar.absorb(res);
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function benchGateway(seconds = 5): Promise<GatewayFigures> {
  const bare = await bareFastify();
  const baselineGet = await load({ url: `${bare.url}/hello`, seconds });
  const baselinePost = await load({
    url: `${bare.url}/hello`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark-password' }),
    seconds,
  });
  await bare.close();

  const smtp = await startSmtpCapture();
  // Auth routes are rate limited per IP; the load generator is one IP, so lift the limit here.
  const product = await startProduct({ env: { SMTP_URL: smtp.url, RATE_LIMIT_AUTH_MAX: '1000000', RATE_LIMIT_MAX: '1000000' } });
  try {
    const base = product.url;
    const jar = new Jar();
    await call(base, jar, 'GET', '/auth/csrf');
    const email = 'bench@example.com';
    const password = 'benchmark-password';
    await call(base, jar, 'POST', '/auth/send_otp', { email });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    await call(base, jar, 'POST', '/auth/verify_otp', { email, otp: extractCode(mail) });
    await call(base, jar, 'POST', '/auth/register_set_password', { email, name: 'Bench', password, profile_name: 'bench' });
    await call(base, jar, 'POST', '/auth/login', { email, password });

    const headers = { cookie: jar.header(), 'x-csrf-token': jar.get('atelier_csrf') ?? '', origin: base, 'content-type': 'application/json' };
    const signIn = await load({ url: `${base}/api/auth/login`, method: 'POST', headers, body: JSON.stringify({ email, password }), seconds });
    const getMe = await load({ url: `${base}/api/users/get_me`, method: 'POST', headers, body: '{}', seconds });
    return { baselineGet, baselinePost, argon2VerifyMs: await argon2VerifyMs(), signIn, getMe };
  } finally {
    await product.stop();
    await smtp.close();
  }
}
