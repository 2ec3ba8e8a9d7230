// The worker's settings read from the environment: WORKER_LEASE_MS (how long a killed worker's jobs
// wait before another takes them) and the renewal cadence that follows from it.
import { workerLease } from '../src/module';
import { WORKER_DEFAULTS } from '../src/worker/job-worker';

describe('WORKER_LEASE_MS', () => {
  it('keeps the defaults when unset or empty', () => {
    for (const env of [{}, { WORKER_LEASE_MS: '' }]) {
      expect(workerLease(env)).toEqual({ leaseMs: WORKER_DEFAULTS.leaseMs, heartbeatMs: WORKER_DEFAULTS.heartbeatMs });
    }
  });

  it('renews six times a lease, never less often than the default cadence', () => {
    expect(workerLease({ WORKER_LEASE_MS: '9000' })).toEqual({ leaseMs: 9000, heartbeatMs: 1500 });
    expect(workerLease({ WORKER_LEASE_MS: '3000' })).toEqual({ leaseMs: 3000, heartbeatMs: 500 });
    expect(workerLease({ WORKER_LEASE_MS: '120000' })).toEqual({ leaseMs: 120000, heartbeatMs: WORKER_DEFAULTS.heartbeatMs });
  });

  it.each(['2999', '600001', '10.5', 'soon', '-1'])('refuses %s with the setting named', (v) => {
    expect(() => workerLease({ WORKER_LEASE_MS: v })).toThrow(`WORKER_LEASE_MS must be an integer from 3000 to 600000, got "${v}"`);
  });
});
