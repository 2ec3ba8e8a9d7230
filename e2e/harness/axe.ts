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

/** Violations found under `selector` (default: the whole document). */
export async function axeViolations(page: Page, selector = 'body'): Promise<Violation[]> {
  if (!(await page.evaluate(`typeof window.axe === 'object'`))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(`axe
    .run(document.querySelector(${JSON.stringify(selector)}), { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } })
    .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`)) as Violation[];
}
