// Original file: atelier/imaging/v1/imaging_service.proto


export interface ListUserImagesRequest {
  'user_id'?: (string);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListUserImagesRequest__Output {
  'user_id': (string);
  'page': (number);
  'page_size': (number);
}
