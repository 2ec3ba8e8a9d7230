// Sends mails after the request has answered. Two reasons: an SMTP round-trip would make "an
// account exists" answers measurably slower or faster than "code sent" ones (user enumeration by
// timing), and a slow mail server should not hold an auth request open. Failures are logged; the
// user can ask for another code. `drain()` waits for mails in flight (shutdown, tests).
import type { Logger, Mailer, MailMessage } from '@atelier/platform';

export class MailDispatcher {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  dispatch(m: MailMessage): void {
    const p = this.mailer
      .send(m)
      .catch((err: unknown) => this.logger.error({ err, subject: m.subject }, 'sending mail failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
