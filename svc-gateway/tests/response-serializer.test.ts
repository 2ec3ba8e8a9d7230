// The production writer of JSON answers (plugins/response-serializer.ts): a gateway built with it
// answers exactly as the validating one does, errors included; it writes only declared fields; and
// answers are validated by zod exactly when VALIDATE_RESPONSES (or NODE_ENV=test) says so.
import { z } from 'zod';
import { loadConfig } from '@atelier/platform';
import { compiledSerializerCompiler } from '../src/plugins/response-serializer';
import { gatewaySettings } from '../src/config/settings';
import { Browser, testGateway } from './support/gateway';
import { fakeBilling } from './support/fake-billing';

test('a gateway writing with compiled serializers answers byte for byte as the validating one', async () => {
  const answers: string[][] = [];
  for (const validateResponses of [true, false]) {
    const { app } = await testGateway({ billing: fakeBilling(), settings: { validateResponses } });
    const user = new Browser(app);
    user.cookies.set('atelier_at', app.jwt.sign({ sub: 'u-1', role: 'user', sid: 's-1' }));
    const got = [
      await user.call('POST', '/api/users/get_me', {}),
      await user.call('GET', '/api/users/get_credits'),
      await user.call('GET', '/api/users/plans'),
      await user.call('GET', '/api/users/login_history'),
      await new Browser(app).call('GET', '/api/auth/providers'),
      await new Browser(app).call('POST', '/api/users/get_me', {}), // 401
      await user.call('POST', '/api/auth/login', { email: 'bad' }), // 400
    ];
    answers.push(got.map((r) => `${r.statusCode} ${r.body}`));
    await app.close();
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[0]!.map((a) => a.slice(0, 3))).toEqual(['200', '200', '200', '200', '200', '401', '400']);
});

test('the compiled writer writes only the declared fields', () => {
  const write = (compiledSerializerCompiler as unknown as (o: object) => (d: unknown) => string)({
    schema: z.strictObject({ status: z.literal('success'), user: z.strictObject({ name: z.string(), profile_pic: z.string().nullable() }) }),
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });
  expect(JSON.parse(write({ status: 'success', user: { name: 'Ann', profile_pic: null, password_hash: 'secret' }, extra: 1 }))).toEqual({
    status: 'success',
    user: { name: 'Ann', profile_pic: null },
  });
});

test('VALIDATE_RESPONSES decides; unset, answers are validated under NODE_ENV=test only', () => {
  const config = loadConfig({ DATA_DIR: '/tmp/unused', PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' }, []);
  expect(gatewaySettings(config, { NODE_ENV: 'production' }).validateResponses).toBe(false);
  expect(gatewaySettings(config, {}).validateResponses).toBe(false);
  expect(gatewaySettings(config, { NODE_ENV: 'test' }).validateResponses).toBe(true);
  expect(gatewaySettings(config, { VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
  expect(gatewaySettings(config, { NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
});
