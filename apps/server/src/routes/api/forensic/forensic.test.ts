import type { GetDiscountResponse, GetLifeResponse } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

const person = { caseDor: '2025-03-01', dob: '1980-04-10', gender: 'male', race: 'white' };

describe('POST /api/forensic/get_life', () => {
  it('answers both spellings of the life expectancy, the age, the table and its source', async () => {
    const response = await postJson(app, '/api/forensic/get_life', person);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      life_expectancy: 34.29,
      lifeExpectancy: 34.29,
      age: 44.89,
      table: 'NCHS 2023, non-Hispanic White male',
      source: expect.stringContaining('United States Life Tables, 2023') as unknown,
    });
  });

  it('accepts the race-neutral table and any case of gender and race', async () => {
    const response = await postJson(app, '/api/forensic/get_life', { ...person, gender: 'FEMALE', race: 'All' });
    expect(response.statusCode).toBe(200);
    expect(response.json<GetLifeResponse>().table).toBe('NCHS 2023, all races and origins female');
  });

  it.each([
    ['an unknown race', { race: 'martian' }, 'race'],
    ['an unknown gender', { gender: 'x' }, 'gender'],
    ['a birth after the report', { dob: '2025-03-02' }, 'dob'],
    ['an impossible report date', { caseDor: '2025-02-29' }, 'caseDor'],
    ['a race given as a number', { race: 3 }, 'race'],
  ])('rejects %s', async (_name, change, path) => {
    expectRejected(await postJson(app, '/api/forensic/get_life', { ...person, ...change }), 400, path);
  });

  it('rejects a missing field', async () => {
    const { gender: _omitted, ...body } = person;
    expectRejected(await postJson(app, '/api/forensic/get_life', body), 400, 'gender');
  });
});

const horizon = { id: 'wages', start_date: '2025-03-01', end_date: '2045-03-01' };

describe('POST /api/forensic/get_discount', () => {
  it('answers every horizon in the order asked', async () => {
    const body = [
      { id: 'b', start_date: '2019-06-14', end_date: '2026-01-01' },
      { id: 7, start_date: '2025-03-01', end_date: '2025-06-01' },
      { id: 'a', start_date: '1990-01-02', end_date: '2020-01-02' },
    ];
    const response = await postJson(app, '/api/forensic/get_discount', body);
    expect(response.statusCode).toBe(200);
    const answers = response.json<{ id: unknown; discount_rate: number; as_of: string; tenor_years: number }[]>();
    expect(answers.map((a) => a.id)).toEqual(['b', 7, 'a']);
    expect(answers[2]!.as_of).toBe('1990-01-02');
    for (const answer of answers) expect(Object.keys(answer)).toEqual(['id', 'discount_rate', 'as_of', 'tenor_years']);
  });

  it('uses the last curve for a start after the data, and says so in as_of', async () => {
    const response = await postJson(app, '/api/forensic/get_discount', [{ id: 1, start_date: '2199-01-01', end_date: '2199-12-31' }]);
    expect(response.statusCode).toBe(200);
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json<{ data: { yieldCurveThrough: string } }>();
    expect(response.json<GetDiscountResponse>()[0]?.as_of).toBe(health.data.yieldCurveThrough);
  });

  it.each([
    ['a start before the first curve date', [{ ...horizon, start_date: '1990-01-01' }], '0.start_date'],
    ['a later horizon starting before the data', [horizon, { ...horizon, id: 2, start_date: '1989-12-31' }], '1.start_date'],
    ['an end before the start', [{ ...horizon, end_date: '2020-01-01' }], '0.end_date'],
    ['an end equal to the start', [{ ...horizon, end_date: horizon.start_date }], '0.end_date'],
    ['an impossible date', [{ ...horizon, start_date: '2023-13-01' }], '0.start_date'],
    ['a missing id', [{ start_date: horizon.start_date, end_date: horizon.end_date }], '0.id'],
    ['an empty list', [], ''],
    ['an object instead of a list', horizon, ''],
  ])('rejects %s', async (_name, body, path) => {
    expectRejected(await postJson(app, '/api/forensic/get_discount', body), 400, path);
  });
});
