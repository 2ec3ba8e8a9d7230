// The identity schema as Kysely sees it (mirrors the migrations). Repositories take `Db`, which is
// either the schema-bound Kysely or a transaction on it, so one query serves both. The shared
// column types and Postgres helpers are the platform kit's.
import type { CreatedAt, Db as DbOf, Generated, UpdatedAt } from '@atelier/platform';
import type { OtpPurpose } from '../domain/otp';
import type { Role, SubscriptionType, UserStatus } from '../domain/user';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  profile_name: string;
  profile_pic: string | null;
  role: Role;
  subscription_type: SubscriptionType;
  status: UserStatus;
  password_hash: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OauthLinksTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: CreatedAt;
}

export interface OtpChallengesTable {
  id: string;
  purpose: OtpPurpose;
  email: string;
  code_hash: string | null;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  verified_at: Date | null;
  ticket_hash: string | null;
  created_at: CreatedAt;
  /** The account asking, for email_change challenges only (null otherwise). */
  user_id: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  rotation: Generated<number>;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  created_at: CreatedAt;
  last_used_at: Date;
}

export interface SessionRetiredTokensTable {
  token_hash: string;
  session_id: string;
  retired_at: Date;
  /** The token this one was rotated to, sealed with SECRETS_KEY (null for rows from before the grace window). */
  successor_sealed: string | null;
}

export interface LoginHistoryTable {
  id: string;
  user_id: string;
  method: 'password' | 'google';
  ip: string;
  browser: string;
  os: string;
  user_agent: string;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  ip: string;
  created_at: CreatedAt;
}

export interface IdentityDB {
  users: UsersTable;
  oauth_links: OauthLinksTable;
  otp_challenges: OtpChallengesTable;
  sessions: SessionsTable;
  session_retired_tokens: SessionRetiredTokensTable;
  login_history: LoginHistoryTable;
  login_failures: LoginFailuresTable;
}

export type Db = DbOf<IdentityDB>;
