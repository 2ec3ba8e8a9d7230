// Original file: atelier/billing/v1/billing_service.proto


export interface ListPageRequest {
  'user_id'?: (string);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListPageRequest__Output {
  'user_id': (string);
  'page': (number);
  'page_size': (number);
}
