import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { personalInjuryRecord, wrongfulDeathRecord } from '../testing/fixtures.ts';
import { renderReport } from '../testing/render-report.tsx';

// The routes load their components lazily; load the chunk once up front so no test waits on the transform.
beforeAll(async () => {
  await import('../report-pages.tsx');
});

describe('Background: the household the form collected', () => {
  it('names the spouse and the children a loss of support used, with their birth dates', async () => {
    renderReport('/wd-case/background', { 'wd-case': wrongfulDeathRecord() });
    expect(await screen.findByTestId('household')).toHaveTextContent(
      "Daniel R. Whitfield's household included a spouse, Claire Whitfield (born January 5, 1980), and two children, " +
        'Emma Whitfield (born July 1, 2008) and Lucas Whitfield (born December 30, 2013).',
    );
  });

  it("gives an earnings case's yes/no answers, for which no details were asked", async () => {
    const record = personalInjuryRecord();
    record.formData.house = { ...record.formData.house!, hasSpouse: true, hasChildren: true, holdSize: 3 };
    renderReport('/pi-case/background', { 'pi-case': record });
    expect(await screen.findByTestId('household')).toHaveTextContent("Maria L. Alvarez's household includes a spouse and children.");
  });

  it('says so when there is neither', async () => {
    renderReport('/pi-case/background', { 'pi-case': personalInjuryRecord() });
    expect(await screen.findByTestId('household')).toHaveTextContent("Maria L. Alvarez's household includes no spouse and no children.");
  });
});

describe("Background: the plaintiff's occupation and employer", () => {
  it('says what the injured plaintiff did and for whom, before the household', async () => {
    const record = personalInjuryRecord();
    record.formData.plaintiff = { ...record.formData.plaintiff, occupation: 'machinist', employer: 'Delta Tool & Die' };
    renderReport('/pi-case/background', { 'pi-case': record });
    const work = await screen.findByTestId('plaintiff-work');
    expect(work).toHaveTextContent(/^At the time of the injury, Maria L\. Alvarez worked as a machinist for Delta Tool & Die\.$/);
    expect(work.compareDocumentPosition(screen.getByTestId('household')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("speaks of the decedent's death, and of the employer alone when no occupation was entered", async () => {
    const record = wrongfulDeathRecord();
    record.formData.plaintiff = { ...record.formData.plaintiff, employer: 'Bay Area Rapid Transit' };
    renderReport('/wd-case/background', { 'wd-case': record });
    expect(await screen.findByTestId('plaintiff-work')).toHaveTextContent(
      /^At the time of his death, Daniel R\. Whitfield worked for Bay Area Rapid Transit\.$/,
    );
  });

  it('is left out when neither was entered', async () => {
    renderReport('/pi-case/background', { 'pi-case': personalInjuryRecord() });
    await screen.findByTestId('household');
    expect(screen.queryByTestId('plaintiff-work')).toBeNull();
    expect(screen.queryByText(/At the time of/)).toBeNull();
  });
});
