import { z } from 'zod';
import * as A from './auth';
import * as AD from './admin';
import * as B from './billing';
import * as F from './feeds';
import { StatusMsg } from './common';
import * as I from './imaging';
import { ADMIN_MSG, AUTH_MSG, BILLING_MSG, GATEWAY_MSG, IMAGING_LIMITS, IMAGING_MSG, MSG } from './messages';

/**
 * The REST route table (spec §7), relative to the API base (`/api` on the gateway).
 * `auth`: none — public; user — a signed-in user; admin — a signed-in admin.
 * The gateway registers exactly these; api-client derives its typed calls from them.
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'none' | 'user' | 'admin';
  body?: z.ZodType;
  /** Path parameters (`:name` segments of `path`), validated like the body. */
  params?: z.ZodType;
  /** Query string, validated like the body (unknown keys refused). */
  query?: z.ZodType;
  /** Largest accepted body in bytes when above the gateway's default (image uploads). */
  bodyLimit?: number;
  response: z.ZodType;
  summary: string;
  /** Answers beyond the usual validation/auth ones that a client must handle, each with its
   *  message (described in the OpenAPI document; the body is always ErrorBody). */
  errors?: Readonly<Partial<Record<402 | 403 | 404 | 409 | 413 | 429 | 503, string>>>;
}

/** The JSON around the data URLs: two prompts of IMAGING_LIMITS.promptMax characters even fully
 *  \u-escaped (6 bytes each, 24 KB) and the small fields, with room to spare. */
const IMAGE_BODY_JSON = 64 * 1024;
/** Up-scale and out-paint bodies: one legal image's data URL (IMAGING_LIMITS.dataUrlMax) + the JSON
 *  (26.8 MiB). Larger bodies are 413 before they are read (Content-Length) or as they arrive. */
export const IMAGE_BODY_LIMIT = IMAGING_LIMITS.dataUrlMax + IMAGE_BODY_JSON;
/** In-painting bodies: the image and its mask (IMAGING_LIMITS.maskDataUrlMax) + the JSON (29.4 MiB). */
export const INPAINT_BODY_LIMIT = IMAGING_LIMITS.dataUrlMax + IMAGING_LIMITS.maskDataUrlMax + IMAGE_BODY_JSON;
const IdParams = z.strictObject({ id: z.string().min(1).max(64) });
const ModelIdParams = z.strictObject({ model_id: z.string().min(1).max(64) });
/** A model picker's type: an operation, or "text-to-image" as the studio says text2img. */
export const ModelsTypeParam = z.enum(['text-to-image', ...I.Operation.options]);
const PageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).optional() });
const ModelQuery = z.strictObject({ name: z.string().max(IMAGING_LIMITS.modelNameMax).optional(), status: z.union([I.ActiveStatus, z.literal('')]).optional() });

const r = <T extends RouteDef>(d: T) => d;

/** What starting a job may answer besides validation (the credits are held before it is accepted). */
const SUBMIT_ERRORS = {
  402: BILLING_MSG.notEnoughCredits,
  409: IMAGING_MSG.modelUnavailable,
  429: IMAGING_MSG.tooManyInFlight,
  503: MSG.unavailable,
} as const;
/** Generation and in-painting also carry Make Public: keeping a result private is premium's (spec §6). */
const PUBLISHING_SUBMIT_ERRORS = { ...SUBMIT_ERRORS, 403: IMAGING_MSG.privateNeedsPremium } as const;
/** Jobs with an uploaded image may also be shed before any decoding: the decoder or the gateway's
 *  upload budget is full (503 with Retry-After; the same status as a service that is down); a body
 *  over the route's bodyLimit is 413. */
const UPLOAD_SUBMIT_ERRORS = { ...SUBMIT_ERRORS, 413: GATEWAY_MSG.bodyTooLarge, 503: IMAGING_MSG.busy } as const;

export const routes = {
  login: r({ method: 'POST', path: '/auth/login', auth: 'none', body: A.LoginBody, response: A.LoginResponse, summary: 'Sign in with email and password' }),
  sendOtp: r({ method: 'POST', path: '/auth/send_otp', auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Start registration: email a one-time code' }),
  verifyOtp: r({ method: 'POST', path: '/auth/verify_otp', auth: 'none', body: A.VerifyOtpBody, response: StatusMsg, summary: 'Verify the registration code' }),
  resendOtp: r({ method: 'POST', path: '/auth/resend_otp', auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Send a new registration code' }),
  registerSetPassword: r({ method: 'POST', path: '/auth/register_set_password', auth: 'none', body: A.RegisterSetPasswordBody, response: StatusMsg, summary: 'Finish registration: name, profile name, password' }),
  forgotSendOtp: r({ method: 'POST', path: '/auth/forgot_send_otp', auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Start password reset: email a one-time code' }),
  forgotResendOtp: r({ method: 'POST', path: '/auth/forgot_resend_otp', auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Send a new reset code' }),
  forgotVerifyOtp: r({ method: 'POST', path: '/auth/forgot_verify_otp', auth: 'none', body: A.VerifyOtpBody, response: StatusMsg, summary: 'Verify the reset code' }),
  forgotSetPassword: r({ method: 'POST', path: '/auth/forgot_set_password', auth: 'none', body: A.ForgotSetPasswordBody, response: A.ForgotSetPasswordResponse, summary: 'Set a new password after a verified reset code' }),

  getMe: r({ method: 'POST', path: '/users/get_me', auth: 'user', response: A.GetMeResponse, summary: 'The signed-in user' }),
  loginHistory: r({ method: 'GET', path: '/users/login_history', auth: 'user', response: A.LoginHistoryResponse, summary: 'Last 10 sign-ins' }),
  updatePassword: r({ method: 'POST', path: '/users/update_password', auth: 'user', body: A.UpdatePasswordBody, response: StatusMsg, summary: 'Change password' }),
  updateProfile: r({ method: 'POST', path: '/users/update_profile', auth: 'user', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change name and profile name; a new email (with current_password) is only requested: a code goes to it', errors: { 429: AUTH_MSG.codeWaitBeforeResend } }),
  confirmEmailChange: r({ method: 'POST', path: '/users/confirm_email_change', auth: 'user', body: A.ConfirmEmailChangeBody, response: A.ConfirmEmailChangeResponse, summary: 'Confirm a requested email change with the code sent to the new address', errors: { 409: AUTH_MSG.emailInUse } }),
  logout: r({ method: 'POST', path: '/users/logout', auth: 'user', response: StatusMsg, summary: 'Sign out and revoke this session' }),

  adminGetMe: r({ method: 'POST', path: '/admin/get_me', auth: 'admin', response: A.AdminGetMeResponse, summary: 'The signed-in admin' }),
  adminLoginHistory: r({ method: 'GET', path: '/admin/login_history', auth: 'admin', response: A.LoginHistoryResponse, summary: 'Last 10 sign-ins of the admin' }),
  adminUpdatePassword: r({ method: 'POST', path: '/admin/update_password', auth: 'admin', body: A.UpdatePasswordBody, response: StatusMsg, summary: 'Change the admin password' }),
  adminUpdateProfile: r({ method: 'POST', path: '/admin/update_profile', auth: 'admin', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change the admin profile (a new email as for users)', errors: { 429: AUTH_MSG.codeWaitBeforeResend } }),
  adminConfirmEmailChange: r({ method: 'POST', path: '/admin/confirm_email_change', auth: 'admin', body: A.ConfirmEmailChangeBody, response: A.ConfirmEmailChangeResponse, summary: 'Confirm the admin email change with the code sent to the new address', errors: { 409: AUTH_MSG.emailInUse } }),
  adminLogout: r({ method: 'POST', path: '/admin/logout', auth: 'admin', response: StatusMsg, summary: 'Sign the admin out' }),

  imageGenerate: r({ method: 'POST', path: '/text_to_image/v2/image_generate', auth: 'user', body: I.GenerateBody, response: I.GenerateResponse, summary: 'Start a text-to-image job; answers at once with the pending image(s)', errors: PUBLISHING_SUBMIT_ERRORS }),
  getPendingImage: r({ method: 'GET', path: '/text_to_image/v2/get_pending_image/:id', auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'One of your images (poll until image_url or failure)' }),
  userImages: r({ method: 'GET', path: '/text_to_image/user_image', auth: 'user', response: I.ImageListResponse, summary: 'Your recent images, newest first, pending included' }),
  allUserImages: r({ method: 'GET', path: '/users/get_all_user_image', auth: 'user', query: PageQuery, response: I.ImagePageResponse, summary: 'All your images, paged (newest first)' }),
  inpaintGenerate: r({ method: 'POST', path: '/inpaint/v2/generate_image', auth: 'user', body: I.InpaintBody, bodyLimit: INPAINT_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an in-painting job', errors: { ...UPLOAD_SUBMIT_ERRORS, 403: IMAGING_MSG.privateNeedsPremium } }),
  inpaintPending: r({ method: 'GET', path: '/inpaint/v2/get_pending_image/:id', auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An in-painting result' }),
  upscaleGenerate: r({ method: 'POST', path: '/upscale/v2/generate_image', auth: 'user', body: I.UpscaleBody, bodyLimit: IMAGE_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an up-scaling job', errors: UPLOAD_SUBMIT_ERRORS }),
  upscalePending: r({ method: 'GET', path: '/upscale/v2/get_pending_image/:id', auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An up-scaling result' }),
  outpaintGenerate: r({ method: 'POST', path: '/outpaint/v2/generate_image', auth: 'user', body: I.OutpaintBody, bodyLimit: IMAGE_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an out-painting job', errors: UPLOAD_SUBMIT_ERRORS }),
  outpaintPending: r({ method: 'GET', path: '/outpaint/v2/get_pending_image/:id', auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An out-painting result' }),
  userModels: r({ method: 'GET', path: '/users/models/:type', auth: 'user', params: z.strictObject({ type: ModelsTypeParam }), response: I.OptionsResponse, summary: 'Active models of a type (value = id, label = name)' }),
  modelSizes: r({ method: 'GET', path: '/users/model_sizes/:model_id', auth: 'user', params: ModelIdParams, response: I.OptionsResponse, summary: 'The sizes a model offers ("W*H")' }),

  adminModels: r({ method: 'GET', path: '/admin/get_model', auth: 'admin', query: ModelQuery, response: I.ModelListResponse, summary: 'Models, filtered by name and status' }),
  adminCreateModel: r({ method: 'POST', path: '/admin/create_model', auth: 'admin', body: I.CreateModelBody, response: I.ModelResponse, summary: 'Create a model' }),
  adminModel: r({ method: 'GET', path: '/admin/get_model/by/:id', auth: 'admin', params: IdParams, response: I.ModelResponse, summary: 'One model' }),
  adminUpdateModel: r({ method: 'PUT', path: '/admin/model/:id', auth: 'admin', params: IdParams, body: I.UpdateModelBody, response: I.ModelResponse, summary: 'Update a model' }),
  adminDeleteModel: r({ method: 'DELETE', path: '/admin/model/:id', auth: 'admin', params: IdParams, response: I.Deleted, summary: 'Delete a model (refused while it has instances or images)' }),
  adminModelInstances: r({ method: 'GET', path: '/admin/get_model_instance', auth: 'admin', query: ModelQuery, response: I.ModelInstanceListResponse, summary: 'Model instances, filtered by name and status' }),
  adminCreateModelInstance: r({ method: 'POST', path: '/admin/model_instance', auth: 'admin', body: I.CreateModelInstanceBody, response: I.ModelInstanceResponse, summary: 'Create a model instance (GPU node)' }),
  adminModelInstance: r({ method: 'GET', path: '/admin/get_model_instance/:id', auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'One model instance' }),
  adminUpdateModelInstance: r({ method: 'PUT', path: '/admin/model_instance/:id', auth: 'admin', params: IdParams, body: I.UpdateModelInstanceBody, response: I.ModelInstanceResponse, summary: 'Update a model instance' }),
  adminDeleteModelInstance: r({ method: 'DELETE', path: '/admin/model_instance/:id', auth: 'admin', params: IdParams, response: I.Deleted, summary: 'Delete a model instance' }),

  communityFeed: r({ method: 'GET', path: '/users/get_community_field', auth: 'user', query: F.CommunityFeedQuery, response: F.FeedResponse, summary: 'Public creations of everyone, by category, search and sort; keyset-paged (next_cursor)' }),
  personalFeed: r({ method: 'GET', path: '/users/get_personal_field', auth: 'user', query: F.PersonalFeedQuery, response: F.FeedResponse, summary: 'Your generations, your followees\' public images, or images you liked; keyset-paged (next_cursor)' }),
  like: r({ method: 'POST', path: '/users/like/:image_id', auth: 'user', params: F.ImageIdParams, response: F.LikeResponse, summary: 'Like an image (idempotent)', errors: { 404: IMAGING_MSG.imageNotFound } }),
  unlike: r({ method: 'DELETE', path: '/users/like/:image_id', auth: 'user', params: F.ImageIdParams, response: F.LikeResponse, summary: 'Take back a like (idempotent)', errors: { 404: IMAGING_MSG.imageNotFound } }),
  follow: r({ method: 'POST', path: '/users/follow/:user_id', auth: 'user', params: F.UserIdParams, response: F.FollowResponse, summary: 'Follow a user (idempotent; not yourself)', errors: { 404: AUTH_MSG.userNotFound } }),
  unfollow: r({ method: 'DELETE', path: '/users/follow/:user_id', auth: 'user', params: F.UserIdParams, response: F.FollowResponse, summary: 'Stop following a user (idempotent)', errors: { 404: AUTH_MSG.userNotFound } }),

  getCredits: r({ method: 'GET', path: '/users/get_credits', auth: 'user', response: B.CreditsResponse, summary: 'Credits you can spend now, and those held by running jobs' }),
  plans: r({ method: 'GET', path: '/users/plans', auth: 'user', response: B.PlanListResponse, summary: 'Plans on sale (active ones)' }),
  transactions: r({ method: 'GET', path: '/users/transactions', auth: 'user', query: PageQuery, response: B.TransactionsResponse, summary: 'Your payments, newest first, paged' }),
  creditsBurn: r({ method: 'GET', path: '/users/credits_burn', auth: 'user', query: PageQuery, response: B.CreditsBurnResponse, summary: 'Your credit ledger, newest first, paged (open holds shown as Held)' }),
  createOrder: r({ method: 'POST', path: '/payment/create_order', auth: 'user', body: B.CreateOrderBody, response: B.PaymentOrderResponse, summary: "Create a payment order for a plan, in the plan's currency" }),
  verifyPayment: r({ method: 'POST', path: '/payment/verify', auth: 'user', body: B.VerifyPaymentBody, response: B.PaymentVerifiedResponse, summary: 'Verify a Checkout payment and add its credits (once)' }),

  adminPlans: r({ method: 'GET', path: '/admin/plans/', auth: 'admin', response: B.PlanListResponse, summary: 'Every plan' }),
  adminCreatePlan: r({ method: 'POST', path: '/admin/create_plan', auth: 'admin', body: B.CreatePlanBody, response: B.PlanResponse, summary: 'Create a plan' }),
  adminUpdatePlan: r({ method: 'PUT', path: '/admin/plan/:id', auth: 'admin', params: IdParams, body: B.UpdatePlanBody, response: B.PlanResponse, summary: 'Update a plan' }),
  adminDeletePlan: r({ method: 'DELETE', path: '/admin/plan/:id', auth: 'admin', params: IdParams, response: StatusMsg, summary: 'Delete a plan (one that was ever bought is deactivated instead)' }),
  adminDashboard: r({ method: 'GET', path: '/admin/dashboard', auth: 'admin', response: AD.DashboardResponse, summary: 'Totals (users, premium users, images, revenue per currency net of refunds) and 30 days of series' }),
  adminUsers: r({ method: 'GET', path: '/admin/all_user', auth: 'admin', query: AD.AllUserQuery, response: AD.AllUserResponse, summary: 'Users, searched by name and filtered by status and subscription; 10 a page with the total count' }),
  adminUpdateUser: r({ method: 'PUT', path: '/admin/user/:id', auth: 'admin', params: IdParams, body: AD.UpdateUserBody, response: AD.AdminUserResponse, summary: "Edit a user's name, profile name, status and subscription (blocking ends their sessions at once)", errors: { 404: AUTH_MSG.userNotFound, 409: ADMIN_MSG.lastAdmin } }),
  adminDeleteUser: r({ method: 'DELETE', path: '/admin/user/:id', auth: 'admin', params: IdParams, response: StatusMsg, summary: 'Delete a user: personal data removed, signed out, images out of every feed', errors: { 404: AUTH_MSG.userNotFound, 409: ADMIN_MSG.lastAdmin } }),
  adminJobs: r({ method: 'GET', path: '/admin/jobs', auth: 'admin', query: AD.AdminJobsQuery, response: AD.AdminJobsResponse, summary: 'The job queue, newest first, with counts per state' }),
  adminCancelJob: r({ method: 'POST', path: '/admin/jobs/:id/cancel', auth: 'admin', params: IdParams, response: AD.AdminJobResponse, summary: 'Cancel a pending or running job (its hold is released; the node job stopped where it can be)', errors: { 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotCancelable } }),
  adminRetryJob: r({ method: 'POST', path: '/admin/jobs/:id/retry', auth: 'admin', params: IdParams, response: AD.AdminJobResponse, summary: 'Run a failed or canceled job again as a new job (a new hold)', errors: { 402: BILLING_MSG.notEnoughCredits, 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotRetryable } }),
  adminPruneJobs: r({ method: 'POST', path: '/admin/jobs/prune', auth: 'admin', body: AD.PruneJobsBody, response: AD.PruneJobsResponse, summary: 'Delete finished jobs (success, failure, canceled) older than N days; their images stay' }),
  adminPauseInstance: r({ method: 'POST', path: '/admin/model_instance/:id/pause', auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'Pause a model instance: running jobs finish, no new ones start' }),
  adminResumeInstance: r({ method: 'POST', path: '/admin/model_instance/:id/resume', auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'Resume a paused model instance' }),
  adminTestInstance: r({ method: 'POST', path: '/admin/model_instance/:id/test', auth: 'admin', params: IdParams, response: AD.TestConnectionResponse, summary: 'Ask the node, through its adapter, whether it answers' }),
  adminAuditLog: r({ method: 'GET', path: '/admin/audit_log', auth: 'admin', query: AD.AuditLogQuery, response: AD.AuditLogResponse, summary: 'Every admin action that changed something, newest first (append-only)' }),
  cancelJob: r({ method: 'POST', path: '/users/jobs/:id/cancel', auth: 'user', params: IdParams, response: AD.CancelJobResponse, summary: 'Cancel your own pending or running job (its hold is released)', errors: { 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotCancelable } }),
  adminAdjustCredits: r({ method: 'POST', path: '/admin/user/:id/credits', auth: 'admin', params: IdParams, body: B.AdjustCreditsBody, response: B.CreditsAdjustedResponse, summary: "Add or take a user's credits, with a reason" }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type BodyOf<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : undefined;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: z.ZodType } ? z.input<Routes[N]['params']> : undefined;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : undefined;

/** Routes that are not JSON calls and so sit outside the table: documented in docs/api.md. */
export const EXTRA_PATHS = {
  /** GET: starts Google sign-in (302 to the provider), and is where the provider returns with ?code&state. */
  googleCallback: '/auth/google/callback',
  /** GET: issues the CSRF cookie for the double-submit check. */
  csrf: '/auth/csrf',
  /** POST: rotates the refresh token and issues a fresh access cookie. */
  refresh: '/auth/refresh',
  /** GET: whether Google sign-in is configured (the button says so when it is not). */
  providers: '/auth/providers',
  /** GET: Server-Sent Events for the signed-in user: `event: image`, `data: <ImageRecord>` on each finished image;
   *  `event: credits`, `data: {"credits":N,"held":M}` (no id, never replayed) on each change of their wallet. */
  imageEvents: '/images/events',
  /** POST: Razorpay's webhook; the raw body is signed (X-Razorpay-Signature), so it is not a JSON route:
   *  no session, no CSRF, the bytes go to billing untouched (≤ 256 kB); 200 {status:"ok"}, forged 400. */
  paymentWebhook: '/payment/webhook',
  /** GET: a successful payment's tax invoice (application/pdf), owner only. `:id` is the invoice id. */
  invoice: '/users/invoice/:id',
} as const;

/** Who may call each of EXTRA_PATHS, as RouteDef.auth says it for the table's routes — `refresh`:
 *  the refresh cookie, not the access cookie, is what authorizes it. The gateway's OpenAPI document
 *  and the route-table suites (system-tests/route-matrix) read it from here. */
export const EXTRA_PATH_AUTH: Readonly<Record<keyof typeof EXTRA_PATHS, RouteDef['auth'] | 'refresh'>> = {
  googleCallback: 'none',
  csrf: 'none',
  refresh: 'refresh',
  providers: 'none',
  imageEvents: 'user',
  paymentWebhook: 'none',
  invoice: 'user',
};

/** Where the gateway serves stored files; `image_cdn` is PUBLIC_URL + this. */
export const MEDIA_BASE = '/media/';

/** The API base the gateway serves the contract under; browser code prefixes calls with it. */
export const API_BASE = '/api';
/** Double-submit CSRF: the cookie the gateway sets and the header the client echoes. */
export const CSRF_COOKIE = 'atelier_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ACCESS_COOKIE = 'atelier_at';
export const REFRESH_COOKIE = 'atelier_rt';
