// Original file: atelier/imaging/v1/imaging_service.proto


export interface FollowRequest {
  'follower_id'?: (string);
  'followee_id'?: (string);
}

export interface FollowRequest__Output {
  'follower_id': (string);
  'followee_id': (string);
}
