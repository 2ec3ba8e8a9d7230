// Dev mailbox: each mail is a JSON file, listed newest first, and announced in the log.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { DevMailboxMailer } from '../src/mail';
import { tempDir } from './support/temp-dir';

test('dev mailbox stores, lists newest first and logs the recipient and subject', async () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(s) });
  const dir = join(tempDir(), 'mailbox');
  const box = new DevMailboxMailer(dir, logger);
  expect(await box.list()).toEqual([]);

  for (const n of [1, 2, 3]) await box.send({ to: `u${n}@example.com`, subject: `Code ${n}`, text: `text ${n}`, html: `<p>${n}</p>` });

  expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(3);
  const all = await box.list();
  expect(all.map((m) => m.subject)).toEqual(['Code 3', 'Code 2', 'Code 1']);
  expect(all[0]).toEqual({ id: expect.any(String), at: expect.any(String), to: 'u3@example.com', subject: 'Code 3', text: 'text 3', html: '<p>3</p>' });
  expect((await box.list(2)).map((m) => m.to)).toEqual(['u3@example.com', 'u2@example.com']);
  expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['mail to u1@example.com: Code 1', 'mail to u2@example.com: Code 2', 'mail to u3@example.com: Code 3']);
});
