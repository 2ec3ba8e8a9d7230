// Original file: atelier/identity/v1/identity_service.proto


export interface ListRevokedSessionsSinceRequest {
  'since'?: (string);
}

export interface ListRevokedSessionsSinceRequest__Output {
  'since': (string);
}
