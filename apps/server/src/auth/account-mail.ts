import type { OutgoingMail } from '../mail/mailer.ts';

export const PRODUCT_NAME = 'Economic Damages Report';

export type CodePurpose = 'email-verification' | 'forget-password';

const WORDING: Record<CodePurpose, { subject: string; use: string }> = {
  'email-verification': { subject: 'Your confirmation code', use: 'confirm your e-mail address' },
  'forget-password': { subject: 'Your password reset code', use: 'choose a new password' },
};

/** The message carrying a one-time code. */
export function codeMail(to: string, code: string, purpose: CodePurpose, validMinutes: number): OutgoingMail {
  const { subject, use } = WORDING[purpose];
  return {
    to,
    subject: `${PRODUCT_NAME}: ${subject}`,
    code,
    text: [
      `Your code is ${code}`,
      '',
      `Enter it in ${PRODUCT_NAME} to ${use}. It expires in ${validMinutes} minutes and allows three attempts.`,
      '',
      'If you did not ask for this code, you can ignore this message.',
    ].join('\n'),
  };
}

/**
 * Sent instead of a code when someone signs up with an address that already
 * has an account: the sign-up screen cannot say so without revealing who has
 * an account, but the owner of the address learns it here.
 */
export function existingAccountMail(to: string): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT_NAME}: you already have an account`,
    text: [
      `Someone, probably you, tried to create a ${PRODUCT_NAME} account with this e-mail address, which already has one.`,
      '',
      'Sign in instead, or use "Forgot password?" on the sign-in screen to choose a new password.',
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  };
}

/** Tells the owner that repeated wrong passwords locked the account's sign-in for a while. */
export function lockedAccountMail(to: string, failures: number, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT_NAME}: sign-in locked after ${failures} failed attempts`,
    text: [
      `Someone entered a wrong password for your ${PRODUCT_NAME} account ${failures} times in a row, so signing in to it is refused for the next ${minutes} minutes.`,
      '',
      'If it was you, wait and try again, or use "Forgot password?" on the sign-in screen to choose a new password.',
      'If it was not you, your password has not been changed; consider choosing a new, unique one and turning on two-factor sign-in.',
    ].join('\n'),
  };
}
