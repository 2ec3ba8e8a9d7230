// Original file: atelier/imaging/v1/imaging_service.proto


export interface FollowResponse {
  'following'?: (boolean);
  'follower_count'?: (number);
}

export interface FollowResponse__Output {
  'following': (boolean);
  'follower_count': (number);
}
