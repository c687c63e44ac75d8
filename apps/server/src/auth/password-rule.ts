import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
// The rule's own module, not the package's index: the pool's worker threads load this file, and need no schemas or reference data.
import { PASSWORD_TOO_COMMON, passwordLengthProblem } from '@damages/contracts/password';

// The estimate's cost grows faster than the length (about half a second of CPU at 64
// characters); past this, length alone makes a password strong enough, so only this
// much of it is examined.
const ESTIMATED_PASSWORD_PREFIX = 64;

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
