// Original file: atelier/identity/v1/identity_service.proto


export interface GetUserRequest {
  'user_id'?: (string);
}

export interface GetUserRequest__Output {
  'user_id': (string);
}
