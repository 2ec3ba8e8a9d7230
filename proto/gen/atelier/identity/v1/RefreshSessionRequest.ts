// Original file: atelier/identity/v1/identity_service.proto


export interface RefreshSessionRequest {
  'refresh_token'?: (string);
}

export interface RefreshSessionRequest__Output {
  'refresh_token': (string);
}
