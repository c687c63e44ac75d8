import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_ADDRESS_INVALID,
  isValidUsername,
  MAX_ACCOUNT_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  NEW_EMAIL_REQUIRED,
  PASSWORD_TOO_SHORT,
  USERNAME_RULE_MESSAGE,
} from '@damages/contracts';
import { z } from 'zod';

const requiredText = (message: string) => z.string().trim().min(1, message);

/** Shown under Username when both it and Email are empty: one message, where the user starts. */
const SIGN_IN_NAME_REQUIRED = 'Enter your username, or your email address below.';

// The server's bounds (packages/contracts/src/rules/limits.ts), in the words the server uses.
const atMost = (label: string, max: number) => `${label} must be at most ${max} characters.`;

const emailAddress = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(MAX_EMAIL_LENGTH, atMost('Email', MAX_EMAIL_LENGTH)).pipe(z.email(EMAIL_ADDRESS_INVALID));

/** Shown under every new-password field: the server's whole rule (contracts' rules/password.ts, and its strength check), so that no one is surprised by it. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common or easily guessed password.`;

const newPassword = z.string().min(1, 'Password is required').min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT);

/** Create-account step of /sign-up (spec §5: all required). */
export const signUpSchema = z.object({
  username: requiredText('Username is required').refine(isValidUsername, USERNAME_RULE_MESSAGE),
  name: requiredText('Name is required').max(MAX_ACCOUNT_NAME_LENGTH, atMost('Name', MAX_ACCOUNT_NAME_LENGTH)),
  email: emailAddress('Email is required'),
  password: newPassword,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/**
 * /sign-in: the username is used when given, otherwise the e-mail; when both
 * are empty one message under Username says so (not a second one under Email).
 */
export const signInSchema = z
  .object({ username: z.string().trim(), email: z.string().trim(), password: z.string() })
  .superRefine(({ username, email, password }, context) => {
    if (!username && !email) context.addIssue({ code: 'custom', path: ['username'], message: SIGN_IN_NAME_REQUIRED });
    if (username && !isValidUsername(username)) context.addIssue({ code: 'custom', path: ['username'], message: USERNAME_RULE_MESSAGE });
    if (!username && email && !z.email().safeParse(email).success) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_ADDRESS_INVALID });
    }
    if (!password) context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
  });
export type SignInValues = z.infer<typeof signInSchema>;

/** The confirm step; its one message is shown in an Alert rather than under the field. */
export const confirmCodeSchema = z.object({ code: requiredText('Please, provide the validation Code') });
export type ConfirmCodeValues = z.infer<typeof confirmCodeSchema>;

/** The confirm step reached from a username sign-in, when the address is not known yet. */
export const confirmCodeWithEmailSchema = confirmCodeSchema.extend({ email: emailAddress('Email is required') });

export const resetRequestSchema = z.object({ email: emailAddress('Email is required') });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({
  code: requiredText('Please, provide the validation Code'),
  password: newPassword,
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** The account page's change of password: the current one proves it is the owner at the keyboard. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED), newPassword, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same.',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * The account page's change of e-mail address: the new address, and the current password, which
 * proves it is the owner at the keyboard (the server checks both again; it also refuses the same address).
 */
export const changeEmailSchema = z.object({
  newEmail: emailAddress(NEW_EMAIL_REQUIRED),
  password: z.string().min(1, CURRENT_PASSWORD_REQUIRED),
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

/** Second sign-in step: the authenticator's 6 digits, or a backup code. */
export const secondFactorSchema = z.object({ code: requiredText('Enter the code from your authenticator app') });
export type SecondFactorValues = z.infer<typeof secondFactorSchema>;

export const passwordSchema = z.object({ password: z.string().min(1, 'Password is required') });
export type PasswordValues = z.infer<typeof passwordSchema>;
