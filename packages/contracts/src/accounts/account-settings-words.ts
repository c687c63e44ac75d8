/**
 * The account page's words for changing the e-mail address, renewing the
 * backup codes and accounts that sign in only through single sign-on: one
 * source for the server's answers (a 400 naming the field) and the web app's
 * cards, so the message under a field is the same whichever side found the
 * problem.
 */

// ---- field messages, from the form or from the server --------------------------

export const NEW_EMAIL_REQUIRED = 'New email address is required';
export const EMAIL_ADDRESS_INVALID = 'Enter a valid email address.';
export const EMAIL_UNCHANGED = 'This is already your email address.';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PASSWORD_NOT_CORRECT = 'The password is not correct.';
/** The server's answer when an account with no password of its own (single sign-on only) is asked for one. */
export const NO_PASSWORD_TO_CHECK = 'Your account has no password here: you sign in through your sign-in provider.';

// ---- the "Email address" card ---------------------------------------------------

export const EMAIL_CHANGE_WORDS = {
  heading: 'Email address',
  current: (email: string) => `Codes and notices about your account go to ${email}.`,
  newEmailLabel: 'New email address',
  passwordLabel: 'Current password',
  send: 'Send code',
  sending: 'Sending code',
  /**
   * Said whether or not the address is taken: like sign-up, the screen does not
   * tell who has an account; the owner of a taken address is told by e-mail.
   */
  codeSent: (newEmail: string) =>
    `We sent a 6-digit code to ${newEmail}, unless that address already belongs to an account (its owner is told instead). Enter the code to finish the change; until then your address stays the same. It expires in 10 minutes.`,
  codeLabel: 'Confirmation Code',
  confirm: 'Confirm new address',
  confirming: 'Confirming',
  cancel: 'Cancel',
  changed: (newEmail: string) => `Your email address is now ${newEmail}. A notice of the change went to your previous address.`,
  taken: 'That address already belongs to another account. Choose another one.',
} as const;

// ---- the "Backup codes" card and the codes shown when two-factor is turned on -----

export const BACKUP_CODE_WORDS = {
  heading: 'Backup codes',
  intro: 'Each backup code signs you in once when your authenticator app is not at hand. New codes replace all the old ones.',
  generate: 'Generate new backup codes',
  prompt: 'Enter your password to generate new backup codes.',
  submit: 'Generate',
  busy: 'Generating codes',
  generated: 'These are your new backup codes. Your old backup codes no longer work.',
  keep: 'Save them now, with Copy or Download: they are not shown again.',
  done: 'Done',
  listLabel: 'Backup codes',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the codes and copy them, or use Download.',
  download: 'Download',
  fileName: 'backup-codes.txt',
  /** The first lines of the downloaded file and of what Copy puts on the clipboard. */
  fileTitle: 'Economic Damages Report backup codes',
  fileNote: 'Each code signs you in once, instead of a code from your authenticator app.',
} as const;

/** The codes as one text: a title, a note, then one code a line (for Copy and for the downloaded file). */
export function backupCodesText(codes: readonly string[]): string {
  return [BACKUP_CODE_WORDS.fileTitle, BACKUP_CODE_WORDS.fileNote, '', ...codes, ''].join('\n');
}

// ---- accounts that sign in only through single sign-on --------------------------

const provider = (name: string | null) => (name ? `${name}, your sign-in provider` : 'your sign-in provider');

export const SIGN_IN_PROVIDER_WORDS = {
  passwordManaged: (name: string | null) => `Your password is managed by ${provider(name)}.`,
  emailFromProvider: (name: string | null) => `Your email address came from ${provider(name)}, and cannot be changed here.`,
  twoFactorManaged: (name: string | null) => `Two-factor sign-in is managed by ${provider(name)}.`,
} as const;
