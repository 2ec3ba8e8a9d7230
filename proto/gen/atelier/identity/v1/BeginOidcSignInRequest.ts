// Original file: atelier/identity/v1/identity_service.proto


export interface BeginOidcSignInRequest {
  'redirect_uri'?: (string);
}

export interface BeginOidcSignInRequest__Output {
  'redirect_uri': (string);
}
