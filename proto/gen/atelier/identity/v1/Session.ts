// Original file: atelier/identity/v1/identity_service.proto


export interface Session {
  'session_id'?: (string);
  'refresh_token'?: (string);
  'refresh_expires_at'?: (string);
}

export interface Session__Output {
  'session_id': (string);
  'refresh_token': (string);
  'refresh_expires_at': (string);
}
