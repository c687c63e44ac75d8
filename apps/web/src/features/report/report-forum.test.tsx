import type { ForumId, SavedFormRecord } from '@damages/contracts';
import { configure, screen, within } from '@testing-library/react';
import JSZip from 'jszip';
import { Packer } from 'docx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from './export/word/build-document.ts';
import { renderReportHtml } from './export/word/render-report-html.tsx';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/** The forum in the report: its rules with their citations among the assumptions, its authorities among the references. */

const ID = 'pi-forum';

/** The personal-injury example (loss of earnings before taxes, life table by race and sex) tried in a forum. */
function tried(forum: ForumId | undefined, over: Partial<SavedFormRecord['formData']['plaintiff']> = {}, dateOfReport = '2025-03-01') {
  const record = personalInjuryRecord();
  record.formData.case = { ...record.formData.case, dateOfReport, ...(forum ? { forum } : {}) };
  record.formData.plaintiff = { ...record.formData.plaintiff, earningsBasis: 'beforeTax', lifeTable: 'raceAndSex', ...over };
  return record;
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function forumSubsection(record: SavedFormRecord) {
  renderReport(`/${ID}/assumptions`, { [ID]: record });
  const heading = await screen.findByRole('heading', { level: 3, name: /Forum and Governing Law$/ });
  return heading.closest<HTMLElement>('.report-subsection')!;
}

describe('the Assumptions state the forum', () => {
  it('lists the rules applied with their citations, and a departure with what was used instead', async () => {
    const part = await forumSubsection(tried('texas'));
    expect(within(part).getByRole('heading', { level: 3 })).toHaveTextContent(/^3\.4 Forum and Governing Law$/);
    expect(part).toHaveTextContent('The damages are measured under the law of the forum: Texas.');
    // Computed without interest, the case states the forum's interest rule without claiming to apply it.
    expect(part).toHaveTextContent(
      'Prejudgment interest is not computed in this report. The forum’s rule: Simple interest on past damages only, from the earlier of 180 days after written notice of the claim and the date the suit is filed (Tex. Fin. Code §§ 304.104, 304.1045).',
    );
    expect([...part.querySelectorAll('.forum-rules li')].map((item) => item.textContent).join('\n')).not.toMatch(/Simple interest/);
    expect(
      within(part).getByText(
        'Texas prescribes after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091): Loss of earnings and of support are stated net of federal income tax. In this report before-tax earnings are used instead.',
      ),
    ).toBeInTheDocument();
  });

  it('lists a rule followed among those applied, without a departure', async () => {
    const part = await forumSubsection(
      tried('fela', { earningsBasis: 'afterTax', marginalTaxRate: 0.22, annualDeductions: 14600, annualAdjustments: 0 }),
    );
    const applied = within(part)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(applied).toEqual([
      'Lost earnings are stated after income taxes (Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)).',
      'Future losses are discounted to present value, and prejudgment interest is not awarded (Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)).',
      'Any of the accepted methods of discounting may be used, each stated with its assumptions (Jones & Laughlin Steel Corp. v. Pfeifer, 462 U.S. 523 (1983)).',
      'No prejudgment interest (Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)).',
    ]);
    expect(part).not.toHaveTextContent('departs');
  });

  it('states a District of Columbia rule not yet in force as not applied, and holds the case to it from its effective date', async () => {
    expect(selectReportData({ record: tried('districtOfColumbia', {}, '2023-01-10') }).assumptions.forum?.departures).toEqual([]);
    const part = await forumSubsection(tried('districtOfColumbia', {}, '2023-01-10'));
    expect(part).toHaveTextContent(
      /Not applied: Damages for future earnings .* \(D\.C\. Code § 16-2851\), effective February 23, 2023, after the date of this report\./,
    );
    const later = selectReportData({ record: tried('districtOfColumbia', {}, '2023-03-01') }).assumptions.forum;
    expect(later?.departures.map((d) => d.note)).toEqual([
      'District of Columbia prescribes a race- and sex-neutral life table (D.C. Code § 16-2851)',
    ]);
  });

  it('states that Pennsylvania’s total offset is not what the tables use', () => {
    const forum = selectReportData({ record: tried('pennsylvania') }).assumptions.forum;
    expect(forum?.departures.map((d) => `${d.note}; ${d.instead}`)).toEqual([
      'Pennsylvania prescribes the total-offset method (Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)); discounting at the nominal discount rate is used instead',
    ]);
  });

  it('says nothing of a forum in a case without one', async () => {
    renderReport(`/${ID}/assumptions`, { [ID]: tried(undefined) });
    await screen.findByRole('heading', { level: 3, name: /Valuation Conventions$/ });
    expect(screen.queryByRole('heading', { name: /Forum and Governing Law/ })).not.toBeInTheDocument();
    expect(selectReportData({ record: tried(undefined) }).references.some((r) => r.source === 'forum')).toBe(false);
  });
});

describe('the References list the forum’s authorities', () => {
  it('cites each case once, its name in italics, then the statutes', async () => {
    renderReport(`/${ID}/references`, { [ID]: tried('fela') });
    const list = (await screen.findByRole('heading', { level: 2, name: /References$/ }))
      .closest('section')!
      .querySelector('.reference-list')!;
    const items = within(list as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.slice(-3)).toEqual([
      'Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980).',
      'Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988).',
      'Jones & Laughlin Steel Corp. v. Pfeifer, 462 U.S. 523 (1983).',
    ]);
    expect(list.querySelectorAll('cite')[list.querySelectorAll('cite').length - 3]).toHaveTextContent(
      /^Norfolk & Western Ry\. v\. Liepelt$/,
    );
    const texas = selectReportData({ record: tried('texas') }).references.filter((r) => r.source === 'forum');
    expect(texas.map((r) => r.before + r.title + r.after)).toEqual([
      'Tex. Civ. Prac. & Rem. Code § 18.091.',
      'Tex. Fin. Code §§ 304.104, 304.1045.',
    ]);
  });
});

describe('the Word report', () => {
  it('carries the forum’s rules and departures, built from the same printed Assumptions', async () => {
    const record = tried('texas');
    const document = buildDocument({
      html: renderReportHtml(ID, record),
      data: selectReportData({ record }),
      fontFamily: 'serif',
      headerText: '',
    });
    const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
    const body = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    expect(body).toContain('Forum and Governing Law');
    expect(body).toContain('Tex. Fin. Code §§ 304.104, 304.1045');
    expect(body).toContain('In this report before-tax earnings are used instead.');
  });
});
