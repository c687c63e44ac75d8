import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 12;
// The longest password accepted; better-auth is given the same ceiling.
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_COMMON =
  'This password is too common or easy to guess (it is, or is built from, a well-known or breached password); choose a less predictable one.';

// The estimate's cost grows faster than the length (about half a second of CPU at 64
// characters); past this, length alone makes a password strong enough, so only this
// much of it is examined.
export const ESTIMATED_PASSWORD_PREFIX = 64;

// zxcvbn's scale: 3 means "safely unguessable: moderate protection from offline slow-hash attacks".
const MIN_SCORE = 3;

// The dictionaries (common and breached passwords, English words and names) are loaded once, on first use.
let factory: ZxcvbnFactory | undefined;
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: ESTIMATED_PASSWORD_PREFIX,
  });
  return factory;
}

/**
 * Why `password` may not be used, or undefined when it may: ASVS level 2 asks
 * for at least 12 characters and a check against common and breached
 * passwords. `related` are the account's own details (username, name, e-mail),
 * which make a password easy to guess for whoever knows them.
 */
export function passwordProblem(password: string, related: string[] = []): string | undefined {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const inputs = related.flatMap((item) => [item, ...item.split(/[@\s._-]+/)]).filter((item) => item.length >= 3);
  if (checker().check(password, inputs).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return undefined;
}

/** The rules that cost nothing to check: the length, in characters (not UTF-16 units). */
export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}
