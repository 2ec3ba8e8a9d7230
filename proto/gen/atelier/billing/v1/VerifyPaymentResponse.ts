// Original file: atelier/billing/v1/billing_service.proto

import type { Wallet as _atelier_billing_v1_Wallet, Wallet__Output as _atelier_billing_v1_Wallet__Output } from '../../../atelier/billing/v1/Wallet';

export interface VerifyPaymentResponse {
  'wallet'?: (_atelier_billing_v1_Wallet | null);
}

export interface VerifyPaymentResponse__Output {
  'wallet': (_atelier_billing_v1_Wallet__Output | null);
}
