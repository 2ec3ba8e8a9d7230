// The admin area's REST shapes beyond the spec's model and plan calls (issue 10): the dashboard,
// the user report and its edits, the built-in job queue, model instances' health and controls, and
// the audit log. Money is integer subunits per currency (paise, cents); times are ISO 8601 text.
import { z } from 'zod';
import { Role, SubscriptionType } from './common';
import { Name, ProfileName } from './fields';
import { ADMIN_LIMITS, ADMIN_MSG, MSG } from './messages';
import { Operation } from './imaging';

const ok = z.literal('success');

// ---- dashboard ------------------------------------------------------------------------------

/** An amount per currency, in subunits; every currency is present (0 when none). */
export const MoneyByCurrency = z.strictObject({ INR: z.number().int(), USD: z.number().int() });
export type MoneyByCurrency = z.infer<typeof MoneyByCurrency>;

/** One day of the dashboard's charts (UTC days, oldest first). */
export const DashboardDay = z.strictObject({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  signups: z.number().int(),
  images: z.number().int(),
  /** Captured minus refunded that day, per currency. */
  revenue: MoneyByCurrency,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** Spec §3 "Admin dashboard response" (users, totalPremiumUser, totalImageGenerated) plus the
 *  revenue the seed always showed as 0 — real, per currency, refunds subtracted — and 30 days of series. */
export const Dashboard = z.strictObject({
  /** Users who are not deleted (admins included). */
  users: z.number().int(),
  /** Active (not blocked, deactivated or deleted) users on the premium subscription. */
  totalPremiumUser: z.number().int(),
  /** Successful images ever (every image of every successful job). */
  totalImageGenerated: z.number().int(),
  totalRevenue: MoneyByCurrency,
  /** The last ADMIN_LIMITS.seriesDays days, today last; days without activity are zeros. */
  series: z.array(DashboardDay),
  /** When the projection last changed (ISO), null when it is empty. */
  updatedAt: z.string().nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const DashboardResponse = z.strictObject({ status: ok, data: Dashboard });

// ---- users ----------------------------------------------------------------------------------

export const UserStatus = z.enum(['active', 'block', 'deactive']);
export type UserStatus = z.infer<typeof UserStatus>;

const emptyOr = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const Page = z.coerce.number({ error: MSG.badPage }).int(MSG.badPage).min(1, MSG.badPage).max(100_000, MSG.badPage).optional();

/** GET /admin/all_user: search by name (or email), filter by status and subscription; ADMIN_LIMITS.userPageSize rows a page. */
export const AllUserQuery = z.strictObject({
  name: z.string().max(ADMIN_LIMITS.searchMax, ADMIN_MSG.searchMax).optional(),
  page: Page,
  status: emptyOr(UserStatus),
  subscription: emptyOr(SubscriptionType),
});

/** Spec §3 "Admin list rows": the user plus id, createdAt, user_type, status — and their credits (billing's). */
export const AdminUserRow = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_name: z.string(),
  profile_pic: z.string().nullable(),
  createdAt: z.string(),
  user_type: Role,
  status: UserStatus,
  user_subscription_type: SubscriptionType,
  /** Credits they can spend now (billing's wallet); 0 for an admin. */
  credits: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AllUserResponse = z.strictObject({ status: ok, data: z.strictObject({ rows: z.array(AdminUserRow), count: z.number().int() }) });

/** PUT /admin/user/:id — every field required (the edit dialog sends the whole row). */
export const UpdateUserBody = z.strictObject({
  name: Name,
  profile_name: ProfileName,
  status: UserStatus.or(z.undefined()).refine((v) => v !== undefined, ADMIN_MSG.userStatus),
  user_subscription_type: SubscriptionType.or(z.undefined()).refine((v) => v !== undefined, ADMIN_MSG.userSubscription),
});
export const AdminUserResponse = z.strictObject({ status: ok, msg: z.string(), data: AdminUserRow });

// ---- jobs (the built-in queue) --------------------------------------------------------------

export const JobStatus = z.enum(['pending', 'running', 'success', 'failure', 'canceled']);
export type JobStatus = z.infer<typeof JobStatus>;

/** GET /admin/jobs: newest first, ADMIN_LIMITS.jobPageSize rows a page. */
export const AdminJobsQuery = z.strictObject({
  status: emptyOr(JobStatus),
  model_id: z.string().max(64).optional(),
  user_id: z.string().max(64).optional(),
  page: Page,
});

export const AdminJobRow = z.strictObject({
  id: z.string(),
  status: JobStatus,
  operation: Operation,
  user: z.strictObject({ id: z.string(), name: z.string() }),
  model: z.strictObject({ id: z.string(), name: z.string() }),
  /** The node that ran (or runs) it; null while it waits. */
  instance: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  attempts: z.number().int(),
  /** Images the job makes. */
  image_count: z.number().int(),
  credits: z.number().int(),
  /** The last error, as the operator reads it; null when none. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJobRow = z.infer<typeof AdminJobRow>;

/** Jobs per state, over the whole queue (not only this page). */
export const JobCounts = z.strictObject({ pending: z.number().int(), running: z.number().int(), success: z.number().int(), failure: z.number().int(), canceled: z.number().int() });
export type JobCounts = z.infer<typeof JobCounts>;

export const AdminJobsResponse = z.strictObject({ status: ok, data: z.strictObject({ rows: z.array(AdminJobRow), count: z.number().int(), counts: JobCounts }) });
export const AdminJobResponse = z.strictObject({ status: ok, msg: z.string(), data: AdminJobRow });
export const PruneJobsBody = z.strictObject({
  older_than_days: z.number({ error: ADMIN_MSG.pruneDays }).int(ADMIN_MSG.pruneDays).min(ADMIN_LIMITS.pruneDaysMin, ADMIN_MSG.pruneDays).max(ADMIN_LIMITS.pruneDaysMax, ADMIN_MSG.pruneDays),
});
export const PruneJobsResponse = z.strictObject({ status: ok, msg: z.string(), data: z.strictObject({ pruned: z.number().int() }) });

/** POST /users/jobs/:id/cancel — the owner's own pending or running job. */
export const CancelJobResponse = z.strictObject({ status: ok, msg: z.string(), data: z.strictObject({ id: z.string(), status: JobStatus }) });

// ---- model instances: health and controls ------------------------------------------------------

/** POST /admin/model_instance/:id/test — the node asked through its adapter, now. */
export const TestConnectionResponse = z.strictObject({
  status: ok,
  msg: z.string(),
  data: z.strictObject({ ok: z.boolean(), latency_ms: z.number().int(), detail: z.string() }),
});

// ---- audit log --------------------------------------------------------------------------------

/** What an admin did, "<entity>.<verb>" — each action recorded by the service that owns the entity. */
export const AuditAction = z.enum([
  'user.update',
  'user.delete',
  'user.credits_adjust',
  'model.create',
  'model.update',
  'model.delete',
  'model_instance.create',
  'model_instance.update',
  'model_instance.delete',
  'model_instance.pause',
  'model_instance.resume',
  'plan.create',
  'plan.update',
  'plan.delete',
  'job.cancel',
  'job.retry',
  'job.prune',
]);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntity = z.enum(['user', 'model', 'model_instance', 'plan', 'job']);
export type AuditEntity = z.infer<typeof AuditEntity>;

/** GET /admin/audit_log: newest first, ADMIN_LIMITS.auditPageSize rows a page; `actor` is an admin's id. */
export const AuditLogQuery = z.strictObject({
  page: Page,
  actor: z.string().max(64).optional(),
  action: emptyOr(AuditAction),
  entity: emptyOr(AuditEntity),
});

export const AuditRow = z.strictObject({
  id: z.string(),
  at: z.string(),
  actor: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
  ip: z.string(),
  user_agent: z.string(),
  action: AuditAction,
  entity_type: AuditEntity,
  entity_id: z.string(),
  /** The entity before and after, secrets replaced by "[redacted]"; null where there is none (create, delete). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const AuditLogResponse = z.strictObject({ status: ok, data: z.strictObject({ rows: z.array(AuditRow), count: z.number().int() }) });

/** Keys whose values never reach an audit row (or a log): matched case-insensitively, anywhere in a key. */
export const SECRET_KEY_PARTS = ['token', 'password', 'secret', 'api_key', 'apikey', 'authorization'] as const;
export const REDACTED = '[redacted]';

/** A deep copy with every value under a secret-looking key replaced by REDACTED (pure). */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const key = k.toLowerCase();
      out[k] = SECRET_KEY_PARTS.some((p) => key.includes(p)) ? REDACTED : redactSecrets(v);
    }
    return out;
  }
  return value;
}
