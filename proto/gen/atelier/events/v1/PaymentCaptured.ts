// Original file: atelier/events/v1/billing_events.proto


export interface PaymentCaptured {
  'user_id'?: (string);
  'order_id'?: (string);
  'provider_order_id'?: (string);
  'payment_id'?: (string);
  'plan_id'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'credits'?: (number);
  'captured_at'?: (string);
}

export interface PaymentCaptured__Output {
  'user_id': (string);
  'order_id': (string);
  'provider_order_id': (string);
  'payment_id': (string);
  'plan_id': (string);
  'amount': (number);
  'currency': (string);
  'credits': (number);
  'captured_at': (string);
}
