import { z } from 'zod';
import * as A from './auth';
import { StatusMsg } from './common';

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
  response: z.ZodType;
  summary: string;
}

const r = <T extends RouteDef>(d: T) => d;

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
  updateProfile: r({ method: 'POST', path: '/users/update_profile', auth: 'user', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change name, email and profile name' }),
  logout: r({ method: 'POST', path: '/users/logout', auth: 'user', response: StatusMsg, summary: 'Sign out and revoke this session' }),

  adminGetMe: r({ method: 'POST', path: '/admin/get_me', auth: 'admin', response: A.AdminGetMeResponse, summary: 'The signed-in admin' }),
  adminLoginHistory: r({ method: 'GET', path: '/admin/login_history', auth: 'admin', response: A.LoginHistoryResponse, summary: 'Last 10 sign-ins of the admin' }),
  adminUpdatePassword: r({ method: 'POST', path: '/admin/update_password', auth: 'admin', body: A.UpdatePasswordBody, response: StatusMsg, summary: 'Change the admin password' }),
  adminUpdateProfile: r({ method: 'POST', path: '/admin/update_profile', auth: 'admin', body: A.UpdateProfileBody, response: A.UpdateProfileResponse, summary: 'Change the admin profile' }),
  adminLogout: r({ method: 'POST', path: '/admin/logout', auth: 'admin', response: StatusMsg, summary: 'Sign the admin out' }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type BodyOf<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : undefined;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;

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
} as const;

/** The API base the gateway serves the contract under; browser code prefixes calls with it. */
export const API_BASE = '/api';
/** Double-submit CSRF: the cookie the gateway sets and the header the client echoes. */
export const CSRF_COOKIE = 'atelier_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ACCESS_COOKIE = 'atelier_at';
export const REFRESH_COOKIE = 'atelier_rt';
