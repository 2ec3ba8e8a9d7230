// Original file: atelier/identity/v1/identity_service.proto


export interface ListRevokedSessionsSinceResponse {
  'session_ids'?: (string)[];
}

export interface ListRevokedSessionsSinceResponse__Output {
  'session_ids': (string)[];
}
