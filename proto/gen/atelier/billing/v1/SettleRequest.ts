// Original file: atelier/billing/v1/billing_service.proto


export interface SettleRequest {
  'hold_id'?: (string);
}

export interface SettleRequest__Output {
  'hold_id': (string);
}
