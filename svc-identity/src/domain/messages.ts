// Every message identity sends to users. The gateway shows them verbatim, so they live in one
// place; several are the spec's exact wording (§5) and must not be reworded.
export const MSG = {
  invalidEmail: 'Please enter valid email',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name can not be more than 95 character',
  profileNameRequired: 'Please enter a profile name',
  profileNameTooLong: 'Profile Name can not be more than 95 character',
  passwordTooShort: 'Password must be more than 8 character',
  newPasswordTooShort: 'New Password Must Be More Then 8 Character',
  passwordTooLong: 'Password can not be more than 256 character',
  passwordsDiffer: 'Password and Confirm Password must be same',
  oldPasswordIncorrect: 'Old password is incorrect',

  codeSent: 'We sent a verification code to your email',
  codeInvalid: 'Invalid code. Please check the code and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  codeWaitBeforeResend: 'Please wait before requesting another code',
  codeHourlyLimit: 'Too many codes requested. Please try again later.',
  ticketInvalid: 'Your verification has expired. Please verify your email again.',

  invalidCredentials: 'Invalid email or password',
  tooManyLoginFailures: 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
  accountBlocked: 'Your account is blocked. Please contact support.',
  accountDeactivated: 'Your account is deactivated. Please contact support.',
  accountExists: 'An account with this email already exists. Please sign in.',
  emailInUse: 'Email is already in use',
  sessionExpired: 'Your session has expired. Please sign in again.',
  userNotFound: 'User not found',
  statusRequired: 'Please select a status',

  googleNotConfigured: 'Google sign-in is not configured',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified:
    'An account with this email already exists, and Google has not verified this email address. Sign in with your password instead.',
  googleEmailUnverifiedNew: 'Google has not verified the email address of this account, so we cannot sign you up with it.',
  googleNoEmail: 'Your Google account has no email address we can use.',
} as const;
