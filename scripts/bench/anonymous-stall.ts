import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, ENDPOINTS } from '@damages/contracts';
import { signedInAccount } from '../../apps/server/src/auth/testing/account-flows.ts';
import { startAccountsTestApp } from '../../apps/server/src/auth/testing/accounts-test-app.ts';
import { anotherUsersLookup } from './maximal-case.ts';

/**
 * "No anonymous stall": what a signed-in user waits for a lookup while people
 * without an account send the requests that cost the server most — password
 * resets and sign-ups with 64-character passwords (the longest the strength
 * estimate examines, about half a second of CPU each when it ran on the event
 * loop), from five addresses, spread evenly over the measured seconds (all of
 * them within the addresses' rate limits). The user's requests go out on a fixed
 * schedule and each latency counts from when it was due, so a stalled server
 * counts the time every waiting request would have lost.
 */

export interface AnonymousStall {
  idleP99Ms: number;
  attackedP99Ms: number;
  /** How the attackers' requests were answered: status → count. */
  attackAnswers: Record<string, number>;
}

const ADDRESSES = 5;
const USER_INTERVAL_MS = 20;

// Printable characters in a scattered order: no dictionary word or keyboard pattern shortens the estimate.
const longPassword = (seed: number) => Array.from({ length: 64 }, (_, i) => String.fromCharCode(33 + ((i * 7 + seed * 13) % 90))).join('');

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

/** The attack: how many password resets (with made-up codes) and sign-ups, each with a long password. */
export interface Attack {
  resets: number;
  signUps: number;
}

export async function anonymousStall(seconds: number, { resets: RESETS, signUps: SIGN_UPS }: Attack): Promise<AnonymousStall> {
  const kit = await startAccountsTestApp('sqlite', { config: { trustProxy: true } });
  try {
    const user = kit.client();
    user.extraHeaders['x-forwarded-for'] = '198.51.100.1';
    const victim = await signedInAccount(user, kit.sink);
    const lookup = apiPath(ENDPOINTS.getLife);

    /** The user's lookups for `ms`, one due every USER_INTERVAL_MS, each timed from when it was due. */
    async function userLatencies(ms: number): Promise<number[]> {
      const start = performance.now();
      const pending: Promise<number>[] = [];
      for (let due = start; due < start + ms; due += USER_INTERVAL_MS) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(user.post(lookup, anotherUsersLookup).then(() => performance.now() - due));
      }
      return Promise.all(pending);
    }

    await userLatencies(1_000);
    const idle = await userLatencies(seconds * 1000);

    const attackers = Array.from({ length: ADDRESSES }, (_, index) => {
      const client = kit.client();
      client.extraHeaders['x-forwarded-for'] = `203.0.113.${index + 1}`;
      return client;
    });
    const sends = [
      ...Array.from(
        { length: RESETS },
        (_, i) => () =>
          attackers[i % ADDRESSES]!.post('/api/auth/email-otp/reset-password', {
            email: victim.email,
            otp: String(100_000 + i),
            password: longPassword(i),
          }),
      ),
      ...Array.from(
        { length: SIGN_UPS },
        (_, i) => () =>
          attackers[i % ADDRESSES]!.post('/api/auth/sign-up/email', {
            username: `stall_${i}_${Date.now() % 100_000}`,
            name: 'Anonymous',
            email: `stall.${i}.${Date.now()}@example.com`,
            password: longPassword(RESETS + i),
          }),
      ),
    ];
    const attack = async () => {
      const gap = (seconds * 1000) / sends.length;
      const answered = [];
      for (const send of sends) {
        answered.push(send());
        await sleep(gap);
      }
      return Promise.all(answered);
    };
    const [attacked, answers] = await Promise.all([userLatencies(seconds * 1000), attack()]);
    const attackAnswers: Record<string, number> = {};
    for (const answer of answers) attackAnswers[answer.statusCode] = (attackAnswers[answer.statusCode] ?? 0) + 1;
    return { idleP99Ms: p99(idle), attackedP99Ms: p99(attacked), attackAnswers };
  } finally {
    await kit.close();
  }
}

if (process.argv[1]?.endsWith('anonymous-stall.ts')) {
  console.log('50 resets:', await anonymousStall(5, { resets: 50, signUps: 0 }));
  console.log('50 resets and 25 sign-ups:', await anonymousStall(5, { resets: 50, signUps: 25 }));
}
