// The dev mailbox (embedded mode without SMTP_URL): the mails the product "sent", newest first,
// as a readable page at /dev/mailbox and as JSON at /dev/mailbox.json, so codes can be copied.
// It holds every sign-up and reset code, so it is served only to this machine (a loopback peer) or
// to a signed-in admin (issue 11): with HOST=0.0.0.0 anyone reaching the port could otherwise take
// over any account by resetting its password. Everyone else gets the plain 404 of a path that does
// not exist, for every method, so its presence is not revealed either.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_MSG } from '@atelier/contracts';
import type { DevMailbox } from '@atelier/platform';
import { sendError } from '../plugins/errors';
import { authenticate } from '../session/auth';

export const MAILBOX_PATH = '/dev/mailbox';
const LIMIT = 50;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Mail = Awaited<ReturnType<DevMailbox['list']>>[number];

export function mailboxPage(mails: Mail[]): string {
  // Mail bodies are shown as text, never as HTML: they are data, and the page must stay inert.
  const items = mails
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · <time>${escapeHtml(m.at)}</time></span></header>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atelier — dev mailbox</title>
<meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}header span{color:#666}pre{white-space:pre-wrap;font-size:1.05rem}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the product sent while no SMTP server is configured (newest first, refreshes every 10 s; <a href="${MAILBOX_PATH}.json">JSON</a>).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

/** Whether a peer address is this machine: 127.0.0.0/8, ::1, or IPv4-mapped 127.x. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Judged on the socket's own peer, never on X-Forwarded-For (request.ip follows it when
 *  TRUST_PROXY is set, and a proxy on this machine would make every visitor look local: behind one,
 *  only an admin reads the mailbox). */
async function mayRead(request: FastifyRequest): Promise<boolean> {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isLoopback(request.socket.remoteAddress) && !proxied) return true;
  try {
    return (await authenticate(request)).role === 'admin';
  } catch {
    return false;
  }
}

const notFound = (reply: FastifyReply) => sendError(reply, 404, GATEWAY_MSG.notFound);

export function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): void {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await mayRead(request))) return notFound(reply);
  };
  // Any other method is a plain 404 too (not the 405 a served path gets, which would reveal it).
  for (const url of [MAILBOX_PATH, `${MAILBOX_PATH}.json`]) {
    app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url, schema: { hide: true }, handler: async (_request, reply) => notFound(reply) });
  }
  app.get(MAILBOX_PATH, { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return mailboxPage(await mailbox.list(LIMIT));
  });
  app.get(`${MAILBOX_PATH}.json`, { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: await mailbox.list(LIMIT) };
  });
}
