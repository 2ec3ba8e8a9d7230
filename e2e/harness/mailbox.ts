// Where the product's sign-up and reset codes arrive in the browser tests: testkit's real SMTP
// capture, with "the code sent to this address after this point" on top.
import { extractCode, startSmtpCapture } from '@atelier/testkit';

const MAIL_TIMEOUT_MS = 15_000;

export interface Mailbox {
  /** SMTP_URL for the product. */
  smtpUrl: string;
  /** A point in the mail stream; codeFor only looks at mails that arrive after it. */
  mark(): number;
  /** The 6-digit code of the first mail to `email` received after `mark`. */
  codeFor(email: string, mark: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const capture = await startSmtpCapture();
  return {
    smtpUrl: capture.url,
    mark: () => capture.messages.length,
    async codeFor(email, mark) {
      const to = email.toLowerCase();
      const mail = await capture.waitFor((m) => capture.messages.indexOf(m) >= mark && m.to.includes(to), MAIL_TIMEOUT_MS);
      return extractCode(mail);
    },
    stop: () => capture.close(),
  };
}
