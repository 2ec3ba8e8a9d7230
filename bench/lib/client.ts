// A browser-like API client for benchmarks: one cookie jar (CSRF + session cookies), JSON calls
// under /api, sign-up with the code read from a real SMTP capture, and the image event stream.
import { ACCESS_COOKIE } from '@atelier/contracts';
import { extractCode, type SmtpCapture } from '@atelier/testkit';

export class Jar {
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

export class Client {
  readonly jar = new Jar();
  constructor(readonly base: string) {}

  /** Headers a browser would send on a state-changing call. */
  headers(json = true): Record<string, string> {
    return {
      cookie: this.jar.header(),
      'x-csrf-token': this.jar.get('atelier_csrf') ?? '',
      origin: this.base,
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && !this.jar.get('atelier_csrf')) await this.call('GET', '/auth/csrf');
    const res = await fetch(`${this.base}/api${path}`, { method, headers: this.headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
    this.jar.absorb(res);
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  async signUp(smtp: SmtpCapture, email: string, password: string): Promise<void> {
    await this.call('POST', '/auth/send_otp', { email });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    await this.call('POST', '/auth/verify_otp', { email, otp: extractCode(mail) });
    await this.call('POST', '/auth/register_set_password', { email, name: email.split('@')[0], password, profile_name: email.split('@')[0] });
    await this.call('POST', '/auth/login', { email, password });
  }

  /** The signed-in user's id: the access token's subject (the API's user records carry no id). */
  userId(): string {
    const jwt = this.jar.get(ACCESS_COOKIE);
    if (!jwt) throw new Error('not signed in');
    return (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  }

  /** As an admin: adds `amount` credits to `user`'s wallet (a bench's users outlast their sign-up credits). */
  async grantCredits(user: Client, amount: number): Promise<void> {
    await this.call('POST', `/admin/user/${user.userId()}/credits`, { amount, reason: 'bench' });
  }

  /** Opens the user's server-sent image events; resolves once the stream answered. */
  async imageEvents(onImage: (record: { id: string; request_status: string }) => void): Promise<{ close(): void }> {
    const ctl = new AbortController();
    const res = await fetch(`${this.base}/api/images/events`, { headers: { cookie: this.jar.header(), accept: 'text/event-stream' }, signal: ctl.signal });
    if (!res.ok || !res.body) throw new Error(`image events → ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buf += value;
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const data = frame.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
          if (/^event:\s*image/m.test(frame) && data) onImage(JSON.parse(data));
        }
      }
    })();
    return { close: () => ctl.abort() };
  }
}
