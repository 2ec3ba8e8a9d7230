// Original file: atelier/identity/v1/identity_service.proto


export interface RevokeSessionRequest {
  'session_id'?: (string);
}

export interface RevokeSessionRequest__Output {
  'session_id': (string);
}
