// The dev mailbox (embedded mode without SMTP_URL): the mails the product "sent", newest first,
// as a readable page at /dev/mailbox and as JSON at /dev/mailbox.json, so codes can be copied.
import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from '@atelier/platform';

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

export function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get(MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return mailboxPage(await mailbox.list(LIMIT));
  });
  app.get(`${MAILBOX_PATH}.json`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: await mailbox.list(LIMIT) };
  });
}
