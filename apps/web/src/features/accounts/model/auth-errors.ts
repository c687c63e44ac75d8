import {
  EMAIL_ADDRESS_INVALID,
  PASSWORD_NOT_CORRECT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@damages/contracts';

/**
 * What better-auth's client returns as `error`: the server's code and message, the fields it
 * named (`issues`, when it did), and the HTTP status (0 when the request never arrived).
 */
export interface AuthError {
  code?: string;
  message?: string;
  issues?: { path?: string; message?: string }[];
  status: number;
}

const RESEND = 'Use “Resend code” to get a new one.';

// Worded for the person at the screen; the server's codes are documented by better-auth.
const MESSAGES: Record<string, string> = {
  INVALID_USERNAME_OR_PASSWORD: 'Incorrect username or password.',
  INVALID_EMAIL_OR_PASSWORD: 'Incorrect email or password.',
  USERNAME_IS_ALREADY_TAKEN: 'That username is already taken. Choose another one.',
  USER_ALREADY_EXISTS: 'An account with this email address already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email address already exists.',
  USERNAME_TOO_SHORT: `The username must be at least ${USERNAME_MIN_LENGTH} characters long.`,
  USERNAME_TOO_LONG: `The username must be at most ${USERNAME_MAX_LENGTH} characters long.`,
  INVALID_USERNAME: 'The username may contain only letters, digits, “_” and “.”.',
  INVALID_EMAIL: EMAIL_ADDRESS_INVALID,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  INVALID_PASSWORD: PASSWORD_NOT_CORRECT,
  INVALID_OTP: 'That code is not correct. Check the email and try again.',
  OTP_EXPIRED: `That code has expired. ${RESEND}`,
  TOO_MANY_ATTEMPTS: `Too many wrong codes. ${RESEND}`,
  INVALID_CODE: 'That code is not correct. Try the one the app shows now.',
  TOTP_CODE_ALREADY_USED: 'That code has already been used. Wait for the next code from your authenticator app.',
  INVALID_BACKUP_CODE: 'That backup code is not valid or has already been used.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Sign in again to get a new chance.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes. Your account is locked for 15 minutes.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Sign in again.',
  SESSION_NOT_FRESH: 'For your security, sign in again to manage your sessions.',
  SESSION_EXPIRED: 'For your security, sign in again to do this.',
  EMAIL_NOT_VERIFIED: 'Your email address is not confirmed yet.',
};

/** The sentence shown in the screen's Alert for a failed account call. */
export function authErrorMessage(error: AuthError): string {
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (error.status === 0) return 'Network Error';
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code]!;
  if (error.status >= 500) return 'The service could not complete the request. Please try again in a moment.';
  return error.message || 'Authentication Error';
}

/**
 * A failure's messages by the field the server named, to show under that field: worded as the
 * Alert would word the failure when its code is known here, otherwise as the server worded it.
 */
export function fieldMessages(error: AuthError): Record<string, string> {
  const messages: Record<string, string> = {};
  const known = error.code ? MESSAGES[error.code] : undefined;
  for (const issue of error.issues ?? []) {
    if (issue.path && !(issue.path in messages)) messages[issue.path] = known ?? issue.message ?? authErrorMessage(error);
  }
  return messages;
}
