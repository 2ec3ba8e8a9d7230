// Original file: atelier/billing/v1/billing_service.proto


export interface GetInvoiceResponse {
  'filename'?: (string);
  'pdf'?: (Buffer | Uint8Array | string);
}

export interface GetInvoiceResponse__Output {
  'filename': (string);
  'pdf': (Buffer);
}
