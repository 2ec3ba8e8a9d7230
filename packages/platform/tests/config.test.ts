// Configuration: embedded defaults with no environment, overrides, --target precedence, secrets
// generated once per data dir, and clear errors for invalid values.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, RAZORPAY_SANDBOX_KEYS, integerSetting, loadConfig } from '../src/config';
import { tempDir } from './support/temp-dir';

describe('loadConfig', () => {
  test('no environment gives the embedded defaults and persists generated secrets', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir }, []);
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir,
      target: ['all'],
      embedded: true,
      mailFrom: 'Atelier <no-reply@atelier.local>',
      grpcPort: 0,
      serviceAddrs: {},
      logLevel: 'info',
      shutdownDelayMs: 0,
    });
    for (const k of ['databaseUrl', 'kafkaBrokers', 's3', 'smtpUrl', 'google', 'otlpEndpoint'] as const) expect(c[k]).toBeUndefined();
    // No Razorpay keys: the gateway's sandbox with its fixed test keys.
    expect(c.razorpay).toEqual({
      ...RAZORPAY_SANDBOX_KEYS,
      apiBase: 'http://localhost:8080/razorpay-sandbox',
      checkoutScriptUrl: 'http://localhost:8080/razorpay-sandbox/checkout.js',
      sandbox: true,
    });
    expect(c.razorpay.keyId).toMatch(/^rzp_test_[0-9A-Za-z]{14}$/);
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(c.secretsKey, 'base64')).toHaveLength(32);

    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: c.jwtSecret, secretsKey: c.secretsKey });
    const again = loadConfig({ DATA_DIR: dataDir }, []);
    expect([again.jwtSecret, again.secretsKey]).toEqual([c.jwtSecret, c.secretsKey]);
  });

  test('every variable overrides its default', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const c = loadConfig(
      {
        PORT: '9000',
        PUBLIC_URL: 'https://atelier.example/',
        DATA_DIR: '/tmp/x',
        PLATFORM_TARGET: 'identity, gateway',
        DATABASE_URL: 'postgres://u:p@db:5432/atelier',
        KAFKA_BROKERS: 'k1:9092,k2:9092',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: 'ak',
        S3_SECRET_KEY: 'sk',
        S3_BUCKET: 'media',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'A <a@b.c>',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        RAZORPAY_KEY_ID: 'rk',
        RAZORPAY_KEY_SECRET: 'rs',
        RAZORPAY_WEBHOOK_SECRET: 'rw',
        RAZORPAY_API_BASE: 'http://127.0.0.1:4000/',
        JWT_SECRET: 'j'.repeat(40),
        SECRETS_KEY: key,
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'pw',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318',
        SVC_IDENTITY_ADDR: 'identity:50051',
        LOG_LEVEL: 'debug',
        SHUTDOWN_DELAY_MS: '12000',
        METRICS_PORT: '9464',
      },
      [],
    );
    expect(c).toMatchObject({
      port: 9000,
      publicUrl: 'https://atelier.example',
      dataDir: '/tmp/x',
      target: ['identity', 'gateway'],
      databaseUrl: 'postgres://u:p@db:5432/atelier',
      kafkaBrokers: ['k1:9092', 'k2:9092'],
      s3: { endpoint: 'http://minio:9000', accessKey: 'ak', secretKey: 'sk', bucket: 'media' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'A <a@b.c>',
      google: { clientId: 'gid', clientSecret: 'gsecret', issuer: 'https://accounts.google.com' },
      razorpay: { keyId: 'rk', keySecret: 'rs', webhookSecret: 'rw', apiBase: 'http://127.0.0.1:4000', checkoutScriptUrl: 'http://127.0.0.1:4000/checkout.js', sandbox: false },
      jwtSecret: 'j'.repeat(40),
      secretsKey: key,
      adminEmail: 'admin@example.com',
      otlpEndpoint: 'http://otel:4318',
      // A remote peer means this process is one of several: listen on the well-known port.
      embedded: false,
      grpcPort: 50051,
      serviceAddrs: { identity: 'identity:50051' },
      logLevel: 'debug',
      shutdownDelayMs: 12000,
      metricsPort: 9464,
    });
  });

  test('--target= wins over PLATFORM_TARGET, which wins over the default; empty variables count as unset', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_TARGET: 'identity' }, ['node', 'main.ts', '--target=billing,admin']).target).toEqual(['billing', 'admin']);
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_TARGET: 'identity' }, [], { target: ['gateway'] }).target).toEqual(['identity']);
    expect(loadConfig({ DATA_DIR: dataDir }, [], { target: ['gateway'] }).target).toEqual(['gateway']);
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_TARGET: '', PORT: '' }, []).target).toEqual(['all']);
  });

  test('gRPC stays on an ephemeral loopback port only for the whole product in one process', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }, []).grpcPort).toBe(0);
    // One service per process (a Deployment): peers must reach it on the well-known port.
    expect(loadConfig({ DATA_DIR: dataDir }, [], { target: ['identity'] }).grpcPort).toBe(50051);
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_TARGET: 'imaging' }, []).grpcPort).toBe(50051);
    expect(loadConfig({ DATA_DIR: dataDir, SVC_BILLING_ADDR: 'billing:50051' }, []).grpcPort).toBe(50051);
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_TARGET: 'identity', GRPC_PORT: '0' }, []).grpcPort).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, GRPC_PORT: '7000' }, []).grpcPort).toBe(7000);
  });

  test('invalid values fail with every offending name', () => {
    const dataDir = tempDir();
    const attempt = () => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', SECRETS_KEY: 'short', LOG_LEVEL: 'loud', SHUTDOWN_DELAY_MS: '-1', METRICS_PORT: '70000' }, []);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SECRETS_KEY[\s\S]*LOG_LEVEL[\s\S]*SHUTDOWN_DELAY_MS[\s\S]*METRICS_PORT/);
    // Unset (or empty) means no metrics endpoint.
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '' }, []).metricsPort).toBeUndefined();
  });

  test('partial groups are refused', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'b' }, [])).toThrow(/S3_ACCESS_KEY, S3_SECRET_KEY missing/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'x' }, [])).toThrow(/GOOGLE_CLIENT_SECRET missing/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: 'rzp_live_x' }, [])).toThrow(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET missing/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, [])).toThrow(/RAZORPAY_WEBHOOK_SECRET missing/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_WEBHOOK_SECRET: 'w' }, [])).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET missing/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_API_BASE: 'http://127.0.0.1:4000' }, [])).toThrow(/RAZORPAY_API_BASE set but RAZORPAY_KEY_ID/);
  });

  test('Razorpay: real keys default to api.razorpay.com and its checkout.js; without keys the sandbox follows PUBLIC_URL', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_K', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }, []).razorpay).toEqual({
      keyId: 'rzp_live_K',
      keySecret: 's',
      webhookSecret: 'w',
      apiBase: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      sandbox: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://studio.example/' }, []).razorpay).toMatchObject({
      apiBase: 'https://studio.example/razorpay-sandbox',
      checkoutScriptUrl: 'https://studio.example/razorpay-sandbox/checkout.js',
      sandbox: true,
    });
  });
});

describe('integerSetting (a module’s own integer setting)', () => {
  const range = { fallback: 7, min: 0, max: 100 };
  test('unset or empty: the fallback; an integer in range: itself', () => {
    expect(integerSetting({}, 'N', range)).toBe(7);
    expect(integerSetting({ N: '' }, 'N', range)).toBe(7);
    expect(integerSetting({ N: '0' }, 'N', range)).toBe(0);
    expect(integerSetting({ N: '100' }, 'N', range)).toBe(100);
  });
  test('anything else stops the start, naming the setting, its range and the value', () => {
    for (const v of ['-1', '101', '2.5', 'many']) expect(() => integerSetting({ N: v }, 'N', range)).toThrow(`invalid configuration: N must be an integer from 0 to 100, got "${v}"`);
    expect(() => integerSetting({ N: '0' }, 'N', { fallback: 1, min: 1 })).toThrow('invalid configuration: N must be a positive integer, got "0"');
    expect(() => integerSetting({ N: '4' }, 'N', { fallback: 9, min: 5 })).toThrow('invalid configuration: N must be an integer of at least 5, got "4"');
    expect(integerSetting({ N: '123456' }, 'N', { fallback: 1, min: 1 })).toBe(123456);
  });
});
