// The testkit's own checks: SMTP capture over real SMTP, the OIDC provider process, env helpers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SmtpMailer } from '@atelier/platform';
import { extractCode, integrationEnv, startOidcProvider, startSmtpCapture, tempDataDir, uniqueName } from '../src';

jest.setTimeout(30_000);

describe('startSmtpCapture', () => {
  it('receives and parses mails sent over SMTP, and waits for the ones not there yet', async () => {
    const smtp = await startSmtpCapture();
    const mailer = new SmtpMailer(smtp.url, 'Atelier <no-reply@atelier.local>');
    try {
      const waiting = smtp.waitFor((m) => m.subject === 'second');
      await mailer.send({ to: 'First@Example.com', subject: 'first', text: 'Your code: 042917', html: '<p>042917</p>' });
      await mailer.send({ to: 'b@example.com', subject: 'second', text: 'no code here', html: '<b>hi</b>' });
      expect(await waiting).toMatchObject({ to: ['b@example.com'], from: 'no-reply@atelier.local', html: '<b>hi</b>' });
      const first = await smtp.waitFor((m) => m.to.includes('first@example.com'));
      expect(extractCode(first)).toBe('042917');
      expect(smtp.messages).toHaveLength(2);
      expect(() => extractCode(smtp.messages[1]!)).toThrow(/no 6-digit code/);
      await expect(smtp.waitFor((m) => m.subject === 'never', 100)).rejects.toThrow(/no matching mail within 100 ms/);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('startOidcProvider', () => {
  it('serves OIDC discovery on 127.0.0.1 with PKCE S256, and stops its process on close', async () => {
    const oidc = await startOidcProvider();
    try {
      expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${oidc.issuer}/.well-known/openid-configuration`);
      const doc = (await res.json()) as { issuer: string; code_challenge_methods_supported: string[] };
      expect(doc.issuer.replace(/\/$/, '')).toBe(oidc.issuer);
      expect(doc.code_challenge_methods_supported).toContain('S256');
      await oidc.setNextUser({ sub: 's1', email: 'a@example.com', email_verified: true });
    } finally {
      await oidc.close();
    }
    await expect(fetch(`${oidc.issuer}/.well-known/openid-configuration`)).rejects.toThrow();
  });
});

describe('environment helpers', () => {
  it('explains how to get PostgreSQL and Kafka when they are missing', () => {
    const saved = { db: process.env.DATABASE_URL, kafka: process.env.KAFKA_BROKERS };
    delete process.env.DATABASE_URL;
    delete process.env.KAFKA_BROKERS;
    try {
      expect(() => integrationEnv()).toThrow(/npm test.*infra\.sh up/s);
      process.env.DATABASE_URL = 'postgres://x@127.0.0.1:1/db';
      process.env.KAFKA_BROKERS = '127.0.0.1:1, 127.0.0.1:2';
      expect(integrationEnv()).toEqual({ databaseUrl: 'postgres://x@127.0.0.1:1/db', kafkaBrokers: ['127.0.0.1:1', '127.0.0.1:2'] });
    } finally {
      for (const [k, v] of [['DATABASE_URL', saved.db], ['KAFKA_BROKERS', saved.kafka]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('makes unique names that are valid schema names', () => {
    const a = uniqueName('It-Identity');
    expect(a).toMatch(/^it_identity_[a-z0-9]+_[0-9a-f]{6}$/);
    expect(uniqueName('It-Identity')).not.toBe(a);
  });

  it('makes throw-away data dirs, optionally with an initialised PGlite database', async () => {
    const plain = await tempDataDir();
    const withPg = await tempDataDir({ pglite: true });
    expect(existsSync(join(plain.dir, 'pg'))).toBe(false);
    expect(existsSync(join(withPg.dir, 'pg', 'PG_VERSION'))).toBe(true);
    plain.remove();
    withPg.remove();
    expect(existsSync(withPg.dir)).toBe(false);
  });
});
