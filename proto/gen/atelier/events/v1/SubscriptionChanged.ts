// Original file: atelier/events/v1/billing_events.proto


export interface SubscriptionChanged {
  'user_id'?: (string);
  'subscription_type'?: (string);
  'changed_at'?: (string);
}

export interface SubscriptionChanged__Output {
  'user_id': (string);
  'subscription_type': (string);
  'changed_at': (string);
}
