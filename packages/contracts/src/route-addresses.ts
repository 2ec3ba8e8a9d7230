// Where each REST route lives (method and path, spec §7) and the constants a browser needs to call
// them (the API base, the CSRF cookie and header, the paths outside the table) — without zod. The
// route table (routes.ts) adds each route's auth, schemas and summary to its address here; the
// browser's API client (packages/api-client) imports only this file, so no page downloads the
// contract's schemas to make a call (issue 12's page weight: they were ~30 KiB on the wire).

/** A route's address. `parts`: the route has path params or a query, so a client call takes one
 *  `{ params, query, body }` argument instead of the body (routes.ts checks it against the schemas). */
export interface RouteAddress {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  parts?: true;
}

export const ROUTE_ADDRESSES = {
  login: { method: 'POST', path: '/auth/login' },
  sendOtp: { method: 'POST', path: '/auth/send_otp' },
  verifyOtp: { method: 'POST', path: '/auth/verify_otp' },
  resendOtp: { method: 'POST', path: '/auth/resend_otp' },
  registerSetPassword: { method: 'POST', path: '/auth/register_set_password' },
  forgotSendOtp: { method: 'POST', path: '/auth/forgot_send_otp' },
  forgotResendOtp: { method: 'POST', path: '/auth/forgot_resend_otp' },
  forgotVerifyOtp: { method: 'POST', path: '/auth/forgot_verify_otp' },
  forgotSetPassword: { method: 'POST', path: '/auth/forgot_set_password' },
  getMe: { method: 'POST', path: '/users/get_me' },
  loginHistory: { method: 'GET', path: '/users/login_history' },
  updatePassword: { method: 'POST', path: '/users/update_password' },
  updateProfile: { method: 'POST', path: '/users/update_profile' },
  confirmEmailChange: { method: 'POST', path: '/users/confirm_email_change' },
  logout: { method: 'POST', path: '/users/logout' },
  adminGetMe: { method: 'POST', path: '/admin/get_me' },
  adminLoginHistory: { method: 'GET', path: '/admin/login_history' },
  adminUpdatePassword: { method: 'POST', path: '/admin/update_password' },
  adminUpdateProfile: { method: 'POST', path: '/admin/update_profile' },
  adminConfirmEmailChange: { method: 'POST', path: '/admin/confirm_email_change' },
  adminLogout: { method: 'POST', path: '/admin/logout' },
  imageGenerate: { method: 'POST', path: '/text_to_image/v2/image_generate' },
  getPendingImage: { method: 'GET', path: '/text_to_image/v2/get_pending_image/:id', parts: true },
  userImages: { method: 'GET', path: '/text_to_image/user_image' },
  allUserImages: { method: 'GET', path: '/users/get_all_user_image', parts: true },
  inpaintGenerate: { method: 'POST', path: '/inpaint/v2/generate_image' },
  inpaintPending: { method: 'GET', path: '/inpaint/v2/get_pending_image/:id', parts: true },
  upscaleGenerate: { method: 'POST', path: '/upscale/v2/generate_image' },
  upscalePending: { method: 'GET', path: '/upscale/v2/get_pending_image/:id', parts: true },
  outpaintGenerate: { method: 'POST', path: '/outpaint/v2/generate_image' },
  outpaintPending: { method: 'GET', path: '/outpaint/v2/get_pending_image/:id', parts: true },
  userModels: { method: 'GET', path: '/users/models/:type', parts: true },
  modelSizes: { method: 'GET', path: '/users/model_sizes/:model_id', parts: true },
  adminModels: { method: 'GET', path: '/admin/get_model', parts: true },
  adminCreateModel: { method: 'POST', path: '/admin/create_model' },
  adminModel: { method: 'GET', path: '/admin/get_model/by/:id', parts: true },
  adminUpdateModel: { method: 'PUT', path: '/admin/model/:id', parts: true },
  adminDeleteModel: { method: 'DELETE', path: '/admin/model/:id', parts: true },
  adminModelInstances: { method: 'GET', path: '/admin/get_model_instance', parts: true },
  adminCreateModelInstance: { method: 'POST', path: '/admin/model_instance' },
  adminModelInstance: { method: 'GET', path: '/admin/get_model_instance/:id', parts: true },
  adminUpdateModelInstance: { method: 'PUT', path: '/admin/model_instance/:id', parts: true },
  adminDeleteModelInstance: { method: 'DELETE', path: '/admin/model_instance/:id', parts: true },
  communityFeed: { method: 'GET', path: '/users/get_community_field', parts: true },
  personalFeed: { method: 'GET', path: '/users/get_personal_field', parts: true },
  like: { method: 'POST', path: '/users/like/:image_id', parts: true },
  unlike: { method: 'DELETE', path: '/users/like/:image_id', parts: true },
  follow: { method: 'POST', path: '/users/follow/:user_id', parts: true },
  unfollow: { method: 'DELETE', path: '/users/follow/:user_id', parts: true },
  getCredits: { method: 'GET', path: '/users/get_credits' },
  plans: { method: 'GET', path: '/users/plans' },
  transactions: { method: 'GET', path: '/users/transactions', parts: true },
  creditsBurn: { method: 'GET', path: '/users/credits_burn', parts: true },
  createOrder: { method: 'POST', path: '/payment/create_order' },
  verifyPayment: { method: 'POST', path: '/payment/verify' },
  adminPlans: { method: 'GET', path: '/admin/plans/' },
  adminCreatePlan: { method: 'POST', path: '/admin/create_plan' },
  adminUpdatePlan: { method: 'PUT', path: '/admin/plan/:id', parts: true },
  adminDeletePlan: { method: 'DELETE', path: '/admin/plan/:id', parts: true },
  adminDashboard: { method: 'GET', path: '/admin/dashboard' },
  adminUsers: { method: 'GET', path: '/admin/all_user', parts: true },
  adminUpdateUser: { method: 'PUT', path: '/admin/user/:id', parts: true },
  adminDeleteUser: { method: 'DELETE', path: '/admin/user/:id', parts: true },
  adminJobs: { method: 'GET', path: '/admin/jobs', parts: true },
  adminCancelJob: { method: 'POST', path: '/admin/jobs/:id/cancel', parts: true },
  adminRetryJob: { method: 'POST', path: '/admin/jobs/:id/retry', parts: true },
  adminPruneJobs: { method: 'POST', path: '/admin/jobs/prune' },
  adminPauseInstance: { method: 'POST', path: '/admin/model_instance/:id/pause', parts: true },
  adminResumeInstance: { method: 'POST', path: '/admin/model_instance/:id/resume', parts: true },
  adminTestInstance: { method: 'POST', path: '/admin/model_instance/:id/test', parts: true },
  adminAuditLog: { method: 'GET', path: '/admin/audit_log', parts: true },
  cancelJob: { method: 'POST', path: '/users/jobs/:id/cancel', parts: true },
  adminAdjustCredits: { method: 'POST', path: '/admin/user/:id/credits', parts: true },
} as const satisfies Record<string, RouteAddress>;

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

/** Where the gateway serves stored files; `image_cdn` is PUBLIC_URL + this. */
export const MEDIA_BASE = '/media/';

/** The API base the gateway serves the contract under; browser code prefixes calls with it. */
export const API_BASE = '/api';
/** Double-submit CSRF: the cookie the gateway sets and the header the client echoes. */
export const CSRF_COOKIE = 'atelier_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ACCESS_COOKIE = 'atelier_at';
export const REFRESH_COOKIE = 'atelier_rt';
