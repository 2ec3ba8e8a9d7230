// Original file: atelier/identity/v1/identity_service.proto

import type { ClientInfo as _atelier_identity_v1_ClientInfo, ClientInfo__Output as _atelier_identity_v1_ClientInfo__Output } from '../../../atelier/identity/v1/ClientInfo';

export interface UpdateProfileRequest {
  'user_id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'profile_name'?: (string);
  'current_password'?: (string);
  'client'?: (_atelier_identity_v1_ClientInfo | null);
}

export interface UpdateProfileRequest__Output {
  'user_id': (string);
  'name': (string);
  'email': (string);
  'profile_name': (string);
  'current_password': (string);
  'client': (_atelier_identity_v1_ClientInfo__Output | null);
}
