// The mails identity sends: verification code (sign-up), reset code, and "you already have an
// account" (what a sign-up for a taken email gets instead of a code). Plain text + simple HTML.
import type { MailMessage } from '@atelier/platform';
import { CODE_TTL_MS } from '../domain/otp';

const minutes = Math.round(CODE_TTL_MS / 60_000);

export function signupCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, 'Your Atelier verification code', 'Welcome to Atelier! Use this code to verify your email address:', code);
}

export function resetCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, 'Your Atelier password reset code', 'Use this code to reset your Atelier password:', code);
}

export function accountExistsMail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  const subject = 'You already have an Atelier account';
  const text = [
    'Someone (hopefully you) tried to create an Atelier account with this email address,',
    'but an account for it already exists.',
    '',
    `Sign in: ${loginUrl}`,
    `Forgot your password? Reset it: ${resetUrl}`,
    '',
    "If this wasn't you, you can ignore this email; your account is unchanged.",
  ].join('\n');
  const html = layout(
    subject,
    `<p>Someone (hopefully you) tried to create an Atelier account with this email address, but an account for it already exists.</p>
     <p><a href="${escapeHtml(loginUrl)}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(resetUrl)}">reset it</a>.</p>
     <p style="color:#666">If this wasn't you, you can ignore this email; your account is unchanged.</p>`,
  );
  return { to, subject, text, html };
}

function codeMail(to: string, subject: string, intro: string, code: string): MailMessage {
  const text = [
    intro,
    '',
    `    ${code}`,
    '',
    `The code expires in ${minutes} minutes and works once.`,
    "If you didn't ask for it, you can ignore this email.",
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(intro)}</p>
     <p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>
     <p>The code expires in ${minutes} minutes and works once.</p>
     <p style="color:#666">If you didn't ask for it, you can ignore this email.</p>`,
  );
  return { to, subject, text, html };
}

function layout(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:24px auto;color:#111">
<h2>Atelier</h2>${body}</body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
