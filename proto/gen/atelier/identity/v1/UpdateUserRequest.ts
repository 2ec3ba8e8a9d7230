// Original file: atelier/identity/v1/identity_service.proto

import type { UserStatus as _atelier_identity_v1_UserStatus, UserStatus__Output as _atelier_identity_v1_UserStatus__Output } from '../../../atelier/identity/v1/UserStatus';

export interface UpdateUserRequest {
  'user_id'?: (string);
  'name'?: (string);
  'profile_name'?: (string);
  'status'?: (_atelier_identity_v1_UserStatus);
}

export interface UpdateUserRequest__Output {
  'user_id': (string);
  'name': (string);
  'profile_name': (string);
  'status': (_atelier_identity_v1_UserStatus__Output);
}
