// Original file: atelier/billing/v1/billing_service.proto


export interface AdjustCreditsRequest {
  'user_id'?: (string);
  'amount'?: (number);
  'reason'?: (string);
  'admin_id'?: (string);
  'request_id'?: (string);
}

export interface AdjustCreditsRequest__Output {
  'user_id': (string);
  'amount': (number);
  'reason': (string);
  'admin_id': (string);
  'request_id': (string);
}
