// Original file: atelier/billing/v1/billing_service.proto

import type { Transaction as _atelier_billing_v1_Transaction, Transaction__Output as _atelier_billing_v1_Transaction__Output } from '../../../atelier/billing/v1/Transaction';

export interface ListTransactionsResponse {
  'rows'?: (_atelier_billing_v1_Transaction)[];
  'count'?: (number);
}

export interface ListTransactionsResponse__Output {
  'rows': (_atelier_billing_v1_Transaction__Output)[];
  'count': (number);
}
