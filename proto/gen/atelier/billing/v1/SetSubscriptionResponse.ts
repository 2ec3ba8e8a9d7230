// Original file: atelier/billing/v1/billing_service.proto


export interface SetSubscriptionResponse {
  'subscription_type'?: (string);
  'changed'?: (boolean);
}

export interface SetSubscriptionResponse__Output {
  'subscription_type': (string);
  'changed': (boolean);
}
