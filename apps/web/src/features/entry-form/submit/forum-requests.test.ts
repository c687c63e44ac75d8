import { forumDefaults, lossEarningsRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { REQUEST_BUILDERS } from '../../../lib/calculation-requests.ts';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';

/**
 * The forum reaches the service only through the fields it sets: the bodies of a case with a forum are
 * those of the same values without one, so a case saved before the forum calculates to the same cents.
 */

describe('the request bodies of a case tried in a forum', () => {
  it('are those of the same values without the forum, for every loss', () => {
    for (const values of [earningsValues(), personalInjuryValues(), wrongfulDeathValues()]) {
      const without = formDataOf(values);
      const withForum = formDataOf({ ...values, case: { ...values.case, forum: 'california' } });
      expect(withForum.case.forum).toBe('california');
      for (const build of Object.values(REQUEST_BUILDERS)) expect(build(withForum)).toEqual(build(without));
    }
  });

  it('send after-tax earnings once Texas has set its default, as the service reads them', () => {
    const values = earningsValues();
    values.case.forum = 'texas';
    values.plaintiff.earningsBasis = forumDefaults('texas').earningsBasis!;
    const body = REQUEST_BUILDERS.earnings(formDataOf(values));
    expect(body).toMatchObject({ earningsBasis: 'afterTax', taxRate: '0.24', taxDeductions: '14600', taxAdjustments: '0' });
    expect(body).not.toHaveProperty('forum');
    expect(lossEarningsRequest.safeParse(body).success).toBe(true);
  });
});
