// SmtpMailer speaks real SMTP: a local smtp-server receives the message with our From, To,
// subject and both bodies.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from '../src/mail';

test('sends through SMTP_URL with MAIL_FROM', async () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Atelier <no-reply@atelier.local>');
  try {
    await mailer.send({ to: 'user@example.com', subject: 'Your sign-up code', text: 'Code: 123456', html: '<p>Code: <b>123456</b></p>' });
  } finally {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  expect(received).toHaveLength(1);
  expect(received[0]!.from).toBe('no-reply@atelier.local');
  expect(received[0]!.to).toEqual(['user@example.com']);
  expect(received[0]!.raw).toMatch(/^Subject: Your sign-up code$/m);
  expect(received[0]!.raw).toMatch(/^From: Atelier <no-reply@atelier\.local>$/m);
  expect(received[0]!.raw).toContain('Code: 123456');
  expect(received[0]!.raw).toContain('text/html');
});
