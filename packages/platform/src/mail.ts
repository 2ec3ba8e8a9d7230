// The mail port: SMTP through nodemailer (SMTP_URL), or a dev mailbox on disk that the gateway can
// show at /dev/mailbox in the embedded mode.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import { uuidv7 } from './crypto';
import type { Logger } from './logging';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
export interface Mailer {
  send(m: MailMessage): Promise<void>;
}
export type StoredMail = MailMessage & { id: string; at: string };
export interface DevMailbox {
  /** Newest first. */
  list(limit?: number): Promise<StoredMail[]>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Required here, not at start: only a process with SMTP_URL needs nodemailer (the embedded
    // default writes to the dev mailbox), and loading it costs ~2 MiB of heap.
    this.transport = (require('nodemailer') as typeof nodemailer).createTransport(smtpUrl);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
  }

  close(): void {
    this.transport.close();
  }
}

export class DevMailboxMailer implements Mailer, DevMailbox {
  constructor(
    private readonly dir: string,
    private readonly logger: Logger,
  ) {}

  async send(m: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // uuid v7 ids sort by time, so the file name order is the arrival order.
    const mail: StoredMail = { id: uuidv7(), at: new Date().toISOString(), to: m.to, subject: m.subject, text: m.text, html: m.html };
    await writeFile(join(this.dir, `${mail.id}.json`), JSON.stringify(mail, null, 2));
    this.logger.info({ to: m.to, mail_id: mail.id }, `mail to ${m.to}: ${m.subject}`);
  }

  async list(limit = 50): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const newest = names.filter((n) => n.endsWith('.json')).sort().reverse().slice(0, limit);
    return Promise.all(newest.map(async (n) => JSON.parse(await readFile(join(this.dir, n), 'utf8')) as StoredMail));
  }
}
