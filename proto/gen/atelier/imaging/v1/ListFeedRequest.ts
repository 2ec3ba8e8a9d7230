// Original file: atelier/imaging/v1/imaging_service.proto


export interface ListFeedRequest {
  'viewer_id'?: (string);
  'scope'?: (string);
  'tab'?: (string);
  'sort'?: (string);
  'category'?: (string);
  'prompt'?: (string);
  'cursor'?: (string);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListFeedRequest__Output {
  'viewer_id': (string);
  'scope': (string);
  'tab': (string);
  'sort': (string);
  'category': (string);
  'prompt': (string);
  'cursor': (string);
  'page': (number);
  'page_size': (number);
}
