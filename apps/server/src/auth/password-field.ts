import { PASSWORD_NOT_CORRECT } from '@damages/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** The body field that carries the account's current password, on each path that checks it. */
const CURRENT_PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  '/change-password': 'currentPassword',
  '/two-factor/enable': 'password',
  '/two-factor/disable': 'password',
  '/two-factor/generate-backup-codes': 'password',
};

/**
 * better-auth answers a wrong current password with its code alone; the
 * service's answers name the field that was wrong, so a form can put the
 * message under it.
 */
export function passwordFieldIssues() {
  // better-auth takes a hook that answers with a promise: what it throws is a rejection.
  // eslint-disable-next-line @typescript-eslint/require-await
  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (!(returned instanceof APIError)) return;
    const body = (returned.body ?? {}) as { code?: string };
    if (body.code !== 'INVALID_PASSWORD') return;
    const field = CURRENT_PASSWORD_FIELDS[ctx.path ?? '']!;
    throw new APIError(returned.status, {
      ...body,
      message: PASSWORD_NOT_CORRECT,
      issues: [{ path: field, message: PASSWORD_NOT_CORRECT }],
    });
  });
  return {
    id: 'password-field-issues',
    hooks: { after: [{ matcher: (ctx: { path?: string }) => Object.hasOwn(CURRENT_PASSWORD_FIELDS, ctx.path ?? ''), handler: after }] },
  } satisfies BetterAuthPlugin;
}
