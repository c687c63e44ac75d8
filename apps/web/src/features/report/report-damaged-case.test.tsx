import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_DAMAGE_REASONS,
  DAMAGED_CASE_REMEDY,
  DAMAGED_CASE_TITLE,
  OTHER_CASES_UNAFFECTED,
  type CaseDamage,
} from '../saved-cases/index.ts';
import {
  damageSealedCase,
  SEALED_CASE_DAMAGE,
  seedSealedCases,
  unlockTestAccount,
  writeClearTextCase,
  type SealedCaseDamage,
} from '../saved-cases/testing/index.ts';
import { personalInjuryRecord, wrongfulDeathRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const OLD = '33333333-3333-4333-8333-333333333333';

// The routes load their components lazily; load the chunk once up front so no test waits on the transform.
beforeAll(() => import('./report-pages.tsx'));

/** Each way the case under A can be spoilt before a page loads straight at its report, with the damage it shows. */
type Spoiling = [how: string, spoil: () => unknown, damage: CaseDamage];
const spoilings: Spoiling[] = [
  ...Object.entries(SEALED_CASE_DAMAGE).map(([how, damage]): Spoiling => [how, () => damageSealedCase(A, how as SealedCaseDamage), damage]),
  ['replaced by clear text', () => writeClearTextCase(A, personalInjuryRecord()), 'replaced'],
];

describe('a direct load of the report of a saved case that cannot be opened', () => {
  it.each(spoilings)('%s: says what happened, that the other cases are fine, and what to do', async (_how, spoil, damage) => {
    await seedSealedCases({ [A]: wrongfulDeathRecord(), [B]: personalInjuryRecord() });
    await spoil();
    await unlockTestAccount(); // the page's first load opens the cases again
    renderReport(`/${A}/table-of-contents`);
    expect(await screen.findByRole('heading', { name: DAMAGED_CASE_TITLE })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(page).toHaveTextContent(A);
    expect(page).toHaveTextContent(CASE_DAMAGE_REASONS[damage]);
    expect(page).toHaveTextContent(OTHER_CASES_UNAFFECTED);
    expect(page).toHaveTextContent(DAMAGED_CASE_REMEDY);
    expect(screen.getByRole('link', { name: 'Go to your saved cases' })).toHaveAttribute('href', '/form');
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(page, 'a replacement is never shown as the case').not.toHaveTextContent('Mary Roe');
  });

  it('still opens the other cases, and a case saved in clear text before cases were sealed', async () => {
    await seedSealedCases({ [A]: wrongfulDeathRecord(), [B]: personalInjuryRecord() });
    await damageSealedCase(A, 'altered ciphertext');
    writeClearTextCase(OLD, personalInjuryRecord());
    await unlockTestAccount();
    const other = renderReport(`/${B}/table-of-contents`);
    expect(await screen.findByRole('heading', { name: 'Table of Contents' })).toBeInTheDocument();
    other.unmount();
    renderReport(`/${OLD}/table-of-contents`);
    expect(await screen.findByRole('heading', { name: 'Table of Contents' })).toBeInTheDocument();
  });
});
