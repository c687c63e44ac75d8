import type { OutgoingMail } from '../mail/mailer.ts';

export const PRODUCT_NAME = 'Economic Damages Report';

export type CodePurpose = 'email-verification' | 'forget-password' | 'change-email';

const WORDING: Record<CodePurpose, { subject: string; use: string }> = {
  'email-verification': { subject: 'Your confirmation code', use: 'confirm your e-mail address' },
  'forget-password': { subject: 'Your password reset code', use: 'choose a new password' },
  'change-email': { subject: 'Confirm your new e-mail address', use: 'make this the e-mail address of your account' },
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

/**
 * Sent instead of a code when a signed-in account asks to move to an address
 * that already has an account: as at sign-up, the screen answers alike for
 * every address, and the owner of this one learns what happened.
 */
export function addressTakenMail(to: string): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT_NAME}: this address already has an account`,
    text: [
      `Someone, probably you, asked to move another ${PRODUCT_NAME} account to this e-mail address, which already has an account of its own. Nothing was changed.`,
      '',
      'If it was you, sign in to the account that uses this address, or give the other account a different address.',
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  };
}

/** Tells the previous address that the account now uses another, so a change its owner did not make is noticed. */
export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT_NAME}: your e-mail address was changed`,
    text: [
      `The e-mail address of your ${PRODUCT_NAME} account was changed from ${to} to ${newEmail}. Codes and notices now go to the new address.`,
      '',
      'If you made this change, there is nothing to do.',
      'If you did not, someone else knows your password: sign in, change your password and set your address back. If you can no longer sign in, contact whoever runs this service for you.',
    ].join('\n'),
  };
}
