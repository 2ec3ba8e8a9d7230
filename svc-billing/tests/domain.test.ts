// billing's pure rules: report paging bounds, how entries read in Credits Burn, order statuses.
import { BILLING_LIMITS } from '@atelier/contracts';
import { serviceOf } from '../src/domain/holds';
import { amountOf, directionOf, pageOf, transactionStatusOf } from '../src/domain/ledger';

test('pageOf: 1-based pages, the reports page size by default, at most 100 rows', () => {
  expect(pageOf(1, 0)).toEqual({ limit: BILLING_LIMITS.reportPageSize, offset: 0 });
  expect(pageOf(0, 0)).toEqual({ limit: BILLING_LIMITS.reportPageSize, offset: 0 });
  expect(pageOf(-3, 10)).toEqual({ limit: 10, offset: 0 });
  expect(pageOf(3, 10)).toEqual({ limit: 10, offset: 20 });
  expect(pageOf(2, 1000)).toEqual({ limit: 100, offset: 100 });
});

test('directionOf and amountOf: how each kind of entry reads', () => {
  expect([directionOf('hold', 0), amountOf('hold', 0, 4)]).toEqual(['Held', 4]);
  expect([directionOf('capture', -4), amountOf('capture', -4, -4)]).toEqual(['Debit', 4]);
  expect([directionOf('refund', -9), amountOf('refund', -9, 0)]).toEqual(['Debit', 9]);
  expect([directionOf('adjust', -2), amountOf('adjust', -2, 0)]).toEqual(['Debit', 2]);
  expect([directionOf('adjust', 7), amountOf('adjust', 7, 0)]).toEqual(['Credit', 7]);
  expect([directionOf('grant', 20), directionOf('purchase', 500)]).toEqual(['Credit', 'Credit']);
});

test('transactionStatusOf and serviceOf use the contract words', () => {
  expect(['paid', 'failed', 'refunded', 'created'].map((s) => transactionStatusOf(s as never))).toEqual(['Success', 'Failed', 'Refunded', 'Pending']);
  expect(['text2img', 'inpaint', 'outpaint', 'upscale'].map(serviceOf)).toEqual(['Text to Image', 'In-paint', 'Out-paint', 'Up-scale']);
});
