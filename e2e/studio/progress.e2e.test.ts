// Live progress in the studio (issue 12) through the federated app, with the built-in cpu node and
// one job at a time (WORKER_CONCURRENCY=1): three images asked at once become three requests, one
// runs while the other two wait — their tiles say "Queued — position N" — and the running one shows
// a determinate progress bar (role=progressbar, aria-valuenow) that moves as the cpu node reports
// its sketch stages, then its image. A MutationObserver in the page records every state the tiles
// went through, so a fast stage cannot slip between two polls of the test. The node is paced
// (CPU_NODE_STAGE_MS=400, above the worker's 300 ms progress throttle): unpaced, a 1024² sketch takes
// ~0.25 s on a quiet machine, less than one throttle interval, so whether the bar moved depended on
// how fast the machine drew: a fresh-clone CI run (2026-11-27) saw one value only.
import { useSuite } from '../harness/suite';
import { choose, chooseSize, JOB_TIMEOUT_MS, openScreen, signedInUser, submitForm } from './studio-flows';

jest.setTimeout(180_000);

const s = useSuite({ env: () => ({ WORKER_CONCURRENCY: '1', CPU_NODE_STAGE_MS: '400' }) });
const PROMPT = 'three red foxes in a snowy forest at sunset';

interface Seen {
  values: number[];
  queued: string[];
  bars: number;
  labelled: boolean;
}

beforeAll(async () => {
  await signedInUser(s, 'progress');
  await openScreen(s.page, 'image-generate', 'Playground');
}, 120_000);

test('waiting tiles say their queue position; the running tile\'s bar moves; every tile ends as its image', async () => {
  const { page } = s;
  // A string, run in the page (this file is compiled without the DOM's types).
  await page.evaluate(`(() => {
    const seen = (window.__seen = { values: [], queued: [], bars: 0, labelled: true });
    const look = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        seen.bars++;
        const v = Number(bar.getAttribute('aria-valuenow'));
        if (seen.values.at(-1) !== v) seen.values.push(v);
        if (bar.getAttribute('aria-valuemin') !== '0' || bar.getAttribute('aria-valuemax') !== '100' || !bar.getAttribute('aria-label')) seen.labelled = false;
      }
      for (const el of document.querySelectorAll('[data-progress="queued"]')) {
        const text = (el.textContent || '').trim();
        if (!seen.queued.includes(text)) seen.queued.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);

  await page.getByPlaceholder('Type a prompt').fill(PROMPT);
  await choose(page, 'Model');
  await chooseSize(page);
  await choose(page, 'Image Size', '1024*1024');
  await page.getByRole('button', { name: '3', exact: true }).click();
  await submitForm(page);

  const group = page.getByRole('region', { name: 'Generation History' }).getByRole('listitem').filter({ hasText: PROMPT }).first();
  const images = group.getByRole('img', { name: PROMPT });
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while ((await images.count()) < 3 && Date.now() < deadline) await page.waitForTimeout(200);
  expect(await images.count()).toBe(3);
  // Done: no bar or queue note is left on the finished tiles.
  expect(await group.getByRole('progressbar').count()).toBe(0);
  expect(await group.locator('[data-progress]').count()).toBe(0);

  const seen = (await page.evaluate('window.__seen')) as Seen;
  // Two requests waited behind the running one: the queue positions were shown.
  // (The text follows the spinner's screen-reader label, "Waiting in the queue".)
  expect(seen.queued.some((t) => /Queued — position [12]$/.test(t))).toBe(true);
  // The bar was determinate, labelled, and moved: several values, some strictly between 0 and 100.
  expect(seen.labelled).toBe(true);
  expect(seen.values.every((v) => Number.isInteger(v) && v >= 0 && v <= 100)).toBe(true);
  expect(new Set(seen.values).size).toBeGreaterThanOrEqual(2);
  expect(seen.values.some((v) => v > 0 && v < 100)).toBe(true);
});
