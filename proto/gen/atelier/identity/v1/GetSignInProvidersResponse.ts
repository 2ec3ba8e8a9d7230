// Original file: atelier/identity/v1/identity_service.proto


export interface GetSignInProvidersResponse {
  'google_enabled'?: (boolean);
}

export interface GetSignInProvidersResponse__Output {
  'google_enabled': (boolean);
}
