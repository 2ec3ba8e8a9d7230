// Original file: atelier/billing/v1/billing_service.proto


export interface Plan {
  'id'?: (string);
  'name'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'credits'?: (number);
  'type'?: (string);
  'data'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface Plan__Output {
  'id': (string);
  'name': (string);
  'amount': (number);
  'currency': (string);
  'credits': (number);
  'type': (string);
  'data': (string);
  'status': (string);
  'created_at': (string);
}
