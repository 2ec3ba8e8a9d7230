// Original file: atelier/identity/v1/identity_service.proto

import type { User as _atelier_identity_v1_User, User__Output as _atelier_identity_v1_User__Output } from '../../../atelier/identity/v1/User';

export interface ListUsersResponse {
  'users'?: (_atelier_identity_v1_User)[];
  'total'?: (number);
}

export interface ListUsersResponse__Output {
  'users': (_atelier_identity_v1_User__Output)[];
  'total': (number);
}
