import { describe, expect, it } from 'vitest';
import { forumWarnings } from '../rules/forum-warnings.ts';
import { plausibilityWarnings } from '../rules/plausibility.ts';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { forumDefaults, forumDepartures, type ForumChoices } from './forum-defaults.ts';
import type { ForumId } from './forums.ts';

/** The defaults a forum prescribes, and the departures from them, come from the catalogue and the case's own values. */

const choices = (forum: ForumId | undefined, over: Partial<ForumChoices['plaintiff']> = {}, dateOfReport = '2025-03-01'): ForumChoices => ({
  case: { ...(forum ? { forum } : {}), dateOfReport, typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture'] },
  plaintiff: { earningsBasis: 'beforeTax', lifeTable: 'raceAndSex', ...over },
});

/** A personal-injury case with loss of earnings, before taxes, life table by race and sex. */
function record(forum: ForumId | undefined, dateOfReport = '2025-03-01'): FormDataRecord {
  return {
    case: {
      dateOfInjuryOrDeath: '2020-01-01',
      dateOfReport,
      dateOfTrial: '2026-01-01',
      economist: 'own',
      retainingAttorneyOrFirm: 'Acme Law',
      ...(forum ? { forum } : {}),
      type: 'personalInjury',
      typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture'],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Ann Lee',
      gender: 'female',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1980-01-01',
      annualIncome: [96000],
      remainingLEYears: [40],
      retirementAge: [67],
      wagesGrowthRate: 0.03,
      wagesDiscountRate: 0.0431,
      benefitsRate: 0.15,
      earningsBasis: 'beforeTax',
      lifeTable: 'raceAndSex',
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 120000, holdSize: 1, numberOfChildrens: 0 },
  };
}

describe('forumDefaults', () => {
  it('gives every default the forum prescribes, the discount method included', () => {
    expect(forumDefaults('texas')).toEqual({ earningsBasis: 'afterTax' });
    expect(forumDefaults('fela')).toEqual({ earningsBasis: 'afterTax' });
    expect(forumDefaults('california')).toEqual({ lifeTable: 'allRacesBothSexes', worklifeTableBasis: 'allPersons' });
    expect(forumDefaults('districtOfColumbia')).toEqual({ lifeTable: 'allRacesBothSexes', worklifeTableBasis: 'allPersons' });
    expect(forumDefaults('pennsylvania')).toEqual({ discountMethod: 'totalOffset' });
  });

  it('prescribes nothing without a forum, for Other, or for a forum leaving the choices to the economist', () => {
    expect(forumDefaults(undefined)).toEqual({});
    expect(forumDefaults('other')).toEqual({});
    expect(forumDefaults('federal')).toEqual({});
    expect(forumDefaults('newYork')).toEqual({});
  });

  it('holds a rule with an effective date only from that date', () => {
    expect(forumDefaults('districtOfColumbia', '2023-02-22')).toEqual({});
    expect(forumDefaults('districtOfColumbia', '2023-02-23')).toEqual({ lifeTable: 'allRacesBothSexes', worklifeTableBasis: 'allPersons' });
  });
});

describe('forumDepartures', () => {
  it('finds none without a forum, or when the values follow the forum', () => {
    expect(forumDepartures(choices(undefined))).toEqual([]);
    expect(forumDepartures(choices('federal'))).toEqual([]);
    expect(forumDepartures(choices('texas', { earningsBasis: 'afterTax' }))).toEqual([]);
    expect(forumDepartures(choices('california', { lifeTable: 'allRacesBothSexes' }))).toEqual([]);
  });

  it('states a departure from the earnings basis with the rule and what is used instead', () => {
    const [d, ...rest] = forumDepartures(choices('texas'));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ path: 'plaintiff.earningsBasis', prescribed: 'after-tax earnings', used: 'before-tax earnings' });
    expect(d?.note).toBe('Texas prescribes after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091)');
    expect(forumDepartures(choices('fela'))[0]?.rule.citation).toBe('Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)');
  });

  it('states a departure from the discount method of earnings or support, an absent method being nominal', () => {
    const servicesOnly = choices('pennsylvania');
    servicesOnly.case = { ...servicesOnly.case, typeSelectedValues: ['householdServicesWdP', 'householdServicesWdF'] };
    expect(forumDepartures(servicesOnly)).toEqual([]);
    expect(forumDepartures({ ...choices('pennsylvania'), valuation: { discountMethod: 'totalOffset' } })).toEqual([]);
    expect(forumDepartures(choices('pennsylvania'))).toHaveLength(1);
    const [d] = forumDepartures({ ...choices('pennsylvania'), valuation: { discountMethod: 'nominal' } });
    expect(d?.path).toBe('valuation.discountMethod');
    expect(d?.note).toBe('Pennsylvania prescribes the total-offset method (Kaczkowski v. Bolubasz, 491 Pa. 561 (1980))');
    expect(d?.instead).toBe('discounting at the nominal discount rate is used instead');
  });

  it('does not ask for an earnings basis where loss of earnings is not claimed', () => {
    expect(forumDepartures(choices('texas', { earningsBasis: undefined }))).toEqual([]);
  });

  it('states each race- or sex-specific life table, the spouse’s too, an absent one being by race and sex', () => {
    const found = forumDepartures({ ...choices('california', { lifeTable: 'sexAllRaces' }), spouse: {} });
    expect(found.map((d) => [d.path, d.used])).toEqual([
      ['plaintiff.lifeTable', 'the life table by sex, all races'],
      ['spouse.lifeTable', 'the life table by race and sex'],
    ]);
    expect(found[0]?.note).toBe('California prescribes a race- and sex-neutral life table (Cal. Civ. Code § 3361)');
  });

  it('holds a District of Columbia case to neutral tables only from the rule’s effective date', () => {
    expect(forumDepartures(choices('districtOfColumbia', {}, '2023-02-22'))).toEqual([]);
    expect(forumDepartures(choices('districtOfColumbia', {}, '2023-02-23')).map((d) => d.rule.citation)).toEqual(['D.C. Code § 16-2851']);
  });
});

describe('the worklife table’s basis in a forum requiring neutral tables', () => {
  const worklife = (
    tableBasis: 'bySex' | 'allPersons' | undefined,
    method: 'worklifeExpectancy' | 'retirementAge' = 'worklifeExpectancy',
  ) => ({
    method,
    ...(tableBasis ? { tableBasis } : {}),
  });
  const neutral = (forum: ForumId, dateOfReport = '2025-03-01') => choices(forum, { lifeTable: 'allRacesBothSexes' }, dateOfReport);

  it('states a worklife table by sex in California as a departure, with the rule and what is used instead', () => {
    const found = forumDepartures({ ...neutral('california'), worklife: worklife('bySex') });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ path: 'worklife.tableBasis', label: 'Worklife table basis', item: "the worklife table's basis" });
    expect(found[0]?.note).toBe('California prescribes a worklife table for all persons (Cal. Civ. Code § 3361)');
    expect(found[0]?.instead).toBe('a worklife table by sex is used instead');
  });

  it('finds none for a table for all persons, a basis not stated, the retirement-age method, or no earnings or support', () => {
    expect(forumDepartures({ ...neutral('california'), worklife: worklife('allPersons') })).toEqual([]);
    expect(forumDepartures({ ...neutral('california'), worklife: worklife(undefined) })).toEqual([]);
    expect(forumDepartures({ ...neutral('california'), worklife: worklife('bySex', 'retirementAge') })).toEqual([]);
    const servicesOnly = neutral('california');
    servicesOnly.case = { ...servicesOnly.case, typeSelectedValues: ['householdServicesWdP', 'householdServicesWdF'] };
    expect(forumDepartures({ ...servicesOnly, worklife: worklife('bySex') })).toEqual([]);
    expect(forumDepartures({ ...choices('texas', { earningsBasis: 'afterTax' }), worklife: worklife('bySex') })).toEqual([]);
  });

  it('holds a District of Columbia case to it only from the rule’s effective date', () => {
    expect(forumDepartures({ ...neutral('districtOfColumbia', '2023-02-22'), worklife: worklife('bySex') })).toEqual([]);
    const [d] = forumDepartures({ ...neutral('districtOfColumbia', '2023-02-23'), worklife: worklife('bySex') });
    expect(d?.note).toBe('District of Columbia prescribes a worklife table for all persons (D.C. Code § 16-2851)');
  });

  it('is warned of before calculating, naming the rule and its citation', () => {
    const bySex = (forum: ForumId, dateOfReport?: string): FormDataRecord => {
      const data = record(forum, dateOfReport);
      return {
        ...data,
        plaintiff: { ...data.plaintiff, lifeTable: 'allRacesBothSexes', retirementAge: [] },
        worklife: {
          method: 'worklifeExpectancy',
          scenarios: [{ worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 }],
          tableBasis: 'bySex',
        },
      };
    };
    expect(forumWarnings(bySex('california'))).toEqual([
      {
        id: 'forum-departure',
        path: 'worklife.tableBasis',
        item: "the worklife table's basis",
        message:
          'Worklife table basis: California prescribes a worklife table for all persons (Cal. Civ. Code § 3361): Life expectancy, worklife and future earnings may not be reduced on account of race, ethnicity or sex. Here a worklife table by sex is used instead.',
        cause:
          'California prescribes a worklife table for all persons (Cal. Civ. Code § 3361): Life expectancy, worklife and future earnings may not be reduced on account of race, ethnicity or sex. Here a worklife table by sex is used instead.',
      },
    ]);
    expect(forumWarnings(bySex('districtOfColumbia', '2023-02-22'))).toEqual([]);
    const [dc] = forumWarnings(bySex('districtOfColumbia', '2023-02-23'));
    expect(dc?.path).toBe('worklife.tableBasis');
    expect(dc?.message).toContain('D.C. Code § 16-2851');
    expect(plausibilityWarnings({ formData: bySex('california') }).some((w) => w.path === 'worklife.tableBasis')).toBe(true);
  });
});

describe('forum warnings before calculating', () => {
  it('warns of before-tax earnings under FELA and in Texas, naming the rule and its citation', () => {
    for (const forum of ['fela', 'texas'] as const) {
      const [w] = forumWarnings(record(forum));
      expect(w?.path).toBe('plaintiff.earningsBasis');
      expect(w?.id).toBe('forum-departure');
    }
    expect(forumWarnings(record('texas'))[0]?.message).toBe(
      'Earnings basis: Texas prescribes after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091): Loss of earnings and of support are stated net of federal income tax. Here before-tax earnings are used instead.',
    );
    expect(forumWarnings(record('fela'))[0]?.message).toContain('Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)');
  });

  it('warns of a race- or sex-specific life table in California, and in D.C. from the effective date', () => {
    expect(forumWarnings(record('california'))[0]?.message).toContain('Cal. Civ. Code § 3361');
    expect(forumWarnings(record('districtOfColumbia', '2023-02-22'))).toEqual([]);
    expect(forumWarnings(record('districtOfColumbia', '2023-02-23'))[0]?.message).toContain('D.C. Code § 16-2851');
  });

  it('is among the checks before calculating, and a case without a forum gets none', () => {
    expect(plausibilityWarnings({ formData: record('texas') }).some((w) => w.id === 'forum-departure')).toBe(true);
    expect(plausibilityWarnings({ formData: record(undefined) }).some((w) => w.id === 'forum-departure')).toBe(false);
    expect(forumWarnings(record('federal'))).toEqual([]);
  });
});
