// Accessibility audit with axe-core inside the page (WCAG 2.1 A/AA rules), limited to the
// part of the page under test.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Finite animations still running (a dialog zooming in, a toast sliding) are waited out first:
 *  axe reads colours, and a half-faded element fails contrast it has once it has settled. Endless
 *  ones (spinners) are not waited for. */
const SETTLE = `Promise.all(document.getAnimations()
  .filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().iterations !== Infinity)
  .map((a) => a.finished.catch(() => undefined)))`;

/** Violations found under `selector` (default: the whole document), once animations have settled. */
export async function axeViolations(page: Page, selector = 'body'): Promise<Violation[]> {
  await page.evaluate(SETTLE);
  if (!(await page.evaluate(`typeof window.axe === 'object'`))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(`axe
    .run(document.querySelector(${JSON.stringify(selector)}), { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } })
    .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`)) as Violation[];
}
