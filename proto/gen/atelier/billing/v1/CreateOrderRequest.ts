// Original file: atelier/billing/v1/billing_service.proto


export interface CreateOrderRequest {
  'user_id'?: (string);
  'plan_id'?: (string);
  'buyer_state'?: (string);
  'buyer_country'?: (string);
}

export interface CreateOrderRequest__Output {
  'user_id': (string);
  'plan_id': (string);
  'buyer_state': (string);
  'buyer_country': (string);
}
