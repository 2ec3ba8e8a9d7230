// The job queue, a user's own cancel and the instance controls through the gateway with a fake
// imaging client: the contract's shapes (AdminJobsResponse, AdminJobResponse, PruneJobsResponse,
// ModelInstanceResponse with paused and health, TestConnectionResponse, CancelJobResponse), the
// query and ids passed on, the caller's token in the call metadata (imaging checks the admin again),
// the owner taken from the session, and imaging's refusals passed through (404, 409, 402).
import type { FastifyInstance } from 'fastify';
import type { Metadata } from '@grpc/grpc-js';
import {
  ADMIN_MSG,
  AdminJobResponse,
  AdminJobsResponse,
  BILLING_MSG,
  CancelJobResponse,
  ModelInstanceResponse,
  PruneJobsResponse,
  TestConnectionResponse,
} from '@atelier/contracts';
import { ACTOR_TOKEN_KEY, AppError } from '@atelier/platform';
import type { ImagingClient } from '../src/clients/service-clients';
import { Browser, testGateway } from './support/gateway';

const JOB = '0197a0b0-0000-7000-8000-0000000000c1';
const INSTANCE = '0197a0b0-0000-7000-8000-0000000000d1';

const job = {
  id: JOB,
  status: 'running',
  operation: 'text2img',
  user_id: 'u-1',
  user_name: 'Ada',
  model_id: 'm-1',
  model_name: 'Procedural Sketch (CPU)',
  instance_id: 'i-1',
  instance_name: 'cpu',
  attempts: 1,
  image_count: 2,
  credits: 2,
  error: '',
  created_at: '2026-11-23T07:00:00.000Z',
  started_at: '2026-11-23T07:00:01.000Z',
  finished_at: '',
};

const instance = {
  id: INSTANCE,
  name: 'node',
  controller_name: 'fooocus',
  priority: 1,
  settings_json: '{"base_url":"http://10.0.0.21:8888"}',
  status: 'active',
  model_id: 'm-1',
  has_api_token: true,
  model_name: 'Sketch',
  model_type: 'text2img',
  created_at: '2026-11-23T07:00:00.000Z',
  paused: true,
  health: { state: 'backing_off', running_jobs: 1, last_error: 'unavailable: refused', last_error_at: '2026-11-23T07:05:00.000Z' },
};

let app: FastifyInstance;
let calls: Array<{ method: string; req: any; token: string }>;
let fail: AppError | undefined;

function fakeImaging(): ImagingClient {
  const rec = (method: string, req: any, opts?: { metadata?: Metadata }) => {
    calls.push({ method, req, token: String(opts?.metadata?.get(ACTOR_TOKEN_KEY)[0] ?? '') });
    if (fail) throw fail;
  };
  return {
    async ListJobs(req: any, o: any) {
      rec('ListJobs', req, o);
      return { rows: [job, { ...job, id: 'j-2', status: 'pending', instance_id: '', instance_name: '', attempts: 0, started_at: '' }], count: 41, counts: { pending: 3, running: 1, success: 30, failure: 5, canceled: 2 } };
    },
    async CancelJob(req: any, o: any) {
      rec('CancelJob', req, o);
      return { job: { ...job, status: 'canceled', error: 'Canceled', finished_at: '2026-11-23T07:01:00.000Z' } };
    },
    async RetryJob(req: any, o: any) {
      rec('RetryJob', req, o);
      return { job: { ...job, id: 'j-new', status: 'pending', instance_id: '', instance_name: '', attempts: 0, started_at: '' } };
    },
    async PruneJobs(req: any, o: any) {
      rec('PruneJobs', req, o);
      return { pruned: 12 };
    },
    async PauseModelInstance(req: any, o: any) {
      rec('PauseModelInstance', req, o);
      return { instance };
    },
    async ResumeModelInstance(req: any, o: any) {
      rec('ResumeModelInstance', req, o);
      return { instance: { ...instance, paused: false, health: { state: 'healthy', running_jobs: 0, last_error: '', last_error_at: '' } } };
    },
    async TestModelInstance(req: any, o: any) {
      rec('TestModelInstance', req, o);
      return { ok: false, latency_ms: 12, detail: 'Fooocus-API answered /ping with HTTP 502' };
    },
    async CancelOwnJob(req: any, o: any) {
      rec('CancelOwnJob', req, o);
      return { job: { ...job, status: 'canceled' } };
    },
  } as unknown as ImagingClient;
}

beforeEach(async () => {
  calls = [];
  fail = undefined;
  ({ app } = await testGateway({ imaging: fakeImaging() }));
});
afterEach(() => app.close());

function as(role: 'user' | 'admin', sub = role === 'admin' ? 'a-1' : 'u-1'): { browser: Browser; token: string } {
  const browser = new Browser(app);
  const token = app.jwt.sign({ sub, role, sid: 's-1' });
  browser.cookies.set('atelier_at', token);
  return { browser, token };
}

test('GET /admin/jobs: rows in the contract shape, the total and counts per state; filters passed on; the admin token travels to imaging', async () => {
  const { browser, token } = as('admin');
  const res = await browser.call('GET', `/api/admin/jobs?status=running&model_id=m-1&user_id=u-1&page=3`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(AdminJobsResponse.parse(body)).toEqual(body);
  expect(body.data.count).toBe(41);
  expect(body.data.counts).toEqual({ pending: 3, running: 1, success: 30, failure: 5, canceled: 2 });
  expect(body.data.rows[0]).toEqual({
    id: JOB,
    status: 'running',
    operation: 'text2img',
    user: { id: 'u-1', name: 'Ada' },
    model: { id: 'm-1', name: 'Procedural Sketch (CPU)' },
    instance: { id: 'i-1', name: 'cpu' },
    attempts: 1,
    image_count: 2,
    credits: 2,
    error: null,
    createdAt: '2026-11-23T07:00:00.000Z',
    startedAt: '2026-11-23T07:00:01.000Z',
    finishedAt: null,
  });
  expect(body.data.rows[1]).toMatchObject({ instance: null, startedAt: null });
  expect(calls).toEqual([{ method: 'ListJobs', req: { status: 'running', model_id: 'm-1', user_id: 'u-1', page: 3 }, token }]);
});

test('admin cancel, retry and prune answer with their words and rows', async () => {
  const { browser } = as('admin');
  const cancel = (await browser.call('POST', `/api/admin/jobs/${JOB}/cancel`)).json();
  expect(AdminJobResponse.parse(cancel)).toEqual(cancel);
  expect(cancel).toMatchObject({ msg: ADMIN_MSG.jobCanceled, data: { id: JOB, status: 'canceled', error: 'Canceled', finishedAt: '2026-11-23T07:01:00.000Z' } });
  const retry = (await browser.call('POST', `/api/admin/jobs/${JOB}/retry`)).json();
  expect(AdminJobResponse.parse(retry)).toEqual(retry);
  expect(retry).toMatchObject({ msg: ADMIN_MSG.jobRetried, data: { id: 'j-new', status: 'pending', instance: null } });
  const prune = (await browser.call('POST', '/api/admin/jobs/prune', { older_than_days: 30 })).json();
  expect(PruneJobsResponse.parse(prune)).toEqual(prune);
  expect(prune).toEqual({ status: 'success', msg: ADMIN_MSG.jobsPruned, data: { pruned: 12 } });
  expect(calls.map((c) => [c.method, c.req])).toEqual([
    ['CancelJob', { job_id: JOB }],
    ['RetryJob', { job_id: JOB }],
    ['PruneJobs', { older_than_days: 30 }],
  ]);
});

test('prune refuses a bad number of days before imaging is called', async () => {
  const { browser } = as('admin');
  for (const days of [0, 1.5, 'x', 100_000]) {
    const res = await browser.call('POST', '/api/admin/jobs/prune', { older_than_days: days });
    expect([days, res.statusCode]).toEqual([days, 400]);
    expect(res.json()).toMatchObject({ status: 'error', msg: ADMIN_MSG.pruneDays });
  }
  expect(calls).toEqual([]);
});

test('imaging\'s refusals pass through: 404 job not found, 409 not cancelable / not retryable, 402 no credits', async () => {
  const { browser } = as('admin');
  const cases: Array<[AppError, number, string]> = [
    [new AppError('NOT_FOUND', ADMIN_MSG.jobNotFound), 404, `/api/admin/jobs/${JOB}/cancel`],
    [new AppError('FAILED_PRECONDITION', ADMIN_MSG.jobNotCancelable), 409, `/api/admin/jobs/${JOB}/cancel`],
    [new AppError('FAILED_PRECONDITION', ADMIN_MSG.jobNotRetryable), 409, `/api/admin/jobs/${JOB}/retry`],
    [new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits), 402, `/api/admin/jobs/${JOB}/retry`],
  ];
  for (const [err, status, url] of cases) {
    fail = err;
    const res = await browser.call('POST', url);
    expect([url, res.statusCode]).toEqual([url, status]);
    expect(res.json()).toMatchObject({ status: 'error', msg: err.message });
  }
});

test('pause and resume answer the instance with paused and live health; test connection says what the node said', async () => {
  const { browser } = as('admin');
  const paused = (await browser.call('POST', `/api/admin/model_instance/${INSTANCE}/pause`)).json();
  expect(ModelInstanceResponse.parse(paused)).toEqual(paused);
  expect(paused).toMatchObject({ msg: ADMIN_MSG.instancePaused, data: { id: INSTANCE, paused: true, health: { state: 'backing_off', running_jobs: 1, last_error: 'unavailable: refused', last_error_at: '2026-11-23T07:05:00.000Z' } } });
  const resumed = (await browser.call('POST', `/api/admin/model_instance/${INSTANCE}/resume`)).json();
  expect(resumed).toMatchObject({ msg: ADMIN_MSG.instanceResumed, data: { paused: false, health: { state: 'healthy', running_jobs: 0, last_error: null, last_error_at: null } } });
  const tested = (await browser.call('POST', `/api/admin/model_instance/${INSTANCE}/test`)).json();
  expect(TestConnectionResponse.parse(tested)).toEqual(tested);
  expect(tested).toEqual({ status: 'success', msg: ADMIN_MSG.connectionFailed, data: { ok: false, latency_ms: 12, detail: 'Fooocus-API answered /ping with HTTP 502' } });
  expect(calls.map((c) => [c.method, c.req])).toEqual([
    ['PauseModelInstance', { id: INSTANCE }],
    ['ResumeModelInstance', { id: INSTANCE }],
    ['TestModelInstance', { id: INSTANCE }],
  ]);
});

test('a user cancels their own job: the owner comes from the session; someone else\'s answers 404', async () => {
  const { browser } = as('user', 'u-7');
  const res = await browser.call('POST', `/api/users/jobs/${JOB}/cancel`);
  const body = res.json();
  expect(CancelJobResponse.parse(body)).toEqual(body);
  expect(body).toEqual({ status: 'success', msg: ADMIN_MSG.jobCanceled, data: { id: JOB, status: 'canceled' } });
  expect(calls.map((c) => [c.method, c.req])).toEqual([['CancelOwnJob', { user_id: 'u-7', job_id: JOB }]]);
  fail = new AppError('NOT_FOUND', ADMIN_MSG.jobNotFound);
  const other = await browser.call('POST', `/api/users/jobs/${JOB}/cancel`);
  expect(other.statusCode).toBe(404);
  expect(other.json()).toMatchObject({ status: 'error', msg: ADMIN_MSG.jobNotFound });
});

test('a user cannot reach the admin queue routes; nobody signed in cannot cancel', async () => {
  const { browser } = as('user');
  expect((await browser.call('GET', '/api/admin/jobs')).statusCode).toBe(403);
  expect((await browser.call('POST', `/api/admin/jobs/${JOB}/cancel`)).statusCode).toBe(403);
  expect((await new Browser(app).call('POST', `/api/users/jobs/${JOB}/cancel`)).statusCode).toBe(401);
  expect(calls).toEqual([]);
});
