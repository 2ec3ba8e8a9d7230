// Original file: atelier/billing/v1/billing_service.proto


export interface GetInvoiceRequest {
  'user_id'?: (string);
  'invoice_id'?: (string);
}

export interface GetInvoiceRequest__Output {
  'user_id': (string);
  'invoice_id': (string);
}
