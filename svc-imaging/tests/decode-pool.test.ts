// The decode pool's bounds, observed with a counter of decodes running at once: never more than
// `concurrency`; a decode that finds the queue full, or a user already holding `perUser` places,
// is refused at once (OVERLOADED: HTTP 503 + Retry-After at the gateway), and another user still
// gets a place; waiting decodes start in arrival order as places free up.
import { AppError, httpStatusOf } from '@atelier/platform';
import { IMAGING_MSG } from '@atelier/contracts';
import { DecodePool } from '../src/service/decode-pool';

/** A decode that runs until released, counting how many run at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const releases: Array<() => void> = [];
  const work = (name: string) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    started.push(name);
    await new Promise<void>((r) => releases.push(r));
    running -= 1;
    return name;
  };
  const releaseOne = async () => {
    releases.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { work, releaseOne, started, get peak() { return peak; }, get running() { return running; } };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { code: err.code, msg: err.message, http: httpStatusOf(err) } : err),
  );
const tick = () => new Promise((r) => setImmediate(r));

test('a pool of 2 with 6 decodes from 3 users: at most 2 run, the 7th (queue full) is 503 busy', async () => {
  const pool = new DecodePool({ concurrency: 2, queueMax: 4, perUser: 2 });
  const g = gate();
  const users = ['ann', 'ann', 'bob', 'bob', 'cy', 'cy'];
  const runs = users.map((u, i) => pool.run(u, g.work(`${u}${i}`)));
  await tick();
  expect(g.running).toBe(2);
  expect(pool.load()).toEqual({ running: 2, waiting: 4 });
  const seventh = await refusal(pool.run('dee', g.work('dee')));
  expect(seventh).toEqual({ code: 'OVERLOADED', msg: IMAGING_MSG.busy, http: { status: 503, msg: IMAGING_MSG.busy } });
  for (let i = 0; i < 6; i++) await g.releaseOne();
  expect(await Promise.all(runs)).toEqual(['ann0', 'ann1', 'bob2', 'bob3', 'cy4', 'cy5']);
  // Arrival order, and never more than two at once.
  expect(g.started).toEqual(['ann0', 'ann1', 'bob2', 'bob3', 'cy4', 'cy5']);
  expect(g.peak).toBe(2);
  expect(pool.load()).toEqual({ running: 0, waiting: 0 });
});

test('one user cannot occupy the pool: their third decode is refused, another user still gets a place', async () => {
  const pool = new DecodePool({ concurrency: 2, queueMax: 4, perUser: 2 });
  const g = gate();
  const mine = [pool.run('ann', g.work('a1')), pool.run('ann', g.work('a2'))];
  expect(await refusal(pool.run('ann', g.work('a3')))).toMatchObject({ code: 'OVERLOADED' });
  expect(() => pool.assertRoom('ann')).toThrow(IMAGING_MSG.busy);
  expect(() => pool.assertRoom('bob')).not.toThrow();
  const bob = pool.run('bob', g.work('b1'));
  await tick();
  expect(pool.load()).toEqual({ running: 2, waiting: 1 });
  for (let i = 0; i < 3; i++) await g.releaseOne();
  expect(await Promise.all([...mine, bob])).toEqual(['a1', 'a2', 'b1']);
  // Places come back when decodes end, failed ones included.
  await expect(pool.run('ann', async () => { throw new Error('undecodable'); })).rejects.toThrow('undecodable');
  expect(await pool.run('ann', async () => 'again')).toBe('again');
  expect(pool.load()).toEqual({ running: 0, waiting: 0 });
});

test("a waiting decode whose caller is gone leaves the queue at once and gives back the user's place; the next waiter still starts", async () => {
  const pool = new DecodePool({ concurrency: 1, queueMax: 4, perUser: 1 });
  const g = gate();
  const first = pool.run('ann', g.work('a1'));
  const gone = new AbortController();
  const abandoned = refusal(pool.run('bob', g.work('b1'), gone.signal));
  const after = pool.run('cy', g.work('c1'));
  await tick();
  expect(pool.load()).toEqual({ running: 1, waiting: 2 });
  expect(() => pool.assertRoom('bob')).toThrow(IMAGING_MSG.busy); // bob's one place is taken while he waits
  gone.abort(new AppError('UNAVAILABLE', 'caller gone'));
  // Refused while the running decode still holds the only place: it did not wait for it.
  expect(await abandoned).toMatchObject({ code: 'UNAVAILABLE', msg: 'caller gone' });
  expect(pool.load()).toEqual({ running: 1, waiting: 1 });
  expect(() => pool.assertRoom('bob')).not.toThrow();
  await g.releaseOne();
  await g.releaseOne();
  expect(await Promise.all([first, after])).toEqual(['a1', 'c1']);
  expect(g.started).toEqual(['a1', 'c1']); // b1 never ran
  // A signal aborted before the call takes no place at all.
  expect(await refusal(pool.run('bob', g.work('b2'), gone.signal))).toMatchObject({ code: 'UNAVAILABLE' });
  expect(pool.load()).toEqual({ running: 0, waiting: 0 });
});
