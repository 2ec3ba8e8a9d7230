// Original file: atelier/billing/v1/billing_service.proto


export interface HandleWebhookResponse {
  'duplicate'?: (boolean);
}

export interface HandleWebhookResponse__Output {
  'duplicate': (boolean);
}
