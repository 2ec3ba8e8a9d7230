/**
 * The exact user-facing messages of product spec §5 and §8. Forms and the gateway both
 * validate with these, so a message shown by the browser and one returned by the server
 * for the same mistake are the same words.
 */
export const MSG = {
  email: 'Please enter valid email',
  emailMin: 'Username must be at least 2 characters.',
  password: 'Password must be more than 8 character',
  confirmPassword: 'Conform Password must be more than 8 character',
  passwordsDiffer: 'Password and Confirm Password must be same',
  name: 'Name can not be more than 95 character',
  profileName: 'Profile Name can not be more than 95 character',
  oldPassword: 'Old Password Must Be More Then 8 Character',
  newPassword: 'New Password Must Be More Then 8 Character',
  confirmPassword2: 'Confirm Password Must Be More Then 8 Character',
  otp: 'Please enter the 6 digit code',
  required: 'This field is required',
  genericError: 'Something went wrong please try again later',
  genericErrorGeneration: 'Something went wrong. Please try again later',
  genericTitle: 'Uh oh! Something went wrong.',
  noNotifications: 'This browser does not support notifications.',
} as const;

/** Limits the spec leaves open, chosen here and documented in docs/api.md. */
export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  /** argon2 cost grows with input; refuse absurd inputs before hashing. */
  passwordMax: 128,
  nameMax: 95,
  otpLength: 6,
  loginHistory: 10,
} as const;
