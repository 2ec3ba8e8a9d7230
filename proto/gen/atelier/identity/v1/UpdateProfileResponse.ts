// Original file: atelier/identity/v1/identity_service.proto

import type { User as _atelier_identity_v1_User, User__Output as _atelier_identity_v1_User__Output } from '../../../atelier/identity/v1/User';

export interface UpdateProfileResponse {
  'user'?: (_atelier_identity_v1_User | null);
  'pending_email'?: (string);
}

export interface UpdateProfileResponse__Output {
  'user': (_atelier_identity_v1_User__Output | null);
  'pending_email': (string);
}
