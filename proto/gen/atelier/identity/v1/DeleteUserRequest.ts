// Original file: atelier/identity/v1/identity_service.proto


export interface DeleteUserRequest {
  'user_id'?: (string);
}

export interface DeleteUserRequest__Output {
  'user_id': (string);
}
