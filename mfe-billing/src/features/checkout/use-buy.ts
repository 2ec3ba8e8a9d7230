// Pricing's Buy now as a hook: runs purchase() with the real API and Checkout loader, remembers
// which plan is being bought (its button shows progress; the others wait) and whether orders are
// test-mode, and turns each ending into its toast (spec §8 words; BILLING_MSG for ours). Whatever
// the ending, the wallet and the reports are refetched: a webhook may have granted meanwhile.
import { ApiError, isFinalAnswer, queryClient, queryKeys } from '@atelier/api-client';
import { BILLING_MSG, type Plan } from '@atelier/contracts';
import { errorToast, successToast, toast } from '@atelier/shell-contract';
import { useCallback, useState } from 'react';
import { billingApi } from '../billing-api';
import { orderLocation, type BuyerLocation } from './buyer-location';
import { loadCheckout } from './load-checkout';
import { purchase, type PurchaseEnd } from './purchase';

const messageOf = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);

function report(end: PurchaseEnd, retry: () => void): void {
  switch (end.kind) {
    case 'order-failed':
      // Spec §8's failed-order toast, with the true reason (not "Please upload image first").
      return errorToast(end.message, { retry });
    case 'paid':
      queryClient.setQueryData(queryKeys.credits.balance(), end.credits);
      return successToast(end.status, end.msg);
    case 'verify-failed':
      return errorToast(end.message);
    case 'failed':
      // The failure was already told when it happened (onAttemptFailed).
      return;
    case 'dismissed':
      return toast({ title: BILLING_MSG.paymentCancelled });
  }
}

export function useBuy(location: BuyerLocation | undefined) {
  const [buying, setBuying] = useState<string | null>(null);
  const [testMode, setTestMode] = useState(false);

  const buy = useCallback(
    async (plan: Plan) => {
      setBuying(plan.id);
      try {
        const end = await purchase(plan, orderLocation(location), {
          createOrder: billingApi.createOrder,
          verifyPayment: billingApi.verifyPayment,
          loadCheckout,
          messageOf,
          isFinalAnswer,
          onOrder: (order) => setTestMode(order.test_mode),
          onAttemptFailed: () => errorToast(BILLING_MSG.paymentFailed),
        });
        report(end, () => void buy(plan));
      } finally {
        setBuying(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
      }
    },
    [location],
  );

  return { buy, buying, testMode };
}
