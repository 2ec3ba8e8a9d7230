// Original file: atelier/identity/v1/identity_service.proto

import type { UserStatus as _atelier_identity_v1_UserStatus, UserStatus__Output as _atelier_identity_v1_UserStatus__Output } from '../../../atelier/identity/v1/UserStatus';
import type { SubscriptionType as _atelier_identity_v1_SubscriptionType, SubscriptionType__Output as _atelier_identity_v1_SubscriptionType__Output } from '../../../atelier/identity/v1/SubscriptionType';

export interface ListUsersRequest {
  'name'?: (string);
  'status'?: (_atelier_identity_v1_UserStatus);
  'subscription_type'?: (_atelier_identity_v1_SubscriptionType);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListUsersRequest__Output {
  'name': (string);
  'status': (_atelier_identity_v1_UserStatus__Output);
  'subscription_type': (_atelier_identity_v1_SubscriptionType__Output);
  'page': (number);
  'page_size': (number);
}
