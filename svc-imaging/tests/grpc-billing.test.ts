// The BillingPort over BillingService: what imaging sends for a hold and a release, and how
// billing's refusals reach the port's callers (a short balance is PAYMENT_REQUIRED, whether
// billing's status carried that refinement or only FAILED_PRECONDITION; others pass unchanged).
import { BILLING_MSG } from '@atelier/contracts';
import { AppError } from '@atelier/platform';
import { GrpcBilling, type BillingClient } from '../src/billing/grpc.billing';

function client(answers: Partial<Record<'Hold' | 'Capture' | 'Release', (req: any) => unknown>>) {
  const calls: Array<[string, unknown]> = [];
  const c = Object.fromEntries(
    (['Hold', 'Capture', 'Release'] as const).map((m) => [m, async (req: unknown) => (calls.push([m, req]), answers[m]!(req))]),
  ) as unknown as BillingClient;
  return { c, calls };
}

test('hold sends the user, the job id, the cost and the operation, and answers billing\'s hold id', async () => {
  const { c, calls } = client({ Hold: () => ({ hold_id: 'h-1', wallet: { credits: 4, held: 6, balance: 10 } }) });
  await expect(new GrpcBilling(c).hold('u-1', 6, 'job-1', 'inpaint')).resolves.toEqual({ holdId: 'h-1' });
  expect(calls).toEqual([['Hold', { user_id: 'u-1', job_id: 'job-1', credits: 6, operation: 'inpaint' }]]);
});

test("billing's refusals reach the caller unchanged: a short balance stays PAYMENT_REQUIRED with billing's words", async () => {
  const { c } = client({ Hold: () => Promise.reject(new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits)) });
  await expect(new GrpcBilling(c).hold('u-1', 6, 'job-1', 'text2img')).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
  for (const code of ['UNAVAILABLE', 'INVALID_ARGUMENT', 'INTERNAL', 'FAILED_PRECONDITION'] as const) {
    const { c } = client({ Hold: () => Promise.reject(new AppError(code, 'x')) });
    await expect(new GrpcBilling(c).hold('u-1', 6, 'job-1', 'text2img')).rejects.toMatchObject({ code, message: 'x' });
  }
});

test('release (a refused job\'s hold) settles by hold id; errors reach the caller', async () => {
  const { c, calls } = client({ Release: () => ({ changed: true }) });
  await new GrpcBilling(c).release('h-2');
  expect(calls).toEqual([['Release', { hold_id: 'h-2' }]]);
  const { c: failing } = client({ Release: () => Promise.reject(new AppError('NOT_FOUND', 'Hold not found')) });
  await expect(new GrpcBilling(failing).release('h-9')).rejects.toMatchObject({ code: 'NOT_FOUND' });
});
