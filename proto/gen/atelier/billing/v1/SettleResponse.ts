// Original file: atelier/billing/v1/billing_service.proto


export interface SettleResponse {
  'changed'?: (boolean);
}

export interface SettleResponse__Output {
  'changed': (boolean);
}
