import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ENDPOINT_NAMES, ENDPOINTS, MAX_JSON_DEPTH, validationErrorResponse, type Endpoint } from '@damages/contracts';
import type { AccountClient } from '../../auth/testing/account-client.ts';
import { signedInAccount, type TestAccount } from '../../auth/testing/account-flows.ts';
import { startAccountsTestApp, type AccountsTestApp } from '../../auth/testing/accounts-test-app.ts';
import { AUTH_BASE_PATH } from '../../auth/create-auth.ts';
import { repoRoot } from '../../paths.ts';
import { sharedExamples } from '../../testing/shared-examples.ts';
import { testApp } from '../../testing/test-app.ts';

/**
 * Property-based fuzzing of every endpoint of the contract's table: thousands of
 * bodies made by breaking the worked examples (a field dropped, the wrong type,
 * numbers that are not numbers, impossible dates, extra keys, lists for objects,
 * nested garbage, one field's value in another) and arbitrary JSON. Whatever
 * arrives, the answer is a 200 the contract's response schema accepts or a 400
 * naming the problems — never a 500. Seeded, so a failure reproduces.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** FUZZ_SEED and FUZZ_SCALE (a multiplier of the runs) let a longer search run by hand; CI runs the defaults. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Mutated worked examples per endpoint, then arbitrary JSON documents and raw texts. */
const RUNS = { mutated: Math.round(1_600 * SCALE), arbitrary: Math.round(300 * SCALE), raw: Math.round(100 * SCALE) } as const;
/** Each property takes a few seconds; the margin is for a busy machine. */
const TIMEOUT_MS = 90_000 * SCALE;

// ---- what a body can be broken with ------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\t',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1A',
  '0b101',
  '1_000',
  '1,000',
  '١٢٣',
  '  42  ',
  '+.5',
  '.',
  '-',
  '+',
  'e5',
  '1e',
  '--1',
  '1.2.3',
  '-0',
  '0',
  '1',
  '-1',
  '0.5',
  '-0.5',
  '-0.50001',
  '1.0000001',
  '120',
  '120.0001',
  '1e9',
  '1000000001',
  '9'.repeat(400),
  `0.${'0'.repeat(400)}1`,
  '2023-02-30',
  '2023-13-01',
  '2023-00-10',
  '0000-00-00',
  '1899-12-31',
  '1900-01-01',
  '2199-12-31',
  '2200-01-01',
  '9999-12-31',
  '2024-02-29',
  '2023-02-29',
  '2025-3-1',
  '2025-03-01T00:00:00Z',
  '20250301',
  '2025/03/01',
  ' 2025-03-01',
  '+002025-03-01',
  '\u0000',
  '\ud800',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'best',
  'probable',
  'worst',
  'once',
  'everyYears',
  'annual',
  'Male',
  'female',
  'TOTAL',
  'all',
  'hispanic',
  'cpiAll',
  'wages',
  'mean',
  'median',
  '00-0000',
  '37-2012',
  'afterTax',
  'householdIncome',
  'x'.repeat(501),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"a":1}',
  '[]',
  'null',
  'true',
];

const NASTY_NUMBERS = [0, -0, 1, -1, 0.5, -0.5, 1e9, 1e9 + 1, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 120, 121, 1000, 1001, 1.5, 3, 4, 50, 51];

const KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'extra', '', ' ', 'caseDor', 'medical', 'scenarios', 'table', '0'];

/** A date written yyyy-MM-dd whose parts may each be out of range. */
const anyDate = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** A real date in the contract's range: the body stays readable and the calculation has to cope. */
const plausibleDate = fc
  .tuple(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const numericText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.double({ min: -2, max: 2, noNaN: true }).map(String),
  fc.integer({ min: -10, max: 2_000 }).map(String),
  fc.double({ min: 0, max: 2e9, noNaN: true }).map((n) => n.toFixed(2)),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double(), // NaN and ±Infinity travel as null
  numericText,
  anyDate,
  plausibleDate,
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
);

const garbage: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), scalar, { maxKeys: 4 }) },
);

type Tweak = { kind: 'tweak'; at: number; date: string; shiftDays: number; number: string; count: number };
type Mutation =
  | Tweak
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'copy'; at: number; from: number }
  | { kind: 'extraKey'; at: number; key: string; value: Json }
  | { kind: 'wrap'; at: number }
  | { kind: 'unwrap'; at: number }
  | { kind: 'repeat'; at: number; count: number };

/** Numbers a calculation may meet at the edges of what the contract accepts. */
const edgeNumber = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-0.5',
    '-0.4999',
    '0.9999',
    '1',
    '0.0001',
    '2',
    '3',
    '10',
    '50',
    '100',
    '119.99',
    '120',
    '1e9',
    '999999999.99',
    '1e-7',
  ),
  fc.double({ min: -0.5, max: 1, noNaN: true }).map(String),
  fc.double({ min: 0, max: 120, noNaN: true }).map((n) => n.toFixed(4)),
  fc.integer({ min: 0, max: 1e9 }).map(String),
);

const at = fc.nat();
const tweakOf: fc.Arbitrary<Tweak> = fc.record({
  kind: fc.constant('tweak' as const),
  at,
  date: fc.oneof(plausibleDate, fc.constantFrom('1900-01-01', '2199-12-31', '2024-02-29', '2025-03-01', '2025-12-31')),
  // Half the time the date moves a little instead: the case's dates then mostly keep their order.
  shiftDays: fc.oneof(fc.constant(0), fc.integer({ min: -800, max: 800 }), fc.integer({ min: -40_000, max: 40_000 })),
  number: edgeNumber,
  count: fc.constantFrom(0, 1, 2, 3, 10, 50),
});
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: tweakOf },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: garbage }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('copy' as const), at, from: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extraKey' as const),
      at,
      key: fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
      value: garbage,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unwrap' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), at, count: fc.constantFrom(0, 2, 4, 11, 51, 60) }) },
);

function pathsOf(value: Json, prefix: Path = []): Path[] {
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...prefix, i]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))
      : [];
  return [prefix, ...children];
}

function get(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value);
}

/** The body with `path` set to `replacement` (`undefined` removes it); the root path replaces the body. */
function set(body: Json, path: Path, replacement: Json | undefined): Json {
  if (path.length === 0) return replacement === undefined ? {} : replacement;
  const parent = get(body, path.slice(0, -1)) as Record<string | number, Json> | Json[];
  const key = path.at(-1)!;
  if (replacement !== undefined) {
    // defineProperty, so that a "__proto__" key is an own property as it is when JSON.parse reads one.
    Object.defineProperty(parent, key, { value: replacement, enumerable: true, writable: true, configurable: true });
  } else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete (parent as Record<string, Json>)[key];
  return body;
}

function apply(body: Json, m: Mutation): Json {
  const paths = pathsOf(body);
  const path = paths[m.at % paths.length]!;
  const target = get(body, path);
  switch (m.kind) {
    case 'tweak':
      return set(body, path, tweak(target, m));
    case 'drop':
      return set(body, path, undefined);
    case 'replace':
      return set(body, path, structuredClone(m.value));
    case 'copy':
      return set(body, path, structuredClone(get(body, paths[m.from % paths.length]!)));
    case 'extraKey':
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        Object.defineProperty(target, m.key, { value: structuredClone(m.value), enumerable: true, writable: true, configurable: true });
        return body;
      }
      return set(body, path, structuredClone(m.value));
    case 'wrap':
      return set(body, path, [structuredClone(target)]);
    case 'unwrap':
      if (Array.isArray(target)) return set(body, path, target.length > 0 ? structuredClone(target[0]!) : null);
      if (target !== null && typeof target === 'object') return set(body, path, structuredClone(Object.values(target)[0] ?? null));
      return set(body, path, { value: target });
    case 'repeat': {
      const item = Array.isArray(target) ? (target[0] ?? null) : target;
      return set(
        body,
        path,
        Array.from({ length: m.count }, () => structuredClone(item)),
      );
    }
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/;

/**
 * A value of the same kind as `target`: another real date, another number in or
 * near the contract's ranges, a list of another length. Most such bodies stay
 * valid, so the calculation itself meets unusual cases, not only the validation.
 */
function tweak(target: Json, m: Tweak): Json {
  if (typeof target === 'string' && DATE.test(target)) return m.shiftDays === 0 ? m.date : shiftDate(target, m.shiftDays);
  if (typeof target === 'number' || (typeof target === 'string' && NUMBER.test(target))) return m.number;
  if (Array.isArray(target))
    return Array.from({ length: m.count }, (_, i) => structuredClone(target[i % Math.max(1, target.length)] ?? null));
  return target;
}

/** A date `days` later (earlier when negative), written yyyy-MM-dd; an invalid date stays as it is. */
function shiftDate(text: string, days: number): string {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time)) return text;
  const shifted = new Date(time + days * 86_400_000);
  return shifted.getUTCFullYear() < 0 || shifted.getUTCFullYear() > 9999 ? text : shifted.toISOString().slice(0, 10);
}

/**
 * One worked example changed by one to four mutations, each applied to the
 * result of the last: half broken in any way, half only tweaked (values of the
 * same kind), so that many reach the calculation.
 */
const mutatedBody = (seeds: Json[]) =>
  fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.oneof(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.array(tweakOf, { minLength: 1, maxLength: 3 })),
    )
    .map(([seed, mutations]) => mutations.reduce<Json>((body, m) => apply(body, m), structuredClone(seed)));

/** Text that is almost JSON, or not at all. */
const rawText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1)),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,]',
    '{"a":1,}',
    'NaN',
    '{"x": Infinity}',
    "{'a':1}",
    '\u0000',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);

// ---- what every answer must be ------------------------------------------------

/** Example request bodies of an endpoint: a list for the calls that take one body per element. */
function seedsOf(endpoint: Endpoint): Json[] {
  const path = apiPath(endpoint);
  const examples = sharedExamples().filter((e) => e.endpoint === `${endpoint.method} ${path}`);
  return examples.flatMap((e) => {
    const request = e.request as Json;
    return Array.isArray(request) && endpoint.path !== ENDPOINTS.getDiscount.path ? request : [request];
  });
}

function describeFailure(response: LightMyRequestResponse, payload: string): string {
  return `status ${response.statusCode} for body ${payload.slice(0, 2_000)}\nanswer: ${response.body.slice(0, 1_000)}`;
}

/** A 200 the contract's response schema accepts, or a 400 naming at least one problem; nothing else. */
function expectContractAnswer(endpoint: Endpoint, response: LightMyRequestResponse, payload: string): void {
  if (response.statusCode === 200) {
    const shape = endpoint.response.safeParse(response.json());
    if (!shape.success)
      throw new Error(`200 answer off the contract (${JSON.stringify(shape.error.issues)}): ${describeFailure(response, payload)}`);
    return;
  }
  if (response.statusCode !== 400) throw new Error(describeFailure(response, payload));
  const body = validationErrorResponse.safeParse(response.json());
  if (!body.success || body.data.issues.length === 0 || body.data.error === '')
    throw new Error(`400 without issues: ${describeFailure(response, payload)}`);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

const post = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

const posts = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].method === 'POST');

describe('every POST endpoint, fuzzed', () => {
  for (const [index, name] of posts.entries()) {
    const endpoint = ENDPOINTS[name];
    const url = apiPath(endpoint);
    const seed = SEED + index;

    describe(`${url}`, () => {
      const seeds = seedsOf(endpoint);

      it('has worked examples to start from', () => {
        expect(seeds.length).toBeGreaterThan(0);
      });

      it(
        `answers ${RUNS.mutated} broken worked examples with 200 or 400, never 500`,
        async () => {
          let accepted = 0;
          await fc.assert(
            fc.asyncProperty(mutatedBody(seeds), async (body) => {
              const payload = JSON.stringify(body);
              const response = await post(url, payload);
              expectContractAnswer(endpoint, response, payload);
              if (response.statusCode === 200) accepted += 1;
            }),
            { seed, numRuns: RUNS.mutated },
          );
          // The mutations also reach the calculation, not only the validation.
          expect(accepted).toBeGreaterThan(0);
          if (process.env.FUZZ_STATS) console.log(`${url}: ${accepted} of ${RUNS.mutated} accepted`);
        },
        TIMEOUT_MS,
      );

      it(
        `answers ${RUNS.arbitrary} arbitrary JSON documents and ${RUNS.raw} texts that are not JSON with 400`,
        async () => {
          await fc.assert(
            fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
              const payload = JSON.stringify(body);
              const response = await post(url, payload);
              expectContractAnswer(endpoint, response, payload);
            }),
            { seed, numRuns: RUNS.arbitrary },
          );
          await fc.assert(
            fc.asyncProperty(rawText, async (payload) => {
              const response = await post(url, payload);
              // A text may happen to be valid JSON; it must still be answered by the contract.
              expectContractAnswer(endpoint, response, payload);
            }),
            { seed, numRuns: RUNS.raw },
          );
        },
        TIMEOUT_MS,
      );
    });
  }
});

describe('every GET endpoint, fuzzed', () => {
  const gets = ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].method === 'GET');

  for (const name of gets) {
    const endpoint = ENDPOINTS[name];
    const url = apiPath(endpoint);

    it(
      `${url} answers its list whatever query string or body comes with it`,
      async () => {
        const query = fc.dictionary(
          fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
          fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string()),
          {
            maxKeys: 4,
          },
        );
        await fc.assert(
          fc.asyncProperty(query, fc.option(fc.jsonValue({ maxDepth: 3 })), async (params, body) => {
            const search = new URLSearchParams(params).toString();
            const payload = body === null ? undefined : JSON.stringify(body);
            const response = await app.inject({
              method: 'GET',
              url: search ? `${url}?${search}` : url,
              ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload }),
            });
            expectContractAnswer(endpoint, response, `${search} ${payload ?? ''}`);
          }),
          { seed: SEED, numRuns: 300 },
        );
      },
      TIMEOUT_MS,
    );
  }
});

// ---- version 3's inputs at their edges ----------------------------------------

/**
 * Version 3's options of the earnings, support and services bodies, each set to
 * values at and past the edges of its range together: whatever the combination,
 * a 200 whose every row figure is a finite number, or a 400 naming the problem.
 */
const VERSION_3_VALUES: Record<string, fc.Arbitrary<Json>> = {
  discountConvention: fc.constantFrom('midPeriod', 'midYear', 'endOfYear', '', 'weekly'),
  valuationYear: fc.constantFrom('1900', '2200', '1899', '2015', '2030', '2020.5', '', 2024),
  discountMethod: fc.constantFrom('nominal', 'netDiscountRate', 'totalOffset', 'undiscounted', '', 'real'),
  netDiscountRate: fc.constantFrom('-0.5', '1', '0', '0.012', '', '1.01'),
  firstYearPortion: fc.constantFrom('1', '1e-9', '0', '0.33', '', '1.5'),
  lastYearPortion: fc.constantFrom('1', '1e-9', '0.26', '', '-1'),
  earningsBaseYear: fc.constantFrom('1950', '2200', '1949', '2008', ''),
  pastGrowth: fc.constantFrom('-0.5', '1', '0.031', '', '2'),
  worklifeMethod: fc.constantFrom('retirementAge', 'worklifeExpectancy', '', 'tables'),
  worklife: fc.constantFrom<Json>(
    [{ id: 0, worklifeExpectancy: '80', yearsToFinalSeparation: '80' }],
    [{ id: 0, worklifeExpectancy: '0.001', yearsToFinalSeparation: '0.002' }],
    [{ id: 0, worklifeExpectancy: '5', yearsToFinalSeparation: '4' }],
    [],
    '',
  ),
  unemploymentRate: fc.constantFrom('0', '0.5', '0.51', ''),
  unemploymentBenefitReplacement: fc.constantFrom('0', '1', '1.1', ''),
  consumptionMethod: fc.constantFrom('pattonNelson', 'fixedRate', '', 'none'),
  consumptionRate: fc.constantFrom('0', '1', '', '1.1'),
  consumptionRateLater: fc.constantFrom('0', '1', ''),
  consumptionSwitchYear: fc.constantFrom('1900', '2200', '2016', ''),
  benefitsRate: fc.constantFrom('0', '1', '0.2'),
  survivorLeYears: fc.constantFrom('120', '1e-9', '0', '121', ''),
};

describe("version 3's inputs at the edges of their ranges", () => {
  const names = [
    'lossEarningsPast',
    'lossEarningsFuture',
    'lossSupportPast',
    'lossSupportFuture',
    'lossServicesPast',
    'lossServicesFuture',
  ] as const;
  for (const [index, name] of names.entries()) {
    const endpoint = ENDPOINTS[name];
    const url = apiPath(endpoint);
    it(
      `${url} answers every combination with a finite 200 or a 400`,
      async () => {
        const seeds = seedsOf(endpoint) as Record<string, Json>[];
        const options = fc.record(VERSION_3_VALUES, { requiredKeys: [] });
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...seeds), options, async (seed, changes) => {
            const payload = JSON.stringify({ ...seed, ...changes });
            const response = await post(url, payload);
            expectContractAnswer(endpoint, response, payload);
            if (response.statusCode !== 200) return;
            accepted += 1;
            for (const table of response.json<{ table: { table: string }[] }>().table)
              for (const row of JSON.parse(table.table) as Record<string, unknown>[])
                for (const value of Object.values(row))
                  if (typeof value !== 'number')
                    throw new Error(`a row figure that is not a number: ${describeFailure(response, payload)}`);
          }),
          { seed: SEED + 100 + index, numRuns: Math.round(400 * SCALE) },
        );
        expect(accepted).toBeGreaterThan(0);
      },
      TIMEOUT_MS,
    );
  }
});

// ---- the account endpoints ----------------------------------------------------

/**
 * Account calls, per endpoint: mutated examples, arbitrary JSON, texts, deep
 * nesting and (where taken) forms. Fewer than for the calculations, and fewer
 * mutated examples where a body that gets through costs a password hash (tens
 * of milliseconds each).
 */
const AUTH_RUNS = {
  mutated: Math.round(30 * SCALE),
  mutatedHashed: Math.round(15 * SCALE),
  arbitrary: Math.round(15 * SCALE),
  raw: Math.round(10 * SCALE),
  deep: Math.round(10 * SCALE),
  form: Math.round(10 * SCALE),
} as const;

/**
 * A body each endpoint accepts (or nearly: a wrong code, a wrong current
 * password), for the account signed in, in the order they are fuzzed: those
 * that need the session after the sign-ins, and last the two that end it.
 */
function authSeeds(account: TestAccount): Record<string, Json> {
  const { username, email, password } = account;
  return {
    '/sign-up/email': { username: 'fuzz_user', name: 'Fuzz Example', email: 'fuzz@example.com', password: 'correct horse 42' },
    '/sign-in/username': { username, password, rememberMe: true },
    '/sign-in/email': { email, password, rememberMe: false, callbackURL: '/' },
    '/sign-in/social': { provider: 'sso', callbackURL: '/', errorCallbackURL: '/sign-in' },
    '/email-otp/send-verification-otp': { email, type: 'email-verification' },
    '/email-otp/verify-email': { email, otp: '123456' },
    '/email-otp/request-password-reset': { email },
    '/email-otp/reset-password': { email, otp: '123456', password: 'another horse 42' },
    '/update-user': { name: 'Pat Example', image: null, displayUsername: 'Pat' },
    // A wrong current password: the fuzzing must not change the password it signs in with.
    '/change-password': { currentPassword: 'not the password 42', newPassword: 'another horse 42', revokeOtherSessions: true },
    // A wrong password and a wrong code, for the same reason: the address the fuzzing signs in with stays.
    '/email-otp/request-email-change': { newEmail: 'fuzz.moved@example.com', password: 'not the password 42' },
    '/email-otp/change-email': { newEmail: 'fuzz.moved@example.com', otp: '123456' },
    '/two-factor/generate-backup-codes': { password },
    '/two-factor/enable': { password },
    '/two-factor/disable': { password },
    '/two-factor/verify-backup-code': { code: 'abcde-fghij', trustDevice: true, disableSession: false },
    '/two-factor/verify-totp': { code: '123456', trustDevice: false },
    '/revoke-session': { token: 'not-a-session', id: 'not-a-session' },
    ...SESSION_ENDING,
  };
}

/** The endpoints that end the session the fuzzing signs in with. */
const SESSION_ENDING: Record<string, Json> = { '/sign-out': {}, '/revoke-sessions': {} };

/** The endpoints that check the account's password. */
const PASSWORD_CHECKED = new Set([
  '/sign-in/username',
  '/sign-in/email',
  '/change-password',
  '/email-otp/request-email-change',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/** The endpoints better-auth reads a form for, besides JSON. */
const FORM_PATHS = new Set(['/sign-up/email', '/sign-in/email']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The /api/auth paths the web app calls: better-auth client methods
 * (`authClient.emailOtp.verifyEmail` is /email-otp/verify-email), the client's
 * `$fetch('/path')` and plain `fetch('/api/auth/path')`.
 */
function webAuthPaths(): Set<string> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const paths = new Set<string>();
  for (const file of ['apps/web/src/features/accounts', 'apps/web/src/lib'].flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const [, chain] of text.matchAll(/authClient((?:\.[A-Za-z]+)+)\s*\(/g))
      paths.add(chain!.split('.').slice(1).map(kebab).join('/').replace(/^/, '/'));
    for (const [, url] of text.matchAll(/\$fetch(?:<[^>]*>)?\(\s*'(\/[^']+)'/g)) paths.add(url!);
    for (const [, url] of text.matchAll(/fetch\(\s*'\/api\/auth(\/[^'?]+)/g)) paths.add(url!);
  }
  return paths;
}

/** A body whose field `field` (or, for `''`, the body itself) is `levels` lists or objects deep, as text: JSON.stringify would recurse as deep. */
const deepBody = (seeds: Json[]) =>
  fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.nat(),
      fc.oneof(fc.integer({ min: MAX_JSON_DEPTH - 3, max: MAX_JSON_DEPTH + 3 }), fc.integer({ min: 100, max: 8_000 })),
      fc.boolean(),
    )
    .map(([seed, pick, levels, asObjects]) => {
      const fields = [...Object.keys(seed as object), 'extra'];
      const field = fields[pick % fields.length]!;
      const deep = asObjects ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}` : `${'['.repeat(levels)}${']'.repeat(levels)}`;
      return JSON.stringify({ ...(seed as object), [field]: 'DEEP' }).replace('"DEEP"', deep);
    });

/** A form of the seed's fields, some changed: every value is text in a form. */
const formBody = (seeds: Json[]) =>
  mutatedBody(seeds).map((body) => {
    const fields: [string, Json][] =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['body', body]];
    const text = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));
    return new URLSearchParams(fields.map(([key, value]): [string, string] => [key, text(value)])).toString();
  });

describe('every account endpoint the web app calls, fuzzed', () => {
  let kit: AccountsTestApp;
  let client: AccountClient;
  let account: TestAccount;
  let addresses = 0;
  beforeAll(async () => {
    kit = await startAccountsTestApp('sqlite');
    client = kit.client();
    account = await signedInAccount(client, kit.sink);
  });
  afterAll(() => kit.close());

  /**
   * A POST from the service's own page with the signed-in cookie, each from an
   * address of its own: the per-address limits would otherwise answer 429
   * before the body is read, and the fuzzing would test nothing. The cookies it
   * is given are kept, as a browser would: enabling two-factor, for one,
   * replaces the session.
   */
  async function postAuth(url: string, payload: string, contentType = 'application/json') {
    addresses += 1;
    const response = await kit.app.inject({
      method: 'POST',
      url: `${AUTH_BASE_PATH}${url}`,
      remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
      headers: { origin: client.origin, cookie: client.cookieHeader, 'content-type': contentType },
      payload,
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') client.cookies.delete(cookie.name);
      else client.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Anything but a failure of ours: a 4xx must be the `{error, issues}` body, naming what is wrong. */
  function expectHandled(response: LightMyRequestResponse, payload: string): void {
    if (response.statusCode >= 500) throw new Error(describeFailure(response, payload));
    if (response.statusCode < 400) return;
    const body = validationErrorResponse.safeParse(response.json());
    if (!body.success || body.data.error === '') throw new Error(`4xx without {error, issues}: ${describeFailure(response, payload)}`);
  }

  it('covers every POST the web app makes to /api/auth', () => {
    const endpoints = Object.values(kit.app.accounts!.auth.api) as { path?: string; options?: { method?: string | string[] } }[];
    const postOnly = (url: string) => {
      const method = endpoints.find((endpoint) => endpoint.path === url)?.options?.method;
      return method === 'POST' || (Array.isArray(method) && method.includes('POST') && !method.includes('GET'));
    };
    const posts = [...webAuthPaths()].filter(postOnly);
    expect(posts.length).toBeGreaterThan(10);
    expect(Object.keys(authSeeds(account))).toEqual(expect.arrayContaining(posts));
  });

  const urls = Object.keys(authSeeds({ username: '', name: '', email: '', password: '' }));
  for (const [index, url] of urls.entries()) {
    const seed = SEED + 1_000 + index;
    const mutated = PASSWORD_CHECKED.has(url) ? AUTH_RUNS.mutatedHashed : AUTH_RUNS.mutated;
    const total = mutated + AUTH_RUNS.arbitrary + AUTH_RUNS.raw + AUTH_RUNS.deep + (FORM_PATHS.has(url) ? AUTH_RUNS.form : 0);

    // Only so can the endpoints that need a session have met one: had it been lost, they would have answered 401 to everything.
    if (url === Object.keys(SESSION_ENDING)[0])
      it('leaves the session it fuzzed with alive until the endpoints that end it', async () => {
        const session = await kit.app.inject({
          method: 'GET',
          url: `${AUTH_BASE_PATH}/get-session`,
          headers: { cookie: client.cookieHeader },
        });
        expect(session.json<{ user?: { email: string } } | null>()?.user?.email).toBe(account.email);
      });

    it(
      `${AUTH_BASE_PATH}${url} answers ${total} generated bodies without a 500`,
      async () => {
        const seeds = [authSeeds(account)[url]!];
        const json = (arbitrary: fc.Arbitrary<string>, numRuns: number) =>
          fc.assert(
            fc.asyncProperty(arbitrary, async (payload) => expectHandled(await postAuth(url, payload), payload)),
            { seed, numRuns },
          );
        await json(
          mutatedBody(seeds).map((body) => JSON.stringify(body)),
          mutated,
        );
        await json(
          fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)),
          AUTH_RUNS.arbitrary,
        );
        await json(rawText, AUTH_RUNS.raw);
        await json(deepBody(seeds), AUTH_RUNS.deep);
        if (FORM_PATHS.has(url))
          await fc.assert(
            fc.asyncProperty(formBody(seeds), async (payload) =>
              expectHandled(await postAuth(url, payload, 'application/x-www-form-urlencoded'), payload),
            ),
            { seed, numRuns: AUTH_RUNS.form },
          );
      },
      TIMEOUT_MS,
    );
  }
});
