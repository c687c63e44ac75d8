import { describe, expect, it } from 'vitest';
import { FORUM_IDS, FORUMS, forumOf, forumRules } from './forums.ts';

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

  it('states each forum’s prejudgment interest: rate, start, limit, and where it is forbidden', () => {
    expect(forumOf('fela').interest.availability).toBe('forbidden');
    expect(forumOf('illinois').interest).toMatchObject({
      rate: { kind: 'fixed', rate: 0.06 },
      from: 'filing',
      maxYears: 5,
      compounding: 'simple',
    });
    expect(forumOf('newYork').interest).toMatchObject({ rate: { kind: 'fixed', rate: 0.09 }, from: 'liabilityVerdict' });
    expect(forumOf('california').interest).toMatchObject({ rate: { kind: 'fixed', rate: 0.1 }, from: 'offer' });
    expect(forumOf('pennsylvania').interest).toMatchObject({
      rate: { kind: 'entered', name: 'the prime rate', plus: 0.01 },
      from: 'serviceOneYear',
    });
    expect(forumOf('texas').interest).toMatchObject({ applies: 'pastLosses', from: 'noticeOrFiling' });
    expect(forumOf('florida').interest.applies).toBe('outOfPocketPast');
    expect(forumOf('federal').interest.rate).toEqual({ kind: 'federalJudgmentRate' });
  });
});
