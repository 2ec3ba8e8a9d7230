// Original file: atelier/identity/v1/identity_service.proto

export const Role = {
  ROLE_UNSPECIFIED: 'ROLE_UNSPECIFIED',
  ROLE_USER: 'ROLE_USER',
  ROLE_ADMIN: 'ROLE_ADMIN',
} as const;

export type Role =
  | 'ROLE_UNSPECIFIED'
  | 0
  | 'ROLE_USER'
  | 1
  | 'ROLE_ADMIN'
  | 2

export type Role__Output = typeof Role[keyof typeof Role]
