// Original file: atelier/imaging/v1/imaging_service.proto


export interface GetImageRequest {
  'user_id'?: (string);
  'image_id'?: (string);
}

export interface GetImageRequest__Output {
  'user_id': (string);
  'image_id': (string);
}
