import type { GetGrowthResponse, GetLifeResponse, GetWageResponse } from '@damages/contracts';
import type { FastifyInstance } from 'fastify';
import { shippedGrowthSeries } from '@damages/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

describe('POST /api/forensic/get_life, sex- and race-neutral tables', () => {
  const person = { caseDor: '2025-03-01', dob: '1980-04-10', race: 'white' };

  it('answers the both-sexes table of the race for gender total, in any case, and names it', async () => {
    const response = await postJson(app, '/api/forensic/get_life', { ...person, gender: 'TOTAL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ life_expectancy: 36.1, age: 44.89, table: 'NCHS 2023, non-Hispanic White, both sexes' });
  });

  it('answers all races, both sexes', async () => {
    const response = await postJson(app, '/api/forensic/get_life', { ...person, gender: 'total', race: 'all' });
    expect(response.json<GetLifeResponse>().table).toBe('NCHS 2023, all races and origins, both sexes');
  });

  it('still names gender when it is none of male, female, total', async () => {
    const body = expectRejected(await postJson(app, '/api/forensic/get_life', { ...person, gender: 'both' }), 400, 'gender');
    expect(body.issues[0]!.message).toBe('Gender must be one of Male, Female or Total');
  });
});

describe('POST /api/forensic/get_growth', () => {
  const ask = { series: 'cpiAll', caseDor: '2025-03-01', years: '20' };

  it('answers the rate, its window, its source and the month its data runs through', async () => {
    const response = await postJson(app, '/api/forensic/get_growth', ask);
    expect(response.statusCode).toBe(200);
    const answer = response.json<GetGrowthResponse>();
    expect(Object.keys(answer)).toEqual(['series', 'growth_rate', 'from_year', 'to_year', 'years', 'source', 'data_through']);
    expect(answer).toMatchObject({ series: 'cpiAll', growth_rate: 2.5688, from_year: 2004, to_year: 2024, years: 20 });
    expect(answer.source).toMatch(/CUUR0000SA0.*Bureau of Labor Statistics.*through \d{4}-\d{2}$/);
    expect(answer.data_through).toBe(shippedGrowthSeries.cpiAll.lastMonth);
    expect(answer.source.endsWith(`through ${answer.data_through}`)).toBe(true);
  });

  it('takes 20 years when years is left out, and accepts JSON numbers', async () => {
    const { years: _omitted, ...body } = ask;
    const response = await postJson(app, '/api/forensic/get_growth', body);
    expect(response.json()).toMatchObject({ growth_rate: 2.5688, years: 20, from_year: 2004 });
    expect((await postJson(app, '/api/forensic/get_growth', { ...ask, years: 10 })).json()).toMatchObject({
      years: 10,
      from_year: 2014,
      to_year: 2024,
    });
  });

  it.each([
    ['an unknown series', { series: 'cpiFood' }, 'series'],
    ['a missing series', { series: undefined }, 'series'],
    ['zero years', { years: '0' }, 'years'],
    ['51 years', { years: 51 }, 'years'],
    ['a fractional number of years', { years: '2.5' }, 'years'],
    ['years that are not a number', { years: 'twenty' }, 'years'],
    ['an impossible report date', { caseDor: '2025-02-30' }, 'caseDor'],
    // CPI-U starts in 1913: a 1950 report gives E = 1949, and S = 1949 - 50 = 1899 is not in the data.
    ['a window starting before the series', { series: 'cpiAll', years: 50, caseDor: '1950-01-01' }, 'years'],
    ['a report before any complete year of the series', { caseDor: '1913-06-01', years: 1 }, 'caseDor'],
  ])('rejects %s, naming the field', async (_name, change, path) => {
    const body = expectRejected(await postJson(app, '/api/forensic/get_growth', { ...ask, ...change }), 400, path);
    expect(body.issues.find((issue) => issue.path === path)!.message).toMatch(/\w/);
  });

  it('explains a window the data does not cover', async () => {
    const body = expectRejected(
      await postJson(app, '/api/forensic/get_growth', { ...ask, series: 'cpiMedical', caseDor: '1960-01-01', years: 30 }),
      400,
      'years',
    );
    expect(body.issues[0]!.message).toMatch(/^30 years back from 1959 is 1929, which is not a complete year of CPI-U, medical care/);
  });
});

describe('GET /api/forensic/wage_occupations and POST /api/forensic/get_wage', () => {
  it('lists the occupations in SOC-code order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/forensic/wage_occupations' });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ occupation: string; title: string }[]>();
    expect(list).toHaveLength(16);
    expect(list.map((o) => o.occupation)).toEqual(list.map((o) => o.occupation).sort());
    expect(list[0]).toEqual({ occupation: '31-1120', title: 'Home Health and Personal Care Aides' });
  });

  it('answers the median by default, and the mean on request', async () => {
    const median = (await postJson(app, '/api/forensic/get_wage', { occupation: '31-1120' })).json<GetWageResponse>();
    expect(median).toMatchObject({ occupation: '31-1120', statistic: 'median', hourly_wage: 16.78, as_of: 'May 2024' });
    expect(median.source).toMatch(/Occupational Employment and Wage Statistics/);
    const mean = (await postJson(app, '/api/forensic/get_wage', { occupation: '31-1120', statistic: 'Mean' })).json<GetWageResponse>();
    expect(mean).toMatchObject({ statistic: 'mean', hourly_wage: 16.82 });
  });

  it.each([
    ['an unknown occupation', { occupation: '11-1011' }, 'occupation', /not one of the OEWS occupations shipped/],
    ['something that is not a SOC code', { occupation: 'maid' }, 'occupation', /SOC code/],
    ['a missing occupation', {}, 'occupation', /required/],
    ['an unknown statistic', { occupation: '37-2012', statistic: 'mode' }, 'statistic', /median, mean/],
  ])('rejects %s, naming the field', async (_name, body, path, message) => {
    const error = expectRejected(await postJson(app, '/api/forensic/get_wage', body), 400, path);
    expect(error.issues.find((issue) => issue.path === path)!.message).toMatch(message);
  });

  it('rejects a body that is not an object', async () => {
    expectRejected(await postJson(app, '/api/forensic/get_wage', ['37-2012']), 400, '');
  });

  it('answers without inDollarsOf exactly the published wage, and nothing more', async () => {
    const answer = (await postJson(app, '/api/forensic/get_wage', { occupation: '37-2012' })).json<GetWageResponse>();
    expect(Object.keys(answer)).toEqual(['occupation', 'title', 'statistic', 'hourly_wage', 'as_of', 'source']);
  });

  it('adds the wage brought to the dollars of inDollarsOf, with the factor, month and series used', async () => {
    const response = await postJson(app, '/api/forensic/get_wage', { occupation: '37-2012', inDollarsOf: '2025-06-15' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<GetWageResponse>();
    expect(Object.keys(answer)).toEqual([
      'occupation',
      'title',
      'statistic',
      'hourly_wage',
      'as_of',
      'source',
      'hourly_wage_in_dollars_of',
      'adjusted_to',
      'adjustment_factor',
      'adjustment_source',
    ]);
    // AHETPI June 2025 31.31 / May 2024 29.97 = 1.0447; 16.66 × 1.0447 = 17.404702 → 17.40.
    expect(answer).toMatchObject({
      hourly_wage: 16.66,
      hourly_wage_in_dollars_of: 17.4,
      adjusted_to: '2025-06',
      adjustment_factor: 1.0447,
    });
    expect(answer.adjustment_source).toMatch(/^AHETPI 2025-06 31\.31 \/ AHETPI 2024-05 29\.97\. Average hourly earnings/);
  });

  it('does not bring the wage back to a date before May 2024, and says so', async () => {
    const answer = (
      await postJson(app, '/api/forensic/get_wage', { occupation: '37-2012', inDollarsOf: '2023-09-01' })
    ).json<GetWageResponse>();
    expect(answer).toMatchObject({ hourly_wage_in_dollars_of: 16.66, adjusted_to: '2024-05', adjustment_factor: 1 });
    expect(answer.adjustment_source).toMatch(/^Not brought back: the date is before the OEWS reference month 2024-05/);
  });

  it.each([
    ['an impossible date', '2025-02-30', /real calendar date/],
    ['a month name', 'June 2025', /real calendar date written yyyy-MM-dd/],
    ['an empty date', '', /In dollars of is required/],
    ['a number', 20250615, /date written yyyy-MM-dd/],
    ['a date outside the calendar the service takes', '2300-01-01', /between/],
  ])('rejects inDollarsOf as %s, naming the field', async (_name, inDollarsOf, message) => {
    const error = expectRejected(await postJson(app, '/api/forensic/get_wage', { occupation: '37-2012', inDollarsOf }), 400, 'inDollarsOf');
    expect(error.issues.find((issue) => issue.path === 'inDollarsOf')!.message).toMatch(message);
  });
});

describe('the lookups need a signed-in session', () => {
  it('answers 401 without one', async () => {
    const guarded = await testApp();
    try {
      for (const [method, url, body] of [
        ['POST', '/api/forensic/get_growth', { series: 'cpiAll', caseDor: '2025-03-01' }],
        ['POST', '/api/forensic/get_wage', { occupation: '37-2012' }],
        ['GET', '/api/forensic/wage_occupations', undefined],
      ] as const) {
        const response = body ? await postJson(guarded, url, body) : await guarded.inject({ method, url });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ error: 'Sign in required', issues: [] });
      }
    } finally {
      await guarded.close();
    }
  });
});
