// Original file: atelier/billing/v1/billing_service.proto


export interface CreateOrderResponse {
  'key_id'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'name'?: (string);
  'email'?: (string);
  'description'?: (string);
  'provider_order_id'?: (string);
  'test_mode'?: (boolean);
  'checkout_script'?: (string);
}

export interface CreateOrderResponse__Output {
  'key_id': (string);
  'amount': (number);
  'currency': (string);
  'name': (string);
  'email': (string);
  'description': (string);
  'provider_order_id': (string);
  'test_mode': (boolean);
  'checkout_script': (string);
}
