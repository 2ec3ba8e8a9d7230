// Original file: atelier/billing/v1/billing_service.proto


export interface VerifyPaymentRequest {
  'user_id'?: (string);
  'razorpay_order_id'?: (string);
  'razorpay_payment_id'?: (string);
  'razorpay_signature'?: (string);
}

export interface VerifyPaymentRequest__Output {
  'user_id': (string);
  'razorpay_order_id': (string);
  'razorpay_payment_id': (string);
  'razorpay_signature': (string);
}
