// The two one-time-code flows of spec §2, in one table: which call sends the code, the screen where
// it is entered, the calls that verify and resend it, and where a verified code leads.
export type OtpMode = 'signup' | 'reset';

export const CODE_FLOW = {
  signup: { send: 'sendOtp', codeScreen: '/verify-otp', verify: 'verifyOtp', resend: 'resendOtp', next: '/register-profile' },
  reset: { send: 'forgotSendOtp', codeScreen: '/forgot/verify-otp', verify: 'forgotVerifyOtp', resend: 'forgotResendOtp', next: '/new-password' },
} as const;
