// The admin schema as Kysely sees it (mirrors the migrations). Repositories take `Db`, the
// schema-bound Kysely or a transaction on it, so one query serves both. bigint columns are read as
// text by pg (ColumnType<string, …>); the repositories turn them into numbers.
import type { ColumnType, Db as DbOf, Generated } from '@atelier/platform';

type BigInt = ColumnType<string, number | undefined, number>;
type Json<T> = ColumnType<T, string, never>;

export interface EventsTable {
  event_id: string;
  topic: string;
  type: string;
  occurred_at: Date;
  payload: Json<unknown>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface UsersTable {
  user_id: string;
  registered_at: Date | null;
  registered_event: string | null;
  role: string | null;
  name: Generated<string>;
  email: Generated<string>;
  profile_at: Date | null;
  profile_event: string | null;
  status: string | null;
  status_at: Date | null;
  status_event: string | null;
  subscription: string | null;
  subscription_at: Date | null;
  subscription_event: string | null;
  deleted: Generated<boolean>;
  counted: Generated<boolean>;
  premium: Generated<boolean>;
}

export interface DailyActivityTable {
  day: ColumnType<string, string, never>; // YYYY-MM-DD
  signups: BigInt;
  images: BigInt;
}

export interface DailyRevenueTable {
  day: ColumnType<string, string, never>; // YYYY-MM-DD
  currency: string;
  amount: BigInt;
}

export interface AuditLogTable {
  id: string;
  event_id: string;
  at: Date;
  actor_id: string;
  ip: string;
  user_agent: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before_json: string;
  after_json: string;
  service: string;
  recorded_at: Generated<Date>;
}

export interface AdminDB {
  events: EventsTable;
  users: UsersTable;
  daily_activity: DailyActivityTable;
  daily_revenue: DailyRevenueTable;
  audit_log: AuditLogTable;
}

export type Db = DbOf<AdminDB>;
