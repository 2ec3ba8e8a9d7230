// Original file: atelier/imaging/v1/imaging_service.proto


export interface LikeResponse {
  'liked'?: (boolean);
  'like_count'?: (number);
}

export interface LikeResponse__Output {
  'liked': (boolean);
  'like_count': (number);
}
