// A user's own cancel and the admin's queue end to end through the gateway (fastify.inject) against
// the real imaging module on PGlite, with no worker running so the job waits: the owner cancels by
// the record's parent_id (the job id), the records turn to failure with the canceled words, the hold
// is released; someone else gets 404, a second cancel 409. The admin's calls reach imaging with the
// admin's token in the metadata, which imaging verifies itself (the same JWT_SECRET).
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '@atelier/platform';
import { ADMIN_MSG, AdminJobsResponse, CancelJobResponse, JOB_FAILURE } from '@atelier/contracts';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { SECRETS, startHarness, type Harness } from '@atelier/svc-imaging/tests/support/harness';
import { Browser, testGateway } from '@atelier/svc-gateway/tests/support/gateway';

jest.setTimeout(60_000);

let h: Harness;
let app: FastifyInstance;
let textModel: string;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]), worker: false });
  ({ app } = await testGateway({ imaging: h.client as never, objects: h.objects, settings: { jwtSecret: SECRETS.JWT_SECRET } }));
  textModel = (await h.client.ListModels({ type: 'text2img', status: 'active', name: '' })).models[0]!.id;
});
afterAll(async () => {
  await app.close();
  await h.stop();
});

function signedIn(role: 'user' | 'admin'): Browser & { sub: string } {
  const sub = uuidv7();
  const b = new Browser(app) as Browser & { sub: string };
  b.sub = sub;
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: uuidv7() }));
  return b;
}

test('the owner cancels their pending job by its parent_id: records say canceled, the hold is released; others get 404; again is 409', async () => {
  const ada = signedIn('user');
  const bob = signedIn('user');
  const res = await ada.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'a fox', model_id: textModel, image_size: '512*512', image_number: 2, make_public: true });
  expect(res.statusCode).toBe(200);
  const record = res.json().data;
  const jobId = record.parent_id as string;

  const stranger = await bob.call('POST', `/api/users/jobs/${jobId}/cancel`);
  expect(stranger.statusCode).toBe(404);
  expect(stranger.json()).toMatchObject({ status: 'error', msg: ADMIN_MSG.jobNotFound });

  const canceled = await ada.call('POST', `/api/users/jobs/${jobId}/cancel`);
  expect(canceled.statusCode).toBe(200);
  expect(CancelJobResponse.parse(canceled.json())).toEqual({ status: 'success', msg: ADMIN_MSG.jobCanceled, data: { id: jobId, status: 'canceled' } });
  const after = (await ada.call('GET', `/api/text_to_image/v2/get_pending_image/${record.id}`)).json().data;
  expect(after).toMatchObject({ request_status: 'failure', error: JOB_FAILURE.canceled, parent_id: jobId });
  await h.settle();
  expect(h.billing.get(`hold-${jobId}`).state).toBe('released');

  const again = await ada.call('POST', `/api/users/jobs/${jobId}/cancel`);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ status: 'error', msg: ADMIN_MSG.jobNotCancelable });

  // The admin's queue through the gateway: imaging verified the admin's forwarded token.
  const admin = signedIn('admin');
  const list = await admin.call('GET', `/api/admin/jobs?user_id=${ada.sub}&status=canceled`);
  expect(list.statusCode).toBe(200);
  const body = AdminJobsResponse.parse(list.json());
  expect(body.data.rows.map((r) => [r.id, r.status, r.error])).toEqual([[jobId, 'canceled', JOB_FAILURE.canceled]]);
  expect(body.data.counts.canceled).toBeGreaterThanOrEqual(1);
});
