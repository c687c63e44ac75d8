import { defineRequestState } from '@better-auth/core/context';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_ADDRESS_INVALID,
  EMAIL_CHANGE_WORDS,
  EMAIL_UNCHANGED,
  MAX_PASSWORD_LENGTH,
  NEW_EMAIL_REQUIRED,
  NO_PASSWORD_TO_CHECK,
  PASSWORD_NOT_CORRECT,
} from '@damages/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { z } from 'zod';
import type { Mailer } from '../mail/mailer.ts';
import { addressTakenMail, emailChangedMail } from './account-mail.ts';

/** Sends a code to the new address (better-auth's email-otp plugin); here it also takes the current password. */
export const EMAIL_CHANGE_REQUEST_PATH = '/email-otp/request-email-change';
/** Checks that code and makes the change. */
const EMAIL_CHANGE_CONFIRM_PATH = '/email-otp/change-email';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
interface Issue {
  path: string;
  message: string;
}

/** The account asking, and its address before the change: read before better-auth changes it, used after. */
const asking = defineRequestState<{ userId: string; email: string; newEmail: string } | undefined>(() => undefined);

const bodyOf = (ctx: HookContext): Record<string, unknown> =>
  ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
const refusal = (issues: Issue[], code = 'VALIDATION_ERROR') =>
  new APIError('BAD_REQUEST', { message: issues.map((issue) => issue.message).join(' '), code, issues });
const codeOf = (returned: unknown) => (returned instanceof APIError ? (returned.body as { code?: string } | undefined)?.code : undefined);

function newEmailProblem(newEmail: string, current: string): string | undefined {
  if (!newEmail) return NEW_EMAIL_REQUIRED;
  if (!z.email().safeParse(newEmail).success) return EMAIL_ADDRESS_INVALID;
  if (newEmail === current.toLowerCase()) return EMAIL_UNCHANGED;
  return undefined;
}

export interface EmailChangeOptions {
  mailer: Mailer;
  /** Counts a mail about to go to an address; false once it has had its share this hour (the account guard's). */
  mayMail: (email: string) => Promise<boolean>;
}

/**
 * Changing the account's e-mail address, on top of better-auth's email-otp
 * change (a code sent to the new address; the change happens only once it is
 * entered, as the product confirms every address):
 *
 * - asking needs the current password, as a change of password does: whoever
 *   holds a session alone must not be able to move the account's mail, and
 *   with it the password reset, to an address of theirs;
 * - bad input answers 400 naming the field, before the password is checked;
 * - an address that already has an account is answered like any other (as at
 *   sign-up), and its owner is told by e-mail instead of sent a code;
 * - once changed, the previous address is told, so a change its owner did not
 *   make does not go unnoticed.
 */
export function emailChange({ mailer, mayMail }: EmailChangeOptions) {
  const before = createAuthMiddleware(async (ctx) => {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    // Signed out: better-auth's own session check answers 401.
    if (!session) return;
    const body = bodyOf(ctx);
    const newEmail = typeof body.newEmail === 'string' ? body.newEmail.trim().toLowerCase() : '';
    const issues: Issue[] = [];
    const emailProblem = newEmailProblem(newEmail, session.user.email);
    if (emailProblem) issues.push({ path: 'newEmail', message: emailProblem });

    if (ctx.path === EMAIL_CHANGE_REQUEST_PATH) {
      const password = typeof body.password === 'string' ? body.password : '';
      if (!password) issues.push({ path: 'password', message: CURRENT_PASSWORD_REQUIRED });
      if (issues.length > 0) throw refusal(issues);
      const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
      if (!credential?.password) throw refusal([{ path: 'password', message: NO_PASSWORD_TO_CHECK }], 'NO_PASSWORD');
      const matches =
        password.length <= MAX_PASSWORD_LENGTH && (await ctx.context.password.verify({ hash: credential.password, password }));
      if (!matches) throw refusal([{ path: 'password', message: PASSWORD_NOT_CORRECT }], 'INVALID_PASSWORD');
    } else if (issues.length > 0) throw refusal(issues);

    await asking.set({ userId: session.user.id, email: session.user.email, newEmail });
    // better-auth lowercases the address but does not trim it.
    return { context: { body: { ...body, newEmail } } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    const who = await asking.get();
    if (!who) return;
    const returned = ctx.context.returned;
    const failed = returned instanceof APIError;

    if (ctx.path === EMAIL_CHANGE_REQUEST_PATH && !failed) {
      // better-auth answered as for any address and sent no code; the owner of a taken one hears of it here.
      const owner = await ctx.context.internalAdapter.findUserByEmail(who.newEmail);
      if (owner && owner.user.id !== who.userId && (await mayMail(who.newEmail))) await mailer.send(addressTakenMail(who.newEmail));
    }

    if (ctx.path === EMAIL_CHANGE_CONFIRM_PATH) {
      if (!failed) return mailer.send(emailChangedMail(who.email, who.newEmail));
      const code = codeOf(returned);
      // Past a valid code better-auth may say the address was taken meanwhile; the code proved it is the asker's to know.
      if (returned.message === 'Email already in use')
        throw refusal([{ path: 'newEmail', message: EMAIL_CHANGE_WORDS.taken }], 'EMAIL_TAKEN');
      if (code === 'INVALID_OTP' || code === 'OTP_EXPIRED')
        throw new APIError(returned.status, { ...(returned.body as object), issues: [{ path: 'otp', message: returned.message }] });
    }
  });

  const forEmailChange = (ctx: { path?: string }) => ctx.path === EMAIL_CHANGE_REQUEST_PATH || ctx.path === EMAIL_CHANGE_CONFIRM_PATH;
  return {
    id: 'email-change',
    hooks: { before: [{ matcher: forEmailChange, handler: before }], after: [{ matcher: forEmailChange, handler: after }] },
  } satisfies BetterAuthPlugin;
}
