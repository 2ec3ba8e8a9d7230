// Original file: atelier/billing/v1/billing_service.proto


export interface Transaction {
  'id'?: (string);
  'created_at'?: (string);
  'getway_txn_id'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'credits'?: (number);
  'status'?: (string);
  'invoice_id'?: (string);
}

export interface Transaction__Output {
  'id': (string);
  'created_at': (string);
  'getway_txn_id': (string);
  'amount': (number);
  'currency': (string);
  'credits': (number);
  'status': (string);
  'invoice_id': (string);
}
