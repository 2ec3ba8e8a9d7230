// Original file: atelier/identity/v1/identity_service.proto

export const UserStatus = {
  USER_STATUS_UNSPECIFIED: 'USER_STATUS_UNSPECIFIED',
  USER_STATUS_ACTIVE: 'USER_STATUS_ACTIVE',
  USER_STATUS_BLOCK: 'USER_STATUS_BLOCK',
  USER_STATUS_DEACTIVE: 'USER_STATUS_DEACTIVE',
  USER_STATUS_DELETED: 'USER_STATUS_DELETED',
} as const;

export type UserStatus =
  | 'USER_STATUS_UNSPECIFIED'
  | 0
  | 'USER_STATUS_ACTIVE'
  | 1
  | 'USER_STATUS_BLOCK'
  | 2
  | 'USER_STATUS_DEACTIVE'
  | 3
  | 'USER_STATUS_DELETED'
  | 4

export type UserStatus__Output = typeof UserStatus[keyof typeof UserStatus]
