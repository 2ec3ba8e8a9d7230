// Original file: atelier/billing/v1/billing_service.proto


export interface LedgerRow {
  'id'?: (string);
  'created_at'?: (string);
  'request_id'?: (string);
  'service'?: (string);
  'amount'?: (number);
  'credits_debits'?: (string);
  'balance'?: (number);
}

export interface LedgerRow__Output {
  'id': (string);
  'created_at': (string);
  'request_id': (string);
  'service': (string);
  'amount': (number);
  'credits_debits': (string);
  'balance': (number);
}
