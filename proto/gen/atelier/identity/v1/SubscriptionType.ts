// Original file: atelier/identity/v1/identity_service.proto

export const SubscriptionType = {
  SUBSCRIPTION_TYPE_UNSPECIFIED: 'SUBSCRIPTION_TYPE_UNSPECIFIED',
  SUBSCRIPTION_TYPE_FREE: 'SUBSCRIPTION_TYPE_FREE',
  SUBSCRIPTION_TYPE_PREMIUM: 'SUBSCRIPTION_TYPE_PREMIUM',
} as const;

export type SubscriptionType =
  | 'SUBSCRIPTION_TYPE_UNSPECIFIED'
  | 0
  | 'SUBSCRIPTION_TYPE_FREE'
  | 1
  | 'SUBSCRIPTION_TYPE_PREMIUM'
  | 2

export type SubscriptionType__Output = typeof SubscriptionType[keyof typeof SubscriptionType]
