// Original file: atelier/billing/v1/billing_service.proto


export interface HandleWebhookRequest {
  'raw_body'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
  'event_id'?: (string);
}

export interface HandleWebhookRequest__Output {
  'raw_body': (Buffer);
  'signature': (string);
  'event_id': (string);
}
