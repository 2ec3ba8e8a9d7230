// Original file: atelier/identity/v1/identity_service.proto

import type { Role as _atelier_identity_v1_Role, Role__Output as _atelier_identity_v1_Role__Output } from '../../../atelier/identity/v1/Role';
import type { SubscriptionType as _atelier_identity_v1_SubscriptionType, SubscriptionType__Output as _atelier_identity_v1_SubscriptionType__Output } from '../../../atelier/identity/v1/SubscriptionType';
import type { UserStatus as _atelier_identity_v1_UserStatus, UserStatus__Output as _atelier_identity_v1_UserStatus__Output } from '../../../atelier/identity/v1/UserStatus';

export interface User {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'profile_name'?: (string);
  'profile_pic'?: (string);
  'role'?: (_atelier_identity_v1_Role);
  'subscription_type'?: (_atelier_identity_v1_SubscriptionType);
  'status'?: (_atelier_identity_v1_UserStatus);
  'created_at'?: (string);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'name': (string);
  'profile_name': (string);
  'profile_pic': (string);
  'role': (_atelier_identity_v1_Role__Output);
  'subscription_type': (_atelier_identity_v1_SubscriptionType__Output);
  'status': (_atelier_identity_v1_UserStatus__Output);
  'created_at': (string);
}
