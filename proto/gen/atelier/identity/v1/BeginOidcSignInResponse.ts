// Original file: atelier/identity/v1/identity_service.proto


export interface BeginOidcSignInResponse {
  'authorization_url'?: (string);
  'state'?: (string);
  'nonce'?: (string);
  'code_verifier'?: (string);
}

export interface BeginOidcSignInResponse__Output {
  'authorization_url': (string);
  'state': (string);
  'nonce': (string);
  'code_verifier': (string);
}
