// Original file: atelier/imaging/v1/imaging_service.proto


export interface LikeRequest {
  'user_id'?: (string);
  'image_id'?: (string);
}

export interface LikeRequest__Output {
  'user_id': (string);
  'image_id': (string);
}
