// Original file: atelier/billing/v1/billing_service.proto


export interface PlanInput {
  'name'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'credits'?: (number);
  'type'?: (string);
  'data'?: (string);
}

export interface PlanInput__Output {
  'name': (string);
  'amount': (number);
  'currency': (string);
  'credits': (number);
  'type': (string);
  'data': (string);
}
