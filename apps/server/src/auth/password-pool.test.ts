import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@damages/contracts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { passwordPool } from './password-pool.ts';

// Printable characters in a scattered order: no dictionary word or keyboard pattern to shortcut
// the estimate, so this is about the costliest password the estimator examines.
const scattered = (seed: number) => Array.from({ length: 64 }, (_, i) => String.fromCharCode(33 + ((i * 7 + seed * 13) % 90))).join('');

/** The longest time the event loop went without running a 1 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('password pool', () => {
  const checker = passwordPool();
  afterAll(() => checker.close());

  it('gives the rule’s answers', async () => {
    expect(await checker.problem('short one', [])).toBe(PASSWORD_TOO_SHORT);
    expect(await checker.problem('x'.repeat(MAX_PASSWORD_LENGTH + 1), [])).toBe(PASSWORD_TOO_LONG);
    expect(await checker.problem('password1234', [])).toBe(PASSWORD_TOO_COMMON);
    // Built from the account's own username: easy for whoever knows it, though no dictionary has it.
    expect(await checker.problem('quenx_zorbalt!', [])).toBeUndefined();
    expect(await checker.problem('quenx_zorbalt!', ['quenx_zorbalt'])).toBe(PASSWORD_TOO_COMMON);
    expect(await checker.problem('a brand new secret 7', [])).toBeUndefined();
  });

  it('estimates off the event loop, so other requests are not held behind a long password', async () => {
    await checker.problem(scattered(0), []);
    // What one estimate holds the loop for when run on it: a synchronous call stalls the loop at least that long.
    const inline = await longestStall(() => Promise.resolve(passwordProblem(scattered(1))));
    const pooled = await longestStall(() => Promise.all([2, 3, 4, 5].map((seed) => checker.problem(scattered(seed), []))));
    expect(inline, 'the estimate must be costly enough for this test to tell').toBeGreaterThan(50);
    expect(pooled).toBeLessThan(inline);
  });

  it('hashes and verifies as better-auth does, so accounts made before and after read alike', async () => {
    const password = 'a brand new secret 7';
    const ours = await checker.hash(password);
    expect(await verifyPassword({ hash: ours, password })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'a brand new secret 8' })).toBe(false);
    const theirs = await hashPassword(password);
    expect(await checker.verify(theirs, password)).toBe(true);
    expect(await checker.verify(theirs, 'a brand new secret 8')).toBe(false);
    expect(await checker.hash(password), 'a new salt each time').not.toBe(ours);
  });
});
