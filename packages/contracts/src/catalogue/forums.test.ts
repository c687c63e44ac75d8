import { interestPeriod } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { FORUM_IDS, FORUMS, forumOf, forumRules, interestEventsOf } from './forums.ts';

/** The forum catalogue carries what each forum's law prescribes, each rule with a citation a reader can look up. */

describe('forum profiles', () => {
  it('has one entry per forum, "Other" last and prescribing nothing', () => {
    expect(new Set(FORUM_IDS).size).toBe(FORUMS.length);
    expect(FORUM_IDS.at(-1)).toBe('other');
    const other = forumOf('other');
    expect([other.discountMethod, other.earningsBasis, other.neutralTables]).toEqual([undefined, undefined, undefined]);
  });

  it('cites every rule by a case with its year or by a statute or court rule', () => {
    for (const forum of FORUMS)
      for (const rule of forumRules(forum.id)) {
        expect(rule.text.length, `${forum.id}: ${rule.citation}`).toBeGreaterThan(10);
        if (forum.id !== 'other') expect(rule.citation, forum.id).toMatch(/\(\w*\.? ?\d{4}\)|§|ILCS|R\.C\.P\.|C\.P\.L\.R\./);
      }
  });

  it('prescribes the method the forum’s law requires', () => {
    expect(forumOf('pennsylvania').discountMethod).toBe('totalOffset');
    expect(forumOf('fela').earningsBasis).toBe('afterTax');
    expect(forumOf('texas').earningsBasis).toBe('afterTax');
    expect(forumOf('california').neutralTables).toBe(true);
    expect(forumOf('districtOfColumbia').neutralTables).toBe(true);
    expect(forumRules('districtOfColumbia').find((r) => r.citation.includes('16-2851'))?.effective).toBe('2023-02-23');
  });

  it('states each forum’s prejudgment interest: rate, compounding, and where it is forbidden', () => {
    expect(forumOf('fela').interest.availability).toBe('forbidden');
    expect(forumOf('illinois').interest).toMatchObject({ rate: { kind: 'fixed', rate: 0.06 }, compounding: 'simple' });
    expect(forumOf('newYork').interest.rate).toEqual({ kind: 'fixed', rate: 0.09 });
    expect(forumOf('california').interest.rate).toEqual({ kind: 'fixed', rate: 0.1 });
    expect(forumOf('pennsylvania').interest.rate).toEqual({ kind: 'entered', name: 'the prime rate', plus: 0.01 });
    expect(forumOf('texas').interest.applies).toBe('pastLosses');
    expect(forumOf('florida').interest.applies).toBe('outOfPocketPast');
    expect(forumOf('federal').interest.rate).toEqual({ kind: 'federalJudgmentRate' });
  });

  it('asks only the dates each forum’s interest rule counts from', () => {
    expect(interestEventsOf('texas')).toEqual(['notice', 'filing']);
    expect(interestEventsOf('pennsylvania')).toEqual(['service']);
    expect(interestEventsOf('illinois')).toEqual(['filing']);
    expect(interestEventsOf('newYork')).toEqual(['liabilityVerdict']);
    expect(interestEventsOf('california')).toEqual(['offer']);
    for (const id of ['federal', 'fela', 'districtOfColumbia', 'florida', 'other'] as const) expect(interestEventsOf(id), id).toEqual([]);
  });

  it('runs interest over the period each statute fixes, for a case tried on 2026-05-01', () => {
    const dates = {
      filing: '2019-03-15',
      service: '2019-04-01',
      notice: '2018-06-01',
      offer: '2021-02-10',
      liabilityVerdict: '2026-04-20',
    } as const;
    const period = (id: (typeof FORUM_IDS)[number]) => interestPeriod(forumOf(id).interest.period, dates, '2026-05-01');
    // 735 ILCS 5/2-1303(c): from filing, no period beyond five years.
    expect(period('illinois')).toEqual({ from: '2019-03-15', to: '2024-03-15' });
    // Pa.R.C.P. 238: from one year after service.
    expect(period('pennsylvania')).toEqual({ from: '2020-04-01', to: '2026-05-01' });
    // Tex. Fin. Code § 304.104: the earlier of 180 days after notice (2018-11-28) and filing.
    expect(period('texas')).toEqual({ from: '2018-11-28', to: '2026-05-01' });
    expect(period('newYork')).toEqual({ from: '2026-04-20', to: '2026-05-01' });
    expect(period('california')).toEqual({ from: '2021-02-10', to: '2026-05-01' });
    // Florida (Argonaut): from each loss.
    expect(period('florida')).toEqual({ from: '', to: '2026-05-01' });
  });
});
