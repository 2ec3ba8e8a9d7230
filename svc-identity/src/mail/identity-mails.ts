// The mails identity sends: verification code (sign-up), reset code, "you already have an
// account" (what a sign-up for a taken email gets instead of a code), and the email change's
// code, its "address taken" notice and the notice to the old address. Plain text + simple HTML;
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

/** Issue 11: the code that confirms a new login email, sent to that new address. */
export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, MAIL_MSG.emailChangeSubject, MAIL_MSG.emailChangeIntro, code);
}

/** What the new address gets instead of a code when an account already uses it (the answer to the
 *  asking user is the same either way: only the owner of the address learns it is taken). */
export function emailChangeTakenMail(to: string, loginUrl: string): MailMessage {
  const subject = MAIL_MSG.emailChangeTakenSubject;
  const text = [MAIL_MSG.emailChangeTaken, '', MAIL_MSG.emailChangeTakenWhatNext, `Sign in: ${loginUrl}`, '', MAIL_MSG.codeNotAsked].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(MAIL_MSG.emailChangeTaken)}</p>
     <p>${escapeHtml(MAIL_MSG.emailChangeTakenWhatNext)} <a href="${escapeHtml(loginUrl)}">Sign in</a></p>
     <p style="color:#666">${escapeHtml(MAIL_MSG.codeNotAsked)}</p>`,
  );
  return { to, subject, text, html };
}

/** The notice to the old address once a change is confirmed (the owner learns of a takeover). */
export function emailChangedMail(to: string, newEmail: string, resetUrl: string): MailMessage {
  const subject = MAIL_MSG.emailChangedSubject;
  const text = [MAIL_MSG.emailChangedNotice, '', `    ${newEmail}`, '', MAIL_MSG.emailChangedNotYou, `Reset your password: ${resetUrl}`].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(MAIL_MSG.emailChangedNotice)}</p>
     <p style="font-weight:bold">${escapeHtml(newEmail)}</p>
     <p style="color:#666">${escapeHtml(MAIL_MSG.emailChangedNotYou)} <a href="${escapeHtml(resetUrl)}">Reset your password</a></p>`,
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
