import { z } from 'zod';
import * as A from './auth';
import * as AD from './admin';
import * as B from './billing';
import * as F from './feeds';
import { StatusMsg } from './common';
import * as I from './imaging';
import { ADMIN_MSG, AUTH_MSG, BILLING_MSG, GATEWAY_MSG, IMAGING_LIMITS, IMAGING_MSG, MSG } from './messages';
import { ROUTE_ADDRESSES, type EXTRA_PATHS, type RouteAddress } from './route-addresses';

// The addresses and the browser's constants live in route-addresses.ts (no zod); exported from here too.
export * from './route-addresses';

/**
 * The REST route table (spec §7), relative to the API base (`/api` on the gateway).
 * `auth`: none — public; user — a signed-in user; admin — a signed-in admin.
 * The gateway registers exactly these; api-client derives its typed calls from them.
 */
export interface RouteDef extends RouteAddress {
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

/** A route: its address (ROUTE_ADDRESSES, where `parts` must say whether it has params or a query —
 *  tests/routes.test.ts checks it) and what the gateway validates and documents. */
const r = <A extends RouteAddress, D extends Omit<RouteDef, keyof RouteAddress>>(address: A, d: D): A & D => ({ ...address, ...d });

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
  login: r(ROUTE_ADDRESSES.login, { auth: 'none', body: A.LoginBody, response: A.LoginResponse, summary: 'Sign in with email and password' }),
  sendOtp: r(ROUTE_ADDRESSES.sendOtp, { auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Start registration: email a one-time code' }),
  verifyOtp: r(ROUTE_ADDRESSES.verifyOtp, { auth: 'none', body: A.VerifyOtpBody, response: StatusMsg, summary: 'Verify the registration code' }),
  resendOtp: r(ROUTE_ADDRESSES.resendOtp, { auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Send a new registration code' }),
  registerSetPassword: r(ROUTE_ADDRESSES.registerSetPassword, { auth: 'none', body: A.RegisterSetPasswordBody, response: StatusMsg, summary: 'Finish registration: name, profile name, password' }),
  forgotSendOtp: r(ROUTE_ADDRESSES.forgotSendOtp, { auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Start password reset: email a one-time code' }),
  forgotResendOtp: r(ROUTE_ADDRESSES.forgotResendOtp, { auth: 'none', body: A.EmailBody, response: A.CodeSentResponse, summary: 'Send a new reset code' }),
  forgotVerifyOtp: r(ROUTE_ADDRESSES.forgotVerifyOtp, { auth: 'none', body: A.VerifyOtpBody, response: StatusMsg, summary: 'Verify the reset code' }),
  forgotSetPassword: r(ROUTE_ADDRESSES.forgotSetPassword, { auth: 'none', body: A.ForgotSetPasswordBody, response: A.ForgotSetPasswordResponse, summary: 'Set a new password after a verified reset code' }),

  getMe: r(ROUTE_ADDRESSES.getMe, { auth: 'user', response: A.GetMeResponse, summary: 'The signed-in user' }),
  loginHistory: r(ROUTE_ADDRESSES.loginHistory, { auth: 'user', response: A.LoginHistoryResponse, summary: 'Last 10 sign-ins' }),
  updatePassword: r(ROUTE_ADDRESSES.updatePassword, { auth: 'user', body: A.UpdatePasswordBody, response: StatusMsg, summary: 'Change password' }),
  updateProfile: r(ROUTE_ADDRESSES.updateProfile, { auth: 'user', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change name and profile name; a new email (with current_password) is only requested: a code goes to it', errors: { 429: AUTH_MSG.codeWaitBeforeResend } }),
  confirmEmailChange: r(ROUTE_ADDRESSES.confirmEmailChange, { auth: 'user', body: A.ConfirmEmailChangeBody, response: A.ConfirmEmailChangeResponse, summary: 'Confirm a requested email change with the code sent to the new address', errors: { 409: AUTH_MSG.emailInUse } }),
  logout: r(ROUTE_ADDRESSES.logout, { auth: 'user', response: StatusMsg, summary: 'Sign out and revoke this session' }),

  adminGetMe: r(ROUTE_ADDRESSES.adminGetMe, { auth: 'admin', response: A.AdminGetMeResponse, summary: 'The signed-in admin' }),
  adminLoginHistory: r(ROUTE_ADDRESSES.adminLoginHistory, { auth: 'admin', response: A.LoginHistoryResponse, summary: 'Last 10 sign-ins of the admin' }),
  adminUpdatePassword: r(ROUTE_ADDRESSES.adminUpdatePassword, { auth: 'admin', body: A.UpdatePasswordBody, response: StatusMsg, summary: 'Change the admin password' }),
  adminUpdateProfile: r(ROUTE_ADDRESSES.adminUpdateProfile, { auth: 'admin', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change the admin profile (a new email as for users)', errors: { 429: AUTH_MSG.codeWaitBeforeResend } }),
  adminConfirmEmailChange: r(ROUTE_ADDRESSES.adminConfirmEmailChange, { auth: 'admin', body: A.ConfirmEmailChangeBody, response: A.ConfirmEmailChangeResponse, summary: 'Confirm the admin email change with the code sent to the new address', errors: { 409: AUTH_MSG.emailInUse } }),
  adminLogout: r(ROUTE_ADDRESSES.adminLogout, { auth: 'admin', response: StatusMsg, summary: 'Sign the admin out' }),

  imageGenerate: r(ROUTE_ADDRESSES.imageGenerate, { auth: 'user', body: I.GenerateBody, response: I.GenerateResponse, summary: 'Start a text-to-image job; answers at once with the pending image(s)', errors: PUBLISHING_SUBMIT_ERRORS }),
  getPendingImage: r(ROUTE_ADDRESSES.getPendingImage, { auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'One of your images (poll until image_url or failure)' }),
  userImages: r(ROUTE_ADDRESSES.userImages, { auth: 'user', response: I.ImageListResponse, summary: 'Your recent images, newest first, pending included' }),
  allUserImages: r(ROUTE_ADDRESSES.allUserImages, { auth: 'user', query: PageQuery, response: I.ImagePageResponse, summary: 'All your images, paged (newest first)' }),
  inpaintGenerate: r(ROUTE_ADDRESSES.inpaintGenerate, { auth: 'user', body: I.InpaintBody, bodyLimit: INPAINT_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an in-painting job', errors: { ...UPLOAD_SUBMIT_ERRORS, 403: IMAGING_MSG.privateNeedsPremium } }),
  inpaintPending: r(ROUTE_ADDRESSES.inpaintPending, { auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An in-painting result' }),
  upscaleGenerate: r(ROUTE_ADDRESSES.upscaleGenerate, { auth: 'user', body: I.UpscaleBody, bodyLimit: IMAGE_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an up-scaling job', errors: UPLOAD_SUBMIT_ERRORS }),
  upscalePending: r(ROUTE_ADDRESSES.upscalePending, { auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An up-scaling result' }),
  outpaintGenerate: r(ROUTE_ADDRESSES.outpaintGenerate, { auth: 'user', body: I.OutpaintBody, bodyLimit: IMAGE_BODY_LIMIT, response: I.GenerateResponse, summary: 'Start an out-painting job', errors: UPLOAD_SUBMIT_ERRORS }),
  outpaintPending: r(ROUTE_ADDRESSES.outpaintPending, { auth: 'user', params: IdParams, response: I.ImageResponse, summary: 'An out-painting result' }),
  userModels: r(ROUTE_ADDRESSES.userModels, { auth: 'user', params: z.strictObject({ type: ModelsTypeParam }), response: I.OptionsResponse, summary: 'Active models of a type (value = id, label = name)' }),
  modelSizes: r(ROUTE_ADDRESSES.modelSizes, { auth: 'user', params: ModelIdParams, response: I.OptionsResponse, summary: 'The sizes a model offers ("W*H")' }),

  adminModels: r(ROUTE_ADDRESSES.adminModels, { auth: 'admin', query: ModelQuery, response: I.ModelListResponse, summary: 'Models, filtered by name and status' }),
  adminCreateModel: r(ROUTE_ADDRESSES.adminCreateModel, { auth: 'admin', body: I.CreateModelBody, response: I.ModelResponse, summary: 'Create a model' }),
  adminModel: r(ROUTE_ADDRESSES.adminModel, { auth: 'admin', params: IdParams, response: I.ModelResponse, summary: 'One model' }),
  adminUpdateModel: r(ROUTE_ADDRESSES.adminUpdateModel, { auth: 'admin', params: IdParams, body: I.UpdateModelBody, response: I.ModelResponse, summary: 'Update a model' }),
  adminDeleteModel: r(ROUTE_ADDRESSES.adminDeleteModel, { auth: 'admin', params: IdParams, response: I.Deleted, summary: 'Delete a model (refused while it has instances or images)' }),
  adminModelInstances: r(ROUTE_ADDRESSES.adminModelInstances, { auth: 'admin', query: ModelQuery, response: I.ModelInstanceListResponse, summary: 'Model instances, filtered by name and status' }),
  adminCreateModelInstance: r(ROUTE_ADDRESSES.adminCreateModelInstance, { auth: 'admin', body: I.CreateModelInstanceBody, response: I.ModelInstanceResponse, summary: 'Create a model instance (GPU node)' }),
  adminModelInstance: r(ROUTE_ADDRESSES.adminModelInstance, { auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'One model instance' }),
  adminUpdateModelInstance: r(ROUTE_ADDRESSES.adminUpdateModelInstance, { auth: 'admin', params: IdParams, body: I.UpdateModelInstanceBody, response: I.ModelInstanceResponse, summary: 'Update a model instance' }),
  adminDeleteModelInstance: r(ROUTE_ADDRESSES.adminDeleteModelInstance, { auth: 'admin', params: IdParams, response: I.Deleted, summary: 'Delete a model instance' }),

  communityFeed: r(ROUTE_ADDRESSES.communityFeed, { auth: 'user', query: F.CommunityFeedQuery, response: F.FeedResponse, summary: 'Public creations of everyone, by category, search and sort; keyset-paged (next_cursor)' }),
  personalFeed: r(ROUTE_ADDRESSES.personalFeed, { auth: 'user', query: F.PersonalFeedQuery, response: F.FeedResponse, summary: 'Your generations, your followees\' public images, or images you liked; keyset-paged (next_cursor)' }),
  like: r(ROUTE_ADDRESSES.like, { auth: 'user', params: F.ImageIdParams, response: F.LikeResponse, summary: 'Like an image (idempotent)', errors: { 404: IMAGING_MSG.imageNotFound } }),
  unlike: r(ROUTE_ADDRESSES.unlike, { auth: 'user', params: F.ImageIdParams, response: F.LikeResponse, summary: 'Take back a like (idempotent)', errors: { 404: IMAGING_MSG.imageNotFound } }),
  follow: r(ROUTE_ADDRESSES.follow, { auth: 'user', params: F.UserIdParams, response: F.FollowResponse, summary: 'Follow a user (idempotent; not yourself)', errors: { 404: AUTH_MSG.userNotFound } }),
  unfollow: r(ROUTE_ADDRESSES.unfollow, { auth: 'user', params: F.UserIdParams, response: F.FollowResponse, summary: 'Stop following a user (idempotent)', errors: { 404: AUTH_MSG.userNotFound } }),

  getCredits: r(ROUTE_ADDRESSES.getCredits, { auth: 'user', response: B.CreditsResponse, summary: 'Credits you can spend now, and those held by running jobs' }),
  plans: r(ROUTE_ADDRESSES.plans, { auth: 'user', response: B.PlanListResponse, summary: 'Plans on sale (active ones)' }),
  transactions: r(ROUTE_ADDRESSES.transactions, { auth: 'user', query: PageQuery, response: B.TransactionsResponse, summary: 'Your payments, newest first, paged' }),
  creditsBurn: r(ROUTE_ADDRESSES.creditsBurn, { auth: 'user', query: PageQuery, response: B.CreditsBurnResponse, summary: 'Your credit ledger, newest first, paged (open holds shown as Held)' }),
  createOrder: r(ROUTE_ADDRESSES.createOrder, { auth: 'user', body: B.CreateOrderBody, response: B.PaymentOrderResponse, summary: "Create a payment order for a plan, in the plan's currency" }),
  verifyPayment: r(ROUTE_ADDRESSES.verifyPayment, { auth: 'user', body: B.VerifyPaymentBody, response: B.PaymentVerifiedResponse, summary: 'Verify a Checkout payment and add its credits (once)' }),

  adminPlans: r(ROUTE_ADDRESSES.adminPlans, { auth: 'admin', response: B.PlanListResponse, summary: 'Every plan' }),
  adminCreatePlan: r(ROUTE_ADDRESSES.adminCreatePlan, { auth: 'admin', body: B.CreatePlanBody, response: B.PlanResponse, summary: 'Create a plan' }),
  adminUpdatePlan: r(ROUTE_ADDRESSES.adminUpdatePlan, { auth: 'admin', params: IdParams, body: B.UpdatePlanBody, response: B.PlanResponse, summary: 'Update a plan' }),
  adminDeletePlan: r(ROUTE_ADDRESSES.adminDeletePlan, { auth: 'admin', params: IdParams, response: StatusMsg, summary: 'Delete a plan (one that was ever bought is deactivated instead)' }),
  adminDashboard: r(ROUTE_ADDRESSES.adminDashboard, { auth: 'admin', response: AD.DashboardResponse, summary: 'Totals (users, premium users, images, revenue per currency net of refunds) and 30 days of series' }),
  adminUsers: r(ROUTE_ADDRESSES.adminUsers, { auth: 'admin', query: AD.AllUserQuery, response: AD.AllUserResponse, summary: 'Users, searched by name and filtered by status and subscription; 10 a page with the total count' }),
  adminUpdateUser: r(ROUTE_ADDRESSES.adminUpdateUser, { auth: 'admin', params: IdParams, body: AD.UpdateUserBody, response: AD.AdminUserResponse, summary: "Edit a user's name, profile name, status and subscription (blocking ends their sessions at once)", errors: { 404: AUTH_MSG.userNotFound, 409: ADMIN_MSG.lastAdmin } }),
  adminDeleteUser: r(ROUTE_ADDRESSES.adminDeleteUser, { auth: 'admin', params: IdParams, response: StatusMsg, summary: 'Delete a user: personal data removed, signed out, images out of every feed', errors: { 404: AUTH_MSG.userNotFound, 409: ADMIN_MSG.lastAdmin } }),
  adminJobs: r(ROUTE_ADDRESSES.adminJobs, { auth: 'admin', query: AD.AdminJobsQuery, response: AD.AdminJobsResponse, summary: 'The job queue, newest first, with counts per state' }),
  adminCancelJob: r(ROUTE_ADDRESSES.adminCancelJob, { auth: 'admin', params: IdParams, response: AD.AdminJobResponse, summary: 'Cancel a pending or running job (its hold is released; the node job stopped where it can be)', errors: { 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotCancelable } }),
  adminRetryJob: r(ROUTE_ADDRESSES.adminRetryJob, { auth: 'admin', params: IdParams, response: AD.AdminJobResponse, summary: 'Run a failed or canceled job again as a new job (a new hold)', errors: { 402: BILLING_MSG.notEnoughCredits, 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotRetryable } }),
  adminPruneJobs: r(ROUTE_ADDRESSES.adminPruneJobs, { auth: 'admin', body: AD.PruneJobsBody, response: AD.PruneJobsResponse, summary: 'Delete finished jobs (success, failure, canceled) older than N days; their images stay' }),
  adminPauseInstance: r(ROUTE_ADDRESSES.adminPauseInstance, { auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'Pause a model instance: running jobs finish, no new ones start' }),
  adminResumeInstance: r(ROUTE_ADDRESSES.adminResumeInstance, { auth: 'admin', params: IdParams, response: I.ModelInstanceResponse, summary: 'Resume a paused model instance' }),
  adminTestInstance: r(ROUTE_ADDRESSES.adminTestInstance, { auth: 'admin', params: IdParams, response: AD.TestConnectionResponse, summary: 'Ask the node, through its adapter, whether it answers' }),
  adminAuditLog: r(ROUTE_ADDRESSES.adminAuditLog, { auth: 'admin', query: AD.AuditLogQuery, response: AD.AuditLogResponse, summary: 'Every admin action that changed something, newest first (append-only)' }),
  cancelJob: r(ROUTE_ADDRESSES.cancelJob, { auth: 'user', params: IdParams, response: AD.CancelJobResponse, summary: 'Cancel your own pending or running job (its hold is released)', errors: { 404: ADMIN_MSG.jobNotFound, 409: ADMIN_MSG.jobNotCancelable } }),
  adminAdjustCredits: r(ROUTE_ADDRESSES.adminAdjustCredits, { auth: 'admin', params: IdParams, body: B.AdjustCreditsBody, response: B.CreditsAdjustedResponse, summary: "Add or take a user's credits, with a reason" }),
} as const satisfies Record<keyof typeof ROUTE_ADDRESSES, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type BodyOf<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : undefined;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: z.ZodType } ? z.input<Routes[N]['params']> : undefined;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : undefined;

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
