// Original file: atelier/identity/v1/identity_service.proto


export interface ListDisabledUsersSinceResponse {
  'user_ids'?: (string)[];
}

export interface ListDisabledUsersSinceResponse__Output {
  'user_ids': (string)[];
}
