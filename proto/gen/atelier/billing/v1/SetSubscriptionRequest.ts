// Original file: atelier/billing/v1/billing_service.proto


export interface SetSubscriptionRequest {
  'user_id'?: (string);
  'subscription_type'?: (string);
}

export interface SetSubscriptionRequest__Output {
  'user_id': (string);
  'subscription_type': (string);
}
