// The mails identity sends: verification code (sign-up), reset code, and "you already have an
// account" (what a sign-up for a taken email gets instead of a code). Plain text + simple HTML;
// the sentences are the contract's (MAIL_MSG), each written once and used by both parts.
import { MAIL_MSG } from '@atelier/contracts';
import type { MailMessage } from '@atelier/platform';

export function signupCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, MAIL_MSG.signupSubject, MAIL_MSG.signupIntro, code);
}

export function resetCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, MAIL_MSG.resetSubject, MAIL_MSG.resetIntro, code);
}

export function accountExistsMail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  const subject = MAIL_MSG.accountExistsSubject;
  const text = [
    MAIL_MSG.accountExists,
    '',
    `Sign in: ${loginUrl}`,
    `Forgot your password? Reset it: ${resetUrl}`,
    '',
    MAIL_MSG.accountExistsNotYou,
  ].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(MAIL_MSG.accountExists)}</p>
     <p><a href="${escapeHtml(loginUrl)}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(resetUrl)}">reset it</a>.</p>
     <p style="color:#666">${escapeHtml(MAIL_MSG.accountExistsNotYou)}</p>`,
  );
  return { to, subject, text, html };
}

function codeMail(to: string, subject: string, intro: string, code: string): MailMessage {
  const text = [intro, '', `    ${code}`, '', MAIL_MSG.codeExpiry, MAIL_MSG.codeNotAsked].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(intro)}</p>
     <p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>
     <p>${escapeHtml(MAIL_MSG.codeExpiry)}</p>
     <p style="color:#666">${escapeHtml(MAIL_MSG.codeNotAsked)}</p>`,
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
