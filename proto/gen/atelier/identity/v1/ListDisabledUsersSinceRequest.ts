// Original file: atelier/identity/v1/identity_service.proto


export interface ListDisabledUsersSinceRequest {
  'since'?: (string);
}

export interface ListDisabledUsersSinceRequest__Output {
  'since': (string);
}
