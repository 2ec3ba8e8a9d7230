// Original file: atelier/events/v1/billing_events.proto


export interface PaymentRefunded {
  'user_id'?: (string);
  'order_id'?: (string);
  'payment_id'?: (string);
  'refund_id'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'credits_taken'?: (number);
  'credits_owed'?: (number);
  'refunded_at'?: (string);
}

export interface PaymentRefunded__Output {
  'user_id': (string);
  'order_id': (string);
  'payment_id': (string);
  'refund_id': (string);
  'amount': (number);
  'currency': (string);
  'credits_taken': (number);
  'credits_owed': (number);
  'refunded_at': (string);
}
