import {
  MAX_ACCOUNT_FIELD_LENGTH,
  MAX_ACCOUNT_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
  type ValidationErrorBody,
} from '@damages/contracts';
import { nestingProblem } from '../plugins/json-body.ts';

type FieldRule = { kind: 'text'; label: string; max?: number; nullable?: boolean } | { kind: 'flag'; label: string };

const text = (label: string, max?: number): FieldRule => ({ kind: 'text', label, max });
const flag = (label: string): FieldRule => ({ kind: 'flag', label });

/**
 * The fields better-auth's endpoints take, each with its type and, for text
 * kept or sent on (names, addresses, URLs), its longest length. better-auth
 * checks some bodies itself, but not the account's own fields (sign-up's
 * extras, update-user takes any object), and a number or an object there
 * reached the database, or the username plugin's `toLowerCase`, as a 500.
 *
 * Keyed by field rather than by endpoint: a field means the same on every
 * endpoint that takes it (`name` is the account's name on sign-up and in
 * update-user), and a rule that does not depend on the path cannot be missed
 * by writing the path another way. Passwords, codes and tokens are only
 * compared, so their type is checked here and their length by the password
 * rule or better-auth.
 */
const FIELD_RULES: Record<string, FieldRule> = {
  name: text('Name', MAX_ACCOUNT_NAME_LENGTH),
  displayUsername: text('Display name', MAX_ACCOUNT_NAME_LENGTH),
  username: text('Username', MAX_ACCOUNT_FIELD_LENGTH),
  email: text('Email', MAX_EMAIL_LENGTH),
  newEmail: text('New email', MAX_EMAIL_LENGTH),
  // Null clears an account's picture (update-user).
  image: { kind: 'text', label: 'Image', max: MAX_URL_LENGTH, nullable: true },
  callbackURL: text('callbackURL', MAX_URL_LENGTH),
  errorCallbackURL: text('errorCallbackURL', MAX_URL_LENGTH),
  newUserCallbackURL: text('newUserCallbackURL', MAX_URL_LENGTH),
  redirectTo: text('redirectTo', MAX_URL_LENGTH),
  type: text('type', MAX_ACCOUNT_FIELD_LENGTH),
  otp: text('Code', MAX_ACCOUNT_FIELD_LENGTH),
  provider: text('provider', MAX_ACCOUNT_FIELD_LENGTH),
  providerId: text('providerId', MAX_ACCOUNT_FIELD_LENGTH),
  issuer: text('issuer', MAX_ACCOUNT_FIELD_LENGTH),
  loginHint: text('loginHint', MAX_ACCOUNT_FIELD_LENGTH),
  accountId: text('accountId', MAX_ACCOUNT_FIELD_LENGTH),
  password: text('Password'),
  newPassword: text('New password'),
  currentPassword: text('Current password'),
  // A one-time code, or the authorization code an identity provider returns (which can run to a few kilobytes).
  code: text('Code'),
  token: text('token'),
  rememberMe: flag('rememberMe'),
  trustDevice: flag('trustDevice'),
  disableSession: flag('disableSession'),
  revokeOtherSessions: flag('revokeOtherSessions'),
  disableRedirect: flag('disableRedirect'),
  requestSignUp: flag('requestSignUp'),
};

function fieldProblem(value: unknown, rule: FieldRule): string | undefined {
  if (rule.kind === 'flag') return typeof value === 'boolean' ? undefined : `${rule.label} must be true or false.`;
  if (value === null && rule.nullable) return undefined;
  if (typeof value !== 'string') return `${rule.label} must be text.`;
  if (rule.max !== undefined && value.length > rule.max) return `${rule.label} must be at most ${rule.max} characters.`;
  return undefined;
}

/** The 400 body of the bridge, with better-auth's `message` and `code` beside it, which the web app's client reads. */
function refusal(body: ValidationErrorBody): ValidationErrorBody & { message: string; code: string } {
  return { ...body, message: body.error, code: 'VALIDATION_ERROR' };
}

/**
 * Why a body, read from JSON or a form, may not reach better-auth: not an
 * object, nested too deeply, or a field of the wrong type or too long — the
 * 400 naming each such field; undefined when it may.
 */
export function accountRequestProblem(body: unknown): (ValidationErrorBody & { message: string; code: string }) | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const message = 'The body must be a JSON object.';
    return refusal({ error: message, issues: [{ path: '', message }] });
  }
  const tooDeep = nestingProblem(body);
  if (tooDeep) return refusal(tooDeep);
  const issues = Object.entries(FIELD_RULES).flatMap(([field, rule]) => {
    const message = Object.hasOwn(body, field) ? fieldProblem((body as Record<string, unknown>)[field], rule) : undefined;
    return message === undefined ? [] : [{ path: field, message }];
  });
  return issues.length > 0 ? refusal({ error: issues.map((issue) => issue.message).join(' '), issues }) : undefined;
}
