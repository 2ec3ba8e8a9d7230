// Original file: atelier/billing/v1/billing_service.proto

import type { LedgerRow as _atelier_billing_v1_LedgerRow, LedgerRow__Output as _atelier_billing_v1_LedgerRow__Output } from '../../../atelier/billing/v1/LedgerRow';

export interface ListCreditsBurnResponse {
  'rows'?: (_atelier_billing_v1_LedgerRow)[];
  'count'?: (number);
}

export interface ListCreditsBurnResponse__Output {
  'rows': (_atelier_billing_v1_LedgerRow__Output)[];
  'count': (number);
}
