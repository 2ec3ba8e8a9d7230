// mfe_admin's pure helpers: the User Report's and the audit log's queries from their filters, the
// audit diff, the dashboard charts' columns and text alternatives, and the credit-adjust form's
// parsing of a typed amount with billing's messages.
import { BILLING_MSG, CreatePlanBody, type DashboardDay } from '@atelier/contracts';
import { withoutBlanks } from '../src/features/admin-ui/blanks';
import { AdjustCreditsForm } from '../src/features/users/adjust-form';
import { auditDiff, flatten, prettyJson } from '../src/features/audit/audit-diff';
import { ACTION_CHOICES, actionLabel, auditQueryParams, ENTITY_CHOICES, NO_AUDIT_FILTERS, refilterAudit } from '../src/features/audit/audit-filters';
import { chartColumns, chartSummary, dayLabel, dayX, isQuiet, revenueOf, type Line } from '../src/features/dashboard/chart-data';
import { labelOf, NO_USER_FILTERS, refilter, STATUS_CHOICES, usersQueryParams } from '../src/features/users/user-filters';

test('User Report: only the filters that say something are sent; a new filter goes back to page 1', () => {
  expect(usersQueryParams(NO_USER_FILTERS)).toEqual({ page: 1 });
  expect(usersQueryParams({ name: 'ada', status: 'block', subscription: 'premium', page: 3 })).toEqual({ page: 3, name: 'ada', status: 'block', subscription: 'premium' });
  const onPage4 = { ...NO_USER_FILTERS, name: 'x', page: 4 };
  expect(refilter(onPage4, { status: 'active' })).toEqual({ name: 'x', status: 'active', subscription: '', page: 1 });
  expect(refilter(onPage4, { name: '' })).toEqual(NO_USER_FILTERS);
  expect(labelOf(STATUS_CHOICES, 'deactive')).toBe('Deactive');
  expect(labelOf(STATUS_CHOICES, 'deleted')).toBe('deleted');
});

test('audit log: filters to the query, labels for every action and entity', () => {
  expect(auditQueryParams(NO_AUDIT_FILTERS)).toEqual({ page: 1 });
  const f = refilterAudit({ ...NO_AUDIT_FILTERS, page: 5 }, { action: 'plan.delete', entity: 'plan', actor: 'a1', actorName: 'Ada' });
  expect(auditQueryParams(f)).toEqual({ page: 1, action: 'plan.delete', entity: 'plan', actor: 'a1' });
  expect(actionLabel('user.credits_adjust')).toBe('User: credits adjust');
  expect(actionLabel('model_instance.pause')).toBe('Model instance: pause');
  expect(ACTION_CHOICES).toHaveLength(17);
  expect(ENTITY_CHOICES.map((c) => c.label)).toEqual(['User', 'Model', 'Model instance', 'Plan', 'Job']);
});

test('audit diff: changed, added and removed paths, nested objects by dotted path, unchanged left out', () => {
  const before = { name: 'Ada', status: 'active', settings: { steps: 20, token: '[redacted]' }, tags: ['a'] };
  const after = { name: 'Ada', status: 'block', settings: { steps: 30, token: '[redacted]' }, tags: ['a', 'b'], note: 'x' };
  expect(auditDiff(before, after)).toEqual([
    { path: 'status', kind: 'changed', before: '"active"', after: '"block"' },
    { path: 'settings.steps', kind: 'changed', before: '20', after: '30' },
    { path: 'tags', kind: 'changed', before: '["a"]', after: '["a","b"]' },
    { path: 'note', kind: 'added', after: '"x"' },
  ]);
  // A create has no before, a delete no after.
  expect(auditDiff(null, { id: 'p1' })).toEqual([{ path: 'id', kind: 'added', after: '"p1"' }]);
  expect(auditDiff({ id: 'p1' }, null)).toEqual([{ path: 'id', kind: 'removed', before: '"p1"' }]);
  expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  // A prune's after is a plain object; a bare value sits at the path "".
  expect(auditDiff(null, 7)).toEqual([{ path: '', kind: 'added', after: '7' }]);
  expect([...flatten({ a: {}, b: null })]).toEqual([['a', '{}'], ['b', 'null']]);
  expect(prettyJson(null)).toBe('none');
  expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
});

const day = (date: string, signups: number, images = 0, inr = 0, usd = 0): DashboardDay => ({ date, signups, images, revenue: { INR: inr, USD: usd } });

test('dashboard charts: columns for uPlot, revenue in major units, quiet months, the text alternative', () => {
  const days = [day('2026-11-20', 2, 5, 49900, 0), day('2026-11-21', 7, 0, 0, 999), day('2026-11-22', 0)];
  const signups: Line = { label: 'Sign-ups', value: (d) => d.signups, format: String };
  const revenue: Line[] = [
    { label: 'INR', value: revenueOf('INR'), format: (n) => `₹${n}` },
    { label: 'USD', value: revenueOf('USD'), format: (n) => `$${n}` },
  ];
  expect(dayX('2026-11-20')).toBe(Date.UTC(2026, 10, 20) / 1000);
  expect(dayLabel('2026-11-20')).toBe('20 Nov');
  expect(chartColumns(days, [signups])).toEqual([[dayX('2026-11-20'), dayX('2026-11-21'), dayX('2026-11-22')], [2, 7, 0]]);
  expect(chartColumns(days, revenue).slice(1)).toEqual([[499, 0, 0], [0, 9.99, 0]]);
  expect(isQuiet(days, [signups])).toBe(false);
  expect(isQuiet([day('2026-11-22', 0)], revenue)).toBe(true);
  expect(chartSummary(days, [signups])).toBe('Sign-ups: 9 in the last 3 days; most on 21 Nov (7).');
  expect(chartSummary([day('2026-11-22', 0)], [signups])).toBe('Sign-ups: 0 in the last 1 days.');
  expect(chartSummary(days, revenue)).toBe('INR: ₹499 in the last 3 days; most on 20 Nov (₹499). USD: $9.99 in the last 3 days; most on 21 Nov ($9.99).');
});

test("adjust credits: the typed amount becomes a number; billing's messages for no amount, 0, a fraction and no reason", () => {
  expect(AdjustCreditsForm.parse({ amount: ' -50 ', reason: 'Refund of a failed job' })).toEqual({ amount: -50, reason: 'Refund of a failed job' });
  const messages = (v: unknown) => AdjustCreditsForm.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  // A blank field reaches the schema as no value (useSchemaForm's blankIsMissing): billing's messages for both.
  expect(messages(withoutBlanks({ amount: ' ', reason: '' }))).toEqual([`amount: ${BILLING_MSG.adjustAmount}`, `reason: ${BILLING_MSG.adjustReason}`]);
  expect(messages({ amount: '0', reason: 'x' })).toEqual([`amount: ${BILLING_MSG.adjustAmount}`]);
  expect(messages({ amount: '1.5', reason: 'x' })).toEqual([`amount: ${BILLING_MSG.adjustAmount}`]);
  expect(messages({ amount: 'ten', reason: 'x' })).toEqual([`amount: ${BILLING_MSG.adjustAmount}`]);
});

test("a blank plan form says billing's spec §5 messages, not the ranges a coerced \"\" would", () => {
  expect(withoutBlanks({ name: ' ', amount: '', credits: '5', type: undefined })).toEqual({ credits: '5', type: undefined });
  const issues = CreatePlanBody.safeParse(withoutBlanks({ name: '', amount: '', credits: '', data: '' })).error?.issues.map((i) => i.message);
  expect(issues).toEqual(expect.arrayContaining([BILLING_MSG.planName, BILLING_MSG.planAmount, BILLING_MSG.planCurrency, BILLING_MSG.planCredits, BILLING_MSG.planType, BILLING_MSG.planData]));
});
