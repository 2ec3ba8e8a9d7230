// Original file: atelier/billing/v1/billing_service.proto


export interface Wallet {
  'credits'?: (number);
  'held'?: (number);
  'balance'?: (number);
}

export interface Wallet__Output {
  'credits': (number);
  'held': (number);
  'balance': (number);
}
