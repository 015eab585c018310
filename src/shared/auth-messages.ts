import { PHONE_CODE_SEND_LIMITS } from './limits.ts';

/** The spec's texts about signing in and up (spec §2 /auth and /my-account, §8 toasts), and our own. */
export const AUTH_MESSAGES = {
  signInTitle: 'Sign In',
  signUpTitle: 'Create Account',
  signInSubmit: 'Sign In',
  signUpSubmit: 'Sign Up',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  signedIn: 'Successfully logged in!',
  /** Our own, the pair of the spec's signedIn: the page goes home, and this says why. */
  signedOut: 'You are logged out.',
  checkEmail: 'Check your email for the confirmation link!',
  secondFactorTitle: 'Two-factor verification',
  totpPrompt: 'Enter the 6-digit code from your authenticator app.',
  phonePrompt: 'We sent a code to your phone. Enter it below.',
  sendPhoneCode: 'Text me a code instead',
  useAuthenticator: 'Use my authenticator app instead',
  verify: 'Verify',
  myAccountTitle: 'My Account',
  myAccountPrompt: 'Log in or create a free account to manage your profile and settings.',
  loginOrSignUp: 'Login / Sign Up',
  accountSettings: 'Account Settings',
  logout: 'Logout',
} as const;

/** The Security section of Account Settings (spec §4 Multi-factor; decision 003). */
export const SECURITY_MESSAGES = {
  title: 'Security',
  totpName: 'Authenticator app',
  phoneName: 'Phone (text message)',
  noFactors: 'No second factor yet. Add one to protect your account.',
  enrolTotp: 'Set up authenticator app',
  enrolPhone: 'Add phone number',
  scanQr: 'Scan this QR code with your authenticator app, or enter the key by hand:',
  totpEnabled: 'Authenticator app added.',
  phoneEnabled: 'Phone number added.',
  factorRemoved: 'Second factor removed.',
  passwordToContinue: 'Confirm your password to continue.',
  phoneCodeSent: 'We sent a code to that number.',
} as const;

// Sign-up and registered e-mails (DESIGN §6; docs/decisions/006-sign-up-and-registered-emails.md).
/** Sign-up without a mail server, for an e-mail that has an account (with one, the answer looks like success). */
export const EMAIL_TAKEN_MESSAGE = 'User already exists. Use another email.';

// Phone-code send limits (DESIGN §6).
/** 429 when a user or a number has had as many codes as PHONE_CODE_SEND_LIMITS allow. */
export const PHONE_CODE_LIMIT_MESSAGE = `Too many codes sent. At most ${PHONE_CODE_SEND_LIMITS.map(
  (limit) => `${limit.max} per ${limit.label}`,
).join(' and ')}; please try again later.`;

// Sign-ups per address (SIGNUPS_PER_ADDRESS_PER_HOUR, a tunable limit of the server).
/** 429 when an address (an IPv6 /64) has created as many accounts as the hour allows. */
export const signUpLimitMessage = (perHour: number) =>
  `Too many new accounts from your network: at most ${perHour} an hour. Please try again later.`;
