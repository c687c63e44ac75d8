import type { FormDataRecord, SavedFormRecord, WorklifeTableBasis } from '@damages/contracts';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * The worklife table's basis in the report: the Worklife subsection names the
 * table with it ("…, Table 3, for all persons"), and in a forum requiring
 * neutral tables a table by sex is stated among the forum's departures.
 */

const TABLE = 'Skoog, Ciecka & Krueger (2019), Table 3';
const ID = 'pi-worklife-basis';

function withBasis(tableBasis: WorklifeTableBasis | undefined, forum?: 'california'): SavedFormRecord {
  const { formData } = personalInjuryRecord();
  const data: FormDataRecord = {
    ...formData,
    case: { ...formData.case, ...(forum ? { forum } : {}) },
    plaintiff: { ...formData.plaintiff, retirementAge: [], lifeTable: 'allRacesBothSexes' },
    worklife: {
      method: 'worklifeExpectancy',
      scenarios: [{ worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 }],
      tableName: TABLE,
      ...(tableBasis ? { tableBasis } : {}),
    },
  };
  return savedRecordOf(data, '2025-03-01T12:00:00.000Z');
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function subsection(record: SavedFormRecord, name: RegExp) {
  renderReport(`/${ID}/assumptions`, { [ID]: record });
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest<HTMLElement>('.report-subsection')!;
}

describe('the Worklife subsection', () => {
  it('names the table with its basis, for all persons', async () => {
    const part = await subsection(withBasis('allPersons'), /Worklife$/);
    expect(within(part).getByTestId('worklife-method')).toHaveTextContent(
      `taken with the years to final separation (YFS) from ${TABLE}, for all persons. The loss runs`,
    );
    expect(within(part).getByText('Worklife table basis').nextSibling).toHaveTextContent('All persons (sex-neutral)');
  });

  it('says by sex for a table by sex, and nothing of a basis not stated', async () => {
    const bySex = await subsection(withBasis('bySex'), /Worklife$/);
    expect(within(bySex).getByTestId('worklife-method')).toHaveTextContent(`from ${TABLE}, by sex.`);
    cleanup();
    const unstated = await subsection(withBasis(undefined), /Worklife$/);
    expect(within(unstated).getByTestId('worklife-method')).toHaveTextContent(`from ${TABLE}. The loss runs`);
    expect(within(unstated).queryByText('Worklife table basis')).not.toBeInTheDocument();
  });
});

describe('the forum subsection', () => {
  it('states a worklife table by sex in California as a departure, with the rule and its citation', async () => {
    const part = await subsection(withBasis('bySex', 'california'), /Forum and Governing Law$/);
    expect([...part.querySelectorAll('.forum-departures li')].map((item) => item.textContent)).toEqual([
      'California prescribes a worklife table for all persons (Cal. Civ. Code § 3361): Life expectancy, worklife and future earnings may not be reduced on account of race, ethnicity or sex. In this report a worklife table by sex is used instead.',
    ]);
  });

  it('states no departure for a table for all persons', async () => {
    const part = await subsection(withBasis('allPersons', 'california'), /Forum and Governing Law$/);
    expect(part).not.toHaveTextContent('departs');
  });
});
