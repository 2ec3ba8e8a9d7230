// Handlers of the public /auth/* contract routes (spec §7 Auth): sign-in, registration and
// password reset by emailed code. Identity decides; the gateway shapes answers and cookies.
import { AUTH_MSG } from '@atelier/contracts';
import type { Handler, Handlers } from './context';
import { clientInfo } from './context';
import { issueSession } from './session-issue';
import { publicUser } from './user-record';
import { REGISTER_TICKET_COOKIE, RESET_TICKET_COOKIE } from '../session/cookies';
import { HttpError } from '../plugins/errors';

export const login: Handler<'login'> = async (s, { body, request, reply }) => {
  const res = await s.identity.Login({ email: body.email, password: body.password, client: clientInfo(request) });
  const { user, fastRedirect } = issueSession(s, reply, res);
  return { status: 'success', msg: AUTH_MSG.loggedIn, fast_redirect: fastRedirect, user: publicUser(user) };
};

export const sendOtp: Handler<'sendOtp'> = async (s, { body, request }) => {
  await s.identity.StartRegistration({ email: body.email, client: clientInfo(request) });
  return { status: 'success', msg: AUTH_MSG.codeSent, email: body.email };
};

export const resendOtp: Handler<'resendOtp'> = async (s, { body, request }) => {
  await s.identity.ResendRegistrationCode({ email: body.email, client: clientInfo(request) });
  return { status: 'success', msg: AUTH_MSG.codeSent, email: body.email };
};

export const verifyOtp: Handler<'verifyOtp'> = async (s, { body, reply }) => {
  const res = await s.identity.VerifyRegistrationCode({ email: body.email, code: body.otp });
  s.cookies.setTicket(reply, REGISTER_TICKET_COOKIE, res.ticket);
  return { status: 'success', msg: AUTH_MSG.codeVerified };
};

export const registerSetPassword: Handler<'registerSetPassword'> = async (s, { body, request, reply }) => {
  const ticket = request.cookies[REGISTER_TICKET_COOKIE];
  if (!ticket) throw new HttpError(400, AUTH_MSG.ticketInvalid);
  await s.identity.CompleteRegistration({ ...body, ticket });
  s.cookies.clearTicket(reply, REGISTER_TICKET_COOKIE);
  return { status: 'success', msg: AUTH_MSG.registered };
};

export const forgotSendOtp: Handler<'forgotSendOtp'> = async (s, { body, request }) => {
  await s.identity.StartPasswordReset({ email: body.email, client: clientInfo(request) });
  return { status: 'success', msg: AUTH_MSG.codeSent, email: body.email };
};

export const forgotResendOtp: Handler<'forgotResendOtp'> = async (s, { body, request }) => {
  await s.identity.ResendPasswordResetCode({ email: body.email, client: clientInfo(request) });
  return { status: 'success', msg: AUTH_MSG.codeSent, email: body.email };
};

export const forgotVerifyOtp: Handler<'forgotVerifyOtp'> = async (s, { body, reply }) => {
  const res = await s.identity.VerifyPasswordResetCode({ email: body.email, code: body.otp });
  s.cookies.setTicket(reply, RESET_TICKET_COOKIE, res.ticket);
  return { status: 'success', msg: AUTH_MSG.codeVerified };
};

export const forgotSetPassword: Handler<'forgotSetPassword'> = async (s, { body, request, reply }) => {
  const ticket = request.cookies[RESET_TICKET_COOKIE];
  if (!ticket) throw new HttpError(400, AUTH_MSG.ticketInvalid);
  await s.identity.CompletePasswordReset({ email: body.email, password: body.password, ticket });
  s.cookies.clearTicket(reply, RESET_TICKET_COOKIE);
  return { status: 'success', msg: AUTH_MSG.passwordReset, redirect: '/login' };
};

export const authHandlers = {
  login,
  sendOtp,
  verifyOtp,
  resendOtp,
  registerSetPassword,
  forgotSendOtp,
  forgotResendOtp,
  forgotVerifyOtp,
  forgotSetPassword,
} satisfies Partial<Handlers>;
