// The wallet query the badge, Pricing and the studio read: {credits, held} from GET
// /users/get_credits; a 404 (no billing in this deployment) or an answer that is not a wallet is
// null (no badge, nothing retried); other failures are query errors. followCredits() writes each
// stream `credits` event into the cache and refetches after the stream comes back from a drop.
import { ApiError, createLiveStream, createQueryClient, queryKeys, type LiveListener } from '../src';

const call = jest.fn();
jest.mock('../src/client', () => ({ ...jest.requireActual('../src/client'), api: { call: (...a: unknown[]) => call(...a) } }));

import { Credits } from '@atelier/contracts';
import { creditsQuery, fetchCredits, followCredits, isWallet } from '../src/credits-query';

beforeEach(() => call.mockReset());

test('the wallet from getCredits', async () => {
  call.mockResolvedValue({ status: 'success', data: { credits: 42, held: 3 } });
  await expect(fetchCredits()).resolves.toEqual({ credits: 42, held: 3 });
  expect(call).toHaveBeenCalledWith('getCredits');
});

test('a 404 or an answer that is not a wallet: null', async () => {
  call.mockRejectedValueOnce(new ApiError(404, 'Not Found'));
  await expect(fetchCredits()).resolves.toBeNull();
  call.mockResolvedValueOnce({ data: {} });
  await expect(fetchCredits()).resolves.toBeNull();
  call.mockResolvedValueOnce({ data: { credits: '7', held: 0 } });
  await expect(fetchCredits()).resolves.toBeNull();
});

test("isWallet accepts exactly what the contract's Credits schema accepts", () => {
  const samples: unknown[] = [
    { credits: 0, held: 0 }, { credits: 42, held: 3 }, { credits: -5, held: 2 },
    { credits: 1.5, held: 0 }, { credits: '7', held: 0 }, { credits: 7 }, { held: 1 }, {},
    { credits: 1, held: 1, extra: true }, { credits: NaN, held: 0 }, { credits: Infinity, held: 0 },
    null, undefined, 7, 'wallet', [1, 2], { credits: null, held: 0 },
  ];
  for (const v of samples) expect([v, isWallet(v)]).toEqual([v, Credits.safeParse(v).success]);
  expect(samples.filter(isWallet)).toHaveLength(3);
});

test('other failures reject, so the query reports an error', async () => {
  call.mockRejectedValueOnce(new ApiError(500, null));
  await expect(fetchCredits()).rejects.toMatchObject({ status: 500 });
});

test('cached under queryKeys.credits, the prefix refreshCredits invalidates', () => {
  expect(creditsQuery().queryKey).toEqual(queryKeys.credits.balance());
  expect(creditsQuery().queryKey.slice(0, 1)).toEqual([...queryKeys.credits.all]);
});

const settle = () => new Promise((r) => setTimeout(r, 0));

test('followCredits: each credits event becomes the data; a malformed one is ignored; a comeback refetches', async () => {
  let listener: LiveListener | null = null;
  const off = jest.fn();
  const stream = { subscribe: (l: LiveListener) => ((listener = l), off), isOpen: () => true } as ReturnType<typeof createLiveStream>;
  const client = createQueryClient();
  const stop = followCredits(client, stream);
  listener!.events!.credits('{"credits":9,"held":2}');
  await settle();
  expect(client.getQueryData(queryKeys.credits.balance())).toEqual({ credits: 9, held: 2 });
  listener!.events!.credits('not json');
  listener!.events!.credits('{"credits":-1.5}');
  await settle();
  expect(client.getQueryData(queryKeys.credits.balance())).toEqual({ credits: 9, held: 2 });
  listener!.onOpenChange!(true, false);
  expect(client.getQueryState(queryKeys.credits.balance())?.isInvalidated).toBe(false);
  listener!.onOpenChange!(false, false);
  listener!.onOpenChange!(true, false);
  expect(client.getQueryState(queryKeys.credits.balance())?.isInvalidated).toBe(true);
  stop();
  expect(off).toHaveBeenCalled();
});

test('an event beats a fetch that was already on its way (the older wallet is not written over it)', async () => {
  let listener: LiveListener | null = null;
  const stream = { subscribe: (l: LiveListener) => ((listener = l), () => undefined), isOpen: () => true } as ReturnType<typeof createLiveStream>;
  const client = createQueryClient();
  followCredits(client, stream);
  let answer!: (v: { credits: number; held: number }) => void;
  const stale = client.fetchQuery({ queryKey: queryKeys.credits.balance(), queryFn: () => new Promise<{ credits: number; held: number }>((r) => (answer = r)) }).catch(() => 'cancelled');
  listener!.events!.credits('{"credits":40,"held":0}');
  answer({ credits: 50, held: 0 });
  expect(await stale).toBe('cancelled');
  await settle();
  expect(client.getQueryData(queryKeys.credits.balance())).toEqual({ credits: 40, held: 0 });
});
