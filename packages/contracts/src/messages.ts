/**
 * Every word the product says to a user, and every limit the spec leaves open — each once. The
 * browser's forms, the gateway and the services (identity, imaging) all import them from here, so
 * the same mistake reads the same wherever it is caught. Strings marked §5/§8 are the product
 * spec's exact words: never reword them. Limits are documented in docs/api.md "Limits".
 */

// ---- limits ---------------------------------------------------------------------------------

/** Account limits the spec leaves open. */
export const LIMITS = {
  emailMin: 2,
  emailMax: 254,
  passwordMin: 8,
  /** argon2 cost grows with input; refuse absurd inputs before hashing. */
  passwordMax: 128,
  nameMax: 95,
  otpLength: 6,
  /** A one-time code works this long (identity enforces it; the mail says it). */
  otpTtlMinutes: 10,
  loginHistory: 10,
} as const;

/** Decoded input images larger than this many pixels are refused before any work (4096²). */
const INPUT_PIXELS_MAX = 4096 * 4096;
/**
 * The largest legal input image file, in bytes. The legal image is at most inputPixelsMax
 * (4096²) pixels as PNG, JPEG or WebP. As JPEG or WebP such a photo is ~5–12 MiB even at top
 * quality, and as PNG of ordinary content within 20 MiB; only a lossless file of near-noise needs
 * more (4096² × 3 bytes = 48 MiB raw), and is refused as too large — the one judgement here.
 */
const INPUT_FILE_MAX = 20 * 1024 * 1024;
/** The largest legal in-painting mask, in bytes: two colours, so 1 bit a pixel even stored raw
 *  (inputPixelsMax / 8 = 2 MiB); the studio's canvas PNG of one is a small fraction of that. */
const MASK_FILE_MAX = INPUT_PIXELS_MAX / 8;
/** The longest data URL prefix an accepted image has: `data:image/jpeg;base64,` (23 characters). */
const DATA_URL_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
/** A file of `bytes` as a data URL: base64 is 4 characters per 3 bytes (rounded up), plus the prefix. */
export const dataUrlLength = (bytes: number): number => 4 * Math.ceil(bytes / 3) + DATA_URL_PREFIX_MAX;

/** Imaging limits the spec leaves open. */
export const IMAGING_LIMITS = {
  promptMax: 2000,
  /** Decoded input images larger than this many pixels are refused before any work. */
  inputPixelsMax: INPUT_PIXELS_MAX,
  /** An input image file (PNG, JPEG or WebP) in bytes; see INPUT_FILE_MAX. */
  inputFileMax: INPUT_FILE_MAX,
  /** An in-painting mask in bytes; see MASK_FILE_MAX. */
  maskFileMax: MASK_FILE_MAX,
  /** The largest legal data URLs in characters (dataUrlLength): 27 962 051 (26.7 MiB) for an input
   *  image, 2 796 227 for a mask. The route body limits (routes.ts) are derived from these. */
  dataUrlMax: dataUrlLength(INPUT_FILE_MAX),
  maskDataUrlMax: dataUrlLength(MASK_FILE_MAX),
  /** Decoding uploads (svc-imaging's DecodePool): decodes at once per process, waiting decodes
   *  beyond them, and one user's running + waiting decodes. Beyond either bound the upload is
   *  refused at once with 503 and Retry-After, so one user cannot occupy the decoder and memory
   *  does not grow with a queue. */
  decodeConcurrency: 2,
  decodeQueueMax: 6,
  decodesPerUser: 2,
  /** Seconds a shed request (busy decoder, upload budget, stream cap) is told to wait (Retry-After). */
  retryAfterSeconds: 5,
  outpaintDistanceMax: 2048,
  sizesPerModel: 32,
  modelNameMax: 95,
  /** A model's description (what it can and cannot do), in characters. */
  modelDescriptionMax: 2000,
  /** The studio's recent-images strip (`GET /text_to_image/user_image`) shows this many. */
  recentImages: 50,
  /** The gallery's page (`GET /users/get_all_user_image`), and imaging's default page size. */
  imagePageSize: 20,
  /** Imaging clamps any caller's page size to this, so one call cannot read a whole history. */
  imagePageSizeMax: 100,
  /** The largest seed a request may name (2^63-1, as the GPU nodes take it); image i of a request uses seed+i, wrapping to 0 past it. */
  seedMax: 9223372036854775807n,
  /** A model instance's settings as JSON text, in characters (the object form is measured as its JSON text). */
  settingsMax: 64 * 1024,
  /** How deep a model instance's settings may nest (the top object or array is level 1): deep JSON costs
   *  stack in every serializer and database that walks it; no real node's settings come near this. */
  settingsDepthMax: 32,
} as const;

// ---- forms and generic errors (spec §5, §8) --------------------------------------------------

/** The account forms' field messages (spec §5) and the generic error words (spec §8). */
export const MSG = {
  email: 'Please enter valid email',
  emailMin: 'Username must be at least 2 characters.',
  password: 'Password must be more than 8 character',
  passwordMax: `Password can not be more than ${LIMITS.passwordMax} character`,
  confirmPassword: 'Conform Password must be more than 8 character',
  passwordsDiffer: 'Password and Confirm Password must be same',
  name: `Name can not be more than ${LIMITS.nameMax} character`,
  profileName: `Profile Name can not be more than ${LIMITS.nameMax} character`,
  oldPassword: 'Old Password Must Be More Then 8 Character',
  newPassword: 'New Password Must Be More Then 8 Character',
  confirmPassword2: 'Confirm Password Must Be More Then 8 Character',
  otp: 'Please enter the 6 digit code',
  required: 'This field is required',
  /** A list's `page` query that is not a whole number from 1. */
  badPage: 'Page must be a whole number from 1',
  /** Any 5xx: the gateway, the gRPC kit and the shell's toasts say only this. */
  genericError: 'Something went wrong please try again later',
  /** A service behind the gateway is unreachable or timed out (HTTP 503). */
  unavailable: 'The service is temporarily unavailable, please try again later',
  genericErrorGeneration: 'Something went wrong. Please try again later',
  genericTitle: 'Uh oh! Something went wrong.',
  noNotifications: 'This browser does not support notifications.',
  /** A new password of only spaces (issue 11; the browser's forms and identity both say it). */
  passwordBlank: 'Password can not be only spaces',
} as const;

// ---- the edge: the gateway's answers about the request itself and the session -----------------

export const GATEWAY_MSG = {
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again in a minute',
  badBody: 'The request body must be a JSON object',
  badJson: 'The request body is not valid JSON',
  mediaType: 'Unsupported content type: send application/json',
  bodyTooLarge: 'The request body is too large',
  loginRequired: 'Please login to continue',
  forbidden: 'You are not allowed to do this',
  csrf: 'Invalid CSRF token',
  origin: 'Cross-origin request refused',
  sessionRefreshed: 'Session refreshed',
  /** A body, query or path value holding a NUL character, a lone surrogate or bytes that are not UTF-8. */
  badText: 'The request holds a NUL character or text that is not valid UTF-8',
  /** A path or query whose percent-encoding does not decode (e.g. `/%%%`). */
  badUrl: 'The URL is not valid',
  urlTooLong: 'The URL is too long',
  /** A path parameter longer than the router reads (a validation error like any other: 400). */
  paramTooLong: 'A value in the URL path is too long',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  badRequest: 'The request is not valid HTTP',
  /** A known path called with a method it does not declare (405, with an Allow header). */
  methodNotAllowed: 'This method is not allowed on this path',
  /** A live stream beyond the per-user cap (429) — this tab follows its images by polling. */
  tooManyStreams: 'Too many open live streams: close another tab, this one keeps updating by polling',
  /** A live stream beyond this gateway's overall cap (503). */
  streamsFull: 'Live updates are busy right now: this page keeps updating by polling',
} as const;

// ---- accounts: identity's answers and the gateway's auth/account replies ---------------------

export const AUTH_MSG = {
  // identity refusing account input (direct gRPC callers; the gateway's forms say MSG's words first)
  nameRequired: 'Please enter your name',
  profileNameRequired: 'Please enter a profile name',
  oldPasswordIncorrect: 'Old password is incorrect',
  statusRequired: 'Please select a status',

  // one-time codes
  codeSent: 'We sent a verification code to your email',
  codeVerified: 'OTP verified successfully',
  codeInvalid: 'Invalid code. Please check the code and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  codeWaitBeforeResend: 'Please wait before requesting another code',
  codeHourlyLimit: 'Too many codes requested. Please try again later.',
  /** The verified-code ticket is gone: expired (30 min), used, or never issued to this browser. */
  ticketInvalid: 'Your verification has expired. Please verify your email again.',

  // sign-in, registration, sessions
  loggedIn: 'Login successfully',
  loggedOut: 'Logout successfully',
  registered: 'Account created successfully',
  passwordReset: 'Password changed successfully',
  passwordUpdated: 'Password updated successfully',
  profileUpdated: 'Profile updated successfully',
  invalidCredentials: 'Invalid email or password',
  tooManyLoginFailures: 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
  accountBlocked: 'Your account is blocked. Please contact support.',
  accountDeactivated: 'Your account is deactivated. Please contact support.',
  accountExists: 'An account with this email already exists. Please sign in.',
  emailInUse: 'Email is already in use',
  sessionExpired: 'Your session has expired. Please sign in again.',
  userNotFound: 'User not found',

  // Google sign-in
  googleNotConfigured: 'Google sign-in is not configured',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified:
    'An account with this email already exists, and Google has not verified this email address. Sign in with your password instead.',
  googleEmailUnverifiedNew: 'Google has not verified the email address of this account, so we cannot sign you up with it.',
  googleNoEmail: 'Your Google account has no email address we can use.',
  /** The gateway's own Google words: providers probe, and the redirect back from Google. */
  googleOff: 'Google sign-in is not configured on this server',
  googleOn: 'Google sign-in is available',
  googleCancelled: 'Google sign-in was cancelled',
  googleExpired: 'Your Google sign-in took too long, please try again',

  // issue 11: new passwords and sign-in throttling
  /** A new password found in zxcvbn-ts's common/breached dictionaries, or as easy to guess. */
  passwordTooCommon: 'This password is too common or too easy to guess. Please choose a less predictable one.',
  /** The account is under a many-client guessing attack: clients it has never signed in from wait. */
  loginSlowDown: 'Too many sign-in attempts on this account. Please wait a minute and try again, or reset your password.',

  // issue 11: an email change needs the current password and a code sent to the new address
  currentPasswordRequired: 'Please enter your current password to change your email',
  currentPasswordIncorrect: 'Current password is incorrect',
  /** update_profile's answer when the email changed: the same whether or not the address is taken. */
  emailChangeCodeSent: 'Profile saved. We sent a code to your new email address: enter it to confirm the change.',
  emailChanged: 'Your email address has been changed',
  /** A confirmation without a pending change (none asked, cancelled, or already confirmed). */
  emailChangeNone: 'There is no email change to confirm. Please change your email again.',
} as const;

// ---- mails: the sentences of identity's mails (the layout around them is identity's) -----------

export const MAIL_MSG = {
  signupSubject: 'Your Atelier verification code',
  signupIntro: 'Welcome to Atelier! Use this code to verify your email address:',
  resetSubject: 'Your Atelier password reset code',
  resetIntro: 'Use this code to reset your Atelier password:',
  codeExpiry: `The code expires in ${LIMITS.otpTtlMinutes} minutes and works once.`,
  codeNotAsked: "If you didn't ask for it, you can ignore this email.",
  accountExistsSubject: 'You already have an Atelier account',
  accountExists: 'Someone (hopefully you) tried to create an Atelier account with this email address, but an account for it already exists.',
  accountExistsNotYou: "If this wasn't you, you can ignore this email; your account is unchanged.",
  // issue 11: email change
  emailChangeSubject: 'Confirm your new Atelier email address',
  emailChangeIntro: 'Use this code to confirm this address as the email of your Atelier account:',
  emailChangeTakenSubject: 'This email address already has an Atelier account',
  emailChangeTaken:
    'Someone (hopefully you) asked to move another Atelier account to this email address, but an account already uses it, so no code was sent and nothing changed.',
  emailChangeTakenWhatNext: 'To use this address, sign in to the account that has it, or pick another address.',
  emailChangedSubject: 'Your Atelier email address was changed',
  emailChangedNotice: 'The email address of your Atelier account was changed to:',
  emailChangedNotYou: 'If you did not do this, reset your password through the new address at once or contact support.',
} as const;

// ---- imaging: generation, models and model instances -----------------------------------------

export const IMAGING_MSG = {
  // spec §5
  promptRequired: 'Please write something in prompt',
  promptString: 'Prompt must be a string',
  promptMin: 'Prompt Must be 1 or more characters long',
  model: 'Please select a model',
  size: 'Please select size of image',
  imageNumber: 'Please enter image number',
  inputImage: 'Please select input image',
  uploadFirst: 'Please upload image first',
  uovMethod: 'Please select upscale method',
  modelName: 'Please enter model name',
  modelType: 'Please Select type',
  modelSize: 'Please enter size',
  modelStatus: 'Please Select status',
  instanceName: 'Please enter model instance name',
  controllerCreate: 'Please Enter Controller Name',
  priorityCreate: 'Please enter Priority',
  apiTokenCreate: 'Please enter Api Token',
  settingsCreate: 'Please enter Settings',
  modelIdCreate: 'Please Select Model',
  controllerUpdate: 'Please enter controller name',
  priorityUpdate: 'Please enter priority',
  apiTokenUpdate: 'Please enter api token',
  settingsUpdate: 'Please enter settings',
  statusUpdate: 'Please enter status',
  /** Ours: a model's credits per image (the admin's create and edit forms, and the server). */
  modelCredits: 'Please enter credits: a whole number from 0 to 1000000',

  // ours (docs/imaging.md)
  generationStarted: 'Image generation started',
  promptMax: `Prompt can not be more than ${IMAGING_LIMITS.promptMax} characters`,
  dataUrl: 'Image must be a data URL',
  dataUrlTooLarge: 'Image is too large',
  badImage: 'Please upload a valid image (PNG, JPEG or WebP)',
  imageTooLarge: `Image is too large: at most ${IMAGING_LIMITS.inputPixelsMax} pixels`,
  /** The data URL's declared type is not the one its bytes carry (e.g. image/png holding a JPEG). */
  imageTypeMismatch: 'The image is not of the type it declares: pick the file again or save it as PNG, JPEG or WebP',
  /** Bytes after the image's end (a PNG or WebP carrying a zip, HTML, …) or a file cut short. */
  imageMalformed: 'The image file is damaged or carries extra data: save it again as PNG, JPEG or WebP',
  /** Animated WebP or PNG (APNG): the models take one still picture. */
  imageAnimated: 'Animated images are not supported: upload a still PNG, JPEG or WebP',
  /** The decoder (or the gateway's upload budget) is full: 503 with Retry-After. */
  busy: 'We are processing many images right now. Please try again in a few seconds.',
  modelUnavailable: 'This model is not available right now. Please try another model.',
  tooManyInFlight: 'You have too many images in progress. Please wait for them to finish.',
  imageNotFound: 'Image not found',
  settingsJson: 'Settings must be valid JSON',
  settingsShape: 'Settings must be a JSON object or array',
  settingsTooLarge: `Settings can not be more than ${IMAGING_LIMITS.settingsMax} characters of JSON`,
  settingsTooDeep: `Settings can not nest more than ${IMAGING_LIMITS.settingsDepthMax} levels deep`,
  baseUrlRequired: 'Settings need a base_url for this controller',
  seed: `Seed must be a whole number from 0 to ${IMAGING_LIMITS.seedMax}`,
  /** A free user's API call with make_public false (spec §6: the switch is theirs only on premium). */
  privateNeedsPremium: 'Only premium users can keep images private. Turn Make Public on, or upgrade to premium.',

  // admin CRUD of models and model instances
  modelFound: 'Model found',
  modelCreated: 'Model created successfully',
  modelUpdated: 'Model updated successfully',
  modelDeleted: 'Model deleted successfully',
  modelNotFound: 'Model not found',
  modelHasInstances: 'This model still has instances: delete them first',
  modelHasImages: 'This model has generated images: deactivate it instead',
  instanceFound: 'Model instance found',
  instanceCreated: 'Model instance created successfully',
  instanceUpdated: 'Model instance updated successfully',
  instanceDeleted: 'Model instance deleted successfully',
  instanceNotFound: 'Model instance not found',
  instanceHasJobs: 'This instance has jobs running: deactivate it first',
} as const;

// ---- feeds: Home, Community, Personal Feed, likes and follows (issue 9) ---------------------------

export const FEED_LIMITS = {
  /** Images per feed page (Home, Community, Personal Feed). */
  pageSize: 24,
  /** A search prompt, in characters (longer ones are refused, not cut). */
  promptMax: 200,
  /** An opaque cursor, in characters. */
  cursorMax: 200,
  /** The deepest `page` accepted without a cursor. */
  pageMax: 100_000,
  /** Trending counts the likes of this many last days. */
  trendingDays: 7,
} as const;

export const FEED_MSG = {
  badCategory: 'Unknown category: use trending, all, motion, photography, animal or anime',
  badTab: 'Unknown tab: use mine, followers or liked',
  badSort: 'Unknown sort: use all, upscale, trending, new or top',
  badCursor: 'This list position is not valid any more; please reload the feed',
  promptMax: `Search can not be more than ${FEED_LIMITS.promptMax} characters`,
  followSelf: 'You cannot follow yourself',
} as const;

// ---- billing: plans, credits, payments and reports -------------------------------------------

export const BILLING_LIMITS = {
  /** Razorpay's minimum order is 100 subunits (₹1.00 / $1.00); our plans cost at least that. */
  planAmountMin: 1,
  /** The largest plan price in major units (₹ or $); a typo with three extra zeros is refused. */
  planAmountMax: 1_000_000,
  /** Credits one plan may carry, and one admin adjustment may move. */
  planCreditsMax: 10_000_000,
  adjustMax: 10_000_000,
  planNameMax: 60,
  planDataMax: 2000,
  adjustReasonMax: 500,
  /** Rows per page of the Transaction and Credits Burn reports. */
  reportPageSize: 20,
} as const;

export const BILLING_MSG = {
  // spec §5 (Plan create: all inputs required)
  planName: 'Please enter plan name',
  planAmount: 'Please enter amount',
  planCurrency: 'Please select currency',
  planCredits: 'Please enter credits',
  planType: 'Please select type',
  planData: 'Please enter data',
  planStatus: 'Please select plan status',

  // ours (docs/billing.md)
  notEnoughCredits: 'Not enough credits. Buy a plan to continue.',
  planNameMax: `Plan name can not be more than ${BILLING_LIMITS.planNameMax} characters`,
  planDataMax: `Plan data can not be more than ${BILLING_LIMITS.planDataMax} characters`,
  planAmountRange: `Amount must be between ${BILLING_LIMITS.planAmountMin} and ${BILLING_LIMITS.planAmountMax} with at most 2 decimals`,
  planCreditsRange: `Credits must be a whole number between 1 and ${BILLING_LIMITS.planCreditsMax}`,
  planNotFound: 'Plan not found',
  planInactive: 'This plan is no longer available. Please choose another plan.',
  planFree: 'The free plan is granted on sign-up and cannot be bought',
  planFreeAmount: 'A free plan costs 0',
  trialUsed: 'You have already used the trial plan',
  planCreated: 'Plan created successfully',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted successfully',
  planDeactivated: 'This plan was bought before, so it was deactivated instead of deleted',
  adjustAmount: `Amount must be a whole number between -${BILLING_LIMITS.adjustMax} and ${BILLING_LIMITS.adjustMax}, not 0`,
  adjustReason: 'Please enter a reason',
  adjustReasonMax: `Reason can not be more than ${BILLING_LIMITS.adjustReasonMax} characters`,
  adjustBelowZero: 'This would take the balance below zero',
  creditsAdjusted: 'Credits adjusted successfully',
  orderCreated: 'Order created',
  buyerState: 'Please choose a state of India from the list',
  buyerCountry: 'Please choose a country from the list',
  accountNotReady: 'Your account is still being set up. Please try again in a minute.',
  orderNotFound: 'Order not found',
  paymentVerified: 'Payment successful. Your credits have been added.',
  paymentSignature: 'The payment could not be verified. If you were charged, your credits will be added automatically.',
  paymentNotCaptured: 'The payment has not been completed yet. If you were charged, your credits will be added automatically.',
  paymentUnconfirmed: 'We could not confirm the payment right now. Please do not pay again: if you were charged, your credits will be added automatically within minutes.',
  paymentProviderDown: 'The payment provider did not answer. You have not been charged; please try again.',
  paymentProviderError: 'The payment provider refused the request. Please try again later.',
  paymentFailed: 'The payment failed. You have not been charged; please try again.',
  paymentCancelled: 'The payment was cancelled. You have not been charged.',
  webhookSignature: 'Invalid webhook signature',
  webhookBody: 'Invalid webhook body',
  invoiceNotFound: 'Invoice not found',
} as const;

// ---- the admin area: users, the job queue, the audit log (issue 10) ----------------------------

export const ADMIN_LIMITS = {
  /** Rows per page of the User Report (spec §9: Previous/Next shown when the count is above 10). */
  userPageSize: 10,
  /** Rows per page of the job queue and of the audit log. */
  jobPageSize: 20,
  auditPageSize: 20,
  /** A search box's text, in characters. */
  searchMax: 95,
  /** Days of the dashboard's charts, today included. */
  seriesDays: 30,
  /** Prune finished jobs older than this many days: at least one, at most ten years. */
  pruneDaysMin: 1,
  pruneDaysMax: 3650,
} as const;

export const ADMIN_MSG = {
  userStatus: 'Please select status',
  userSubscription: 'Please select subscription',
  searchMax: `Search can not be more than ${ADMIN_LIMITS.searchMax} characters`,
  pruneDays: `Please enter a number of days from ${ADMIN_LIMITS.pruneDaysMin} to ${ADMIN_LIMITS.pruneDaysMax}`,
  /** Who may not be blocked, deactivated or deleted, and why. */
  notYourself: 'You cannot block, deactivate or delete your own account',
  lastAdmin: 'The last admin cannot be blocked, deactivated or deleted',
  userUpdated: 'User updated',
  userDeleted: 'User deleted',
  jobNotCancelable: 'Only a pending or running job can be canceled',
  jobCanceled: 'Job canceled',
  jobNotRetryable: 'Only a failed or canceled job can be retried',
  jobRetried: 'Job queued again',
  jobsPruned: 'Finished jobs pruned',
  jobNotFound: 'Job not found',
  instancePaused: 'Instance paused: running jobs finish, no new ones start',
  instanceResumed: 'Instance resumed',
  connectionOk: 'The node answered',
  connectionFailed: 'The node did not answer as expected',
  /** A gRPC call to an admin operation without a verified admin actor (defence in depth). */
  adminOnly: 'Only an admin may do this',
} as const;

/** Why a job failed, as its owner reads it (an image record's `error`). */
export const JOB_FAILURE = {
  attempts: 'The image could not be generated: the image nodes failed 3 times. Please try again.',
  badOutput: 'The image node returned something that is not an image. Please try again.',
  rejected: 'The image node refused this request. Please change the prompt or settings and try again.',
  noInstance: 'No image node is available for this model. Please try another model.',
  /** A canceled job's images (request_status 'failure' with exactly this error: the studio tile says
   *  "Canceled" when it reads it). Issue 10. */
  canceled: 'Canceled: the job was stopped before it finished. Its credits were returned.',
} as const;
