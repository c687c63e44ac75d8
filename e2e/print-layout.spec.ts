import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_SERIES_LABELS, provenanceText, type FormDataRecord, type SavedFormRecord } from '../packages/contracts/src/index.ts';
import { GROWTH_SERIES, LIFE_TABLE_SEXES, lifeTableName, RACES, wageOccupations } from '../packages/engine/src/index.ts';
import { maximalDeathRecord, maximalInjuryRecord } from '../apps/web/src/features/report/export/testing/maximal-records.ts';
import { savedRecordOf } from '../apps/web/src/testing/record-builder.ts';
import { repoRoot } from '../apps/server/src/paths.ts';
import { seedSavedCase, signUpAndSignIn, type TestServer, useJourney } from './support/index.ts';

/**
 * A PDF must not cut a table off: nothing of the printed report may run
 * past the page's margins. The widest cases the report can print — every
 * optional column of every table, seven-figure amounts, the longest source
 * texts the lookups produce, a life-care plan of 50 modalities with care before
 * the trial, a long caption — are seeded directly and their print view laid out
 * in Chromium for print media, once at the width between the margins of each
 * page the print CSS defines (the report's Letter page, and the landscape page
 * of the widest tables). Every element, every line of text and every table that
 * prints on that page is measured against its width; then the PDF is printed to
 * check that Chromium does print the landscape pages landscape.
 */

/* ------------------------------------------------------------------------------------------
 * The widest cases: the maximal records with the longest texts the report can print in them,
 * recomputed by the engine as a submit would (no figure is typed here).
 * ---------------------------------------------------------------------------------------- */

const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * The longest source text each lookup can produce. A life table looked up by race and sex has the longest name
 * (a both-sexes table is looked up for all races only).
 */
const LIFE_TABLE = (() => {
  const choices = RACES.flatMap((race) => LIFE_TABLE_SEXES.filter((sex) => sex !== 'total').map((sex) => ({ race, sex })));
  const { race, sex } = choices.reduce((a, b) => (lifeTableName(b.race, b.sex).length > lifeTableName(a.race, a.sex).length ? b : a));
  return { lookup: 'lifeTable' as const, table: lifeTableName(race, sex), race, sex };
})();
const TREASURY = { lookup: 'treasury' as const, asOf: '2025-07-11', tenorYears: 29.7 };
const GROWTH = (series: (typeof GROWTH_SERIES)[number]) => ({
  lookup: 'growth' as const,
  series,
  years: 20,
  fromYear: 2004,
  toYear: 2024,
  dataThrough: '2025-06',
});
const LONGEST_GROWTH = GROWTH(GROWTH_SERIES.reduce((a, b) => (GROWTH_SERIES_LABELS[b].length > GROWTH_SERIES_LABELS[a].length ? b : a)));
const OEWS = (() => {
  const title = longest(wageOccupations().map((o) => o.title));
  const occupation = wageOccupations().find((o) => o.title === title)!.occupation;
  return { lookup: 'oews' as const, occupation, title, statistic: 'median' as const, asOf: 'May 2024' };
})();

const CAPTION = {
  caseName:
    'Maria Guadalupe Martinez-Hernandez, individually and as Successor in Interest to Roberto Martinez-Hernandez, Deceased v. Acme Interstate Trucking and Logistics, Inc., et al.',
  court: 'Superior Court of the State of California in and for the County of Sacramento, Unlimited Civil Jurisdiction',
  docketNumber: '34-2024-00123456-CU-PO-GDS',
  attorneyName: 'Alexandra Montgomery-Whitfield, Esq.',
  attorneyFirm: 'Montgomery-Whitfield, Okonkwo & Vasquez-Delgado Personal Injury Attorneys LLP',
  attorneyAddress: '1500 Capitol Mall, Floor 27, Suite 2700\nSacramento, California 95814-2931',
};

const MODALITIES = [
  'Outpatient physical therapy and occupational therapy, including home exercise program review',
  'Attendant care, certified nursing assistant, 24 hours a day',
  'Power wheelchair with tilt-in-space, power elevating leg rests and custom seating system',
  'Neuropsychological re-evaluation/cognitive-rehabilitation-follow-up',
  'Prescription medications: baclofen, gabapentin and oxybutynin',
];
const CATEGORIES = [
  'Therapy and rehabilitation services',
  'Attendant and nursing care',
  'Durable medical equipment',
  'Evaluations',
  'Medication',
];
const SCENARIO_YEARS = { best: 20, probable: 35, worst: 60 } as const;

/** 50 modalities × 3 scenarios, every frequency, care from before the trial and past the expected date of death, looked-up rates. */
function widestMedicalPlan(): NonNullable<FormDataRecord['medical']> {
  return {
    data: Array.from({ length: 50 }, (_, m) => ({
      scenarios: (['best', 'probable', 'worst'] as const).map((type) => ({
        type,
        annualCost: 1_250.75 + 3_711.5 * m,
        discountRate: 0.0492,
        growthRate: 0.0331,
        from: m % 2 === 0 ? '2025-01-01' : '2026-03-01',
        to: `${2025 + SCENARIO_YEARS[type] - (m % 7)}-12-31`,
        modality: `${MODALITIES[m % MODALITIES.length]!} (${m + 1})`,
        category: CATEGORIES[m % CATEGORIES.length]!,
        ...(m % 5 === 3
          ? { frequency: 'once' as const }
          : m % 5 === 4
            ? { frequency: 'everyYears' as const, everyYears: 2 + (m % 4) }
            : {}),
        provenance: { growthRate: GROWTH('cpiMedical'), discountRate: TREASURY },
      })),
    })),
    reportDate: '2024-11-18',
    reportTitle: 'Comprehensive Life Care Plan and Future Medical Cost Projection, Revised Edition',
    totalPastMedicalExpenses: 1_248_250.75,
  };
}

const withWageLookups = (documents: FormDataRecord['documents']): FormDataRecord['documents'] => ({
  ...documents,
  sourceInfomations: documents.sourceInfomations.map((s) => ({
    ...s,
    occupation: OEWS.occupation,
    statistic: OEWS.statistic,
    provenance: { hourlyRate: OEWS },
  })),
});

const plaintiffLookups = (remaining: number) => ({
  remainingLEYears: Array.from({ length: remaining }, () => LIFE_TABLE),
  wagesDiscountRate: TREASURY,
  wagesGrowthRate: LONGEST_GROWTH,
  servicesDiscountRate: TREASURY,
  servicesGrowthRate: LONGEST_GROWTH,
});

/**
 * Personal injury: after-tax earnings with a residual earning capacity (every optional earnings column), a
 * seven-figure income, 10 household-services sources and the 50-modality plan; its scenario of record prints the
 * largest figures and the longest periods.
 */
function widestInjuryRecord(): SavedFormRecord {
  const base = maximalInjuryRecord().formData;
  const formData: FormDataRecord = {
    ...base,
    case: { ...base.case, ...CAPTION },
    documents: withWageLookups(base.documents),
    plaintiff: {
      ...base.plaintiff,
      annualIncome: [85_000, 100_000.5, 1_250_000],
      lifeTable: 'raceAndSex',
      provenance: plaintiffLookups(base.plaintiff.remainingLEYears.length),
    },
    medical: widestMedicalPlan(),
  };
  return {
    ...savedRecordOf(formData, '2025-07-14T12:00:00.000Z'),
    scenarioOfRecord: { income: 2, retirement: 2, lifeExpectancy: 0, medical: 'worst' },
  };
}

/** Wrongful death: support on the household-income base (every optional support column, the widest table) and looked-up rates. */
function widestDeathRecord(): SavedFormRecord {
  const base = maximalDeathRecord().formData;
  const formData: FormDataRecord = {
    ...base,
    case: { ...base.case, ...CAPTION },
    documents: withWageLookups(base.documents),
    plaintiff: {
      ...base.plaintiff,
      annualIncome: [85_000, 100_000, 1_250_000.25],
      lifeTable: 'raceAndSex',
      provenance: plaintiffLookups(base.plaintiff.remainingLEYears.length),
    },
    house: { ...base.house!, holdIncome: 1_600_000 },
    spouse: { ...base.spouse!, provenance: { remainingLEYears: LIFE_TABLE } },
  };
  return { ...savedRecordOf(formData, '2025-07-14T12:00:00.000Z'), scenarioOfRecord: { income: 2, retirement: 2, lifeExpectancy: 0 } };
}

/* ------------------------------------------------------------------------------------------
 * The measurement.
 * ---------------------------------------------------------------------------------------- */

/** An element, line of text or table that reaches past the printable width. */
interface Offender {
  what: string;
  text: string;
  left: number;
  right: number;
}

/*
 * The few DOM types the measurement uses in the browser: the e2e project cannot load the DOM library (see
 * browser-globals.d.ts), so the callbacks below read the page through these.
 */
interface Box {
  left: number;
  right: number;
  width: number;
}
interface DomElement {
  tagName: string;
  classList: Iterable<string> & { length: number };
  textContent: string | null;
  parentElement: DomElement | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): Box;
  closest(selector: string): DomElement | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement>;
  append(child: DomElement): void;
  remove(): void;
  style: Record<string, string>;
}
interface DomText {
  textContent: string | null;
  parentElement: DomElement | null;
}
interface PageRule {
  selectorText: string;
  style: { getPropertyValue(name: string): string };
}
interface Dom {
  document: {
    styleSheets: Iterable<{ cssRules: Iterable<unknown> }>;
    adoptedStyleSheets: Iterable<{ cssRules: Iterable<unknown> }>;
    body: DomElement;
    querySelector(selector: string): DomElement | null;
    createElement(tag: string): DomElement;
    createTreeWalker(root: DomElement, show: number): { nextNode(): DomText | null };
    createRange(): { selectNodeContents(node: DomText): void; getClientRects(): Iterable<Box> };
  };
  CSSPageRule: abstract new () => PageRule;
  NodeFilter: { SHOW_TEXT: number };
  getComputedStyle: (element: DomElement) => { display: string; visibility: string; page: string };
}

/** A page of the print view's @page rules: its name ('' for the report's page), size, margins and the width between them. */
interface PageBox {
  name: string;
  size: string;
  margins: string;
  /** In CSS pixels. */
  width: number;
}

/**
 * The pages the print view defines, read from its @page rules through the CSSOM (the report's page is a constructed
 * style sheet): the unnamed page and every named one, a named page taking the unnamed page's size and margins where
 * it sets none. The printable width is the sheet's width less the left and right margins.
 */
function pageBoxes(page: Page): Promise<PageBox[]> {
  return page.evaluate(() => {
    const { document, CSSPageRule } = globalThis as unknown as Dom;
    const rules = [...document.styleSheets, ...document.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((r): r is PageRule => r instanceof CSSPageRule && !r.selectorText.includes(':'));
    const base = rules.find((r) => r.selectorText === '');
    if (!base) throw new Error('The print view has no @page rule');
    const value = (rule: PageRule, name: string) => rule.style.getPropertyValue(name).trim() || base.style.getPropertyValue(name).trim();
    return rules.map((rule) => {
      const size = value(rule, 'size');
      const sheetWidth = ({ letter: '8.5in', 'letter portrait': '8.5in', 'letter landscape': '11in' } as Record<string, string>)[size];
      if (!sheetWidth) throw new Error(`Unexpected @page size "${size}"`);
      const [left, right] = [value(rule, 'margin-left'), value(rule, 'margin-right')];
      // The browser does the unit arithmetic.
      const probe = document.createElement('div');
      probe.style.width = `calc(${sheetWidth} - ${left} - ${right})`;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { name: rule.selectorText, size, margins: `${left} left, ${right} right`, width };
    });
  });
}

/**
 * Everything printed on pages of `box` that reaches outside [0, its width], with the document laid out at that
 * width: element boxes, the lines of every text (a word too long for its box overflows the box, not the box's
 * edge), and tables wider than their container. An element prints on the page its nearest `page` names.
 */
function offenders(page: Page, box: PageBox, names: string[]): Promise<Offender[]> {
  return page.evaluate(
    ([current, known]) => {
      const { document, NodeFilter, getComputedStyle } = globalThis as unknown as Dom;
      const TOLERANCE = 0.5;
      const limit = current.width;
      const found: Offender[] = [];
      const root = document.querySelector('.print-document');
      if (!root) throw new Error('No print document');
      const pages = new Map<DomElement, string>();
      const pageOf = (el: DomElement | null): string => {
        if (!el || el === root.parentElement) return '';
        let name = pages.get(el);
        if (name === undefined) {
          const own = getComputedStyle(el).page;
          name = own !== 'auto' && known.includes(own) ? own : pageOf(el.parentElement);
          pages.set(el, name);
        }
        return name;
      };
      const describe = (el: DomElement) => {
        const region = el.closest('[aria-label]')?.getAttribute('aria-label');
        return `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}${region ? ` in "${region}"` : ''}`;
      };
      const snippet = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      const outside = (b: Box) => b.width > 0 && (b.right > limit + TOLERANCE || b.left < -TOLERANCE);
      // Only what prints on this page, and not what print hides.
      const measured = (el: DomElement) => {
        const style = getComputedStyle(el);
        return pageOf(el) === current.name && style.display !== 'none' && style.visibility !== 'hidden' && !el.closest('.visually-hidden');
      };
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!measured(el)) continue;
        const b = el.getBoundingClientRect();
        if (outside(b)) found.push({ what: describe(el), text: snippet(el.textContent), left: b.left, right: b.right });
        if (el.tagName === 'TABLE' && el.parentElement && el.scrollWidth > el.parentElement.clientWidth + TOLERANCE)
          found.push({
            what: `${describe(el)} wider than its container (${el.scrollWidth} > ${el.parentElement.clientWidth} px)`,
            text: snippet(el.querySelector('thead tr, tr')?.textContent),
            left: b.left,
            right: b.left + el.scrollWidth,
          });
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !measured(parent)) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects())
          if (outside(line))
            found.push({ what: `text in ${describe(parent)}`, text: snippet(node.textContent), left: line.left, right: line.right });
      }
      return found;
    },
    [box, names] as const,
  );
}

/** How many elements print on one of `names` pages (counting an element inside another such element once). */
function outermostOnPages(page: Page, names: string[]): Promise<number> {
  return page.evaluate((pageNames) => {
    const { document, getComputedStyle } = globalThis as unknown as Dom;
    const root = document.querySelector('.print-document');
    if (!root) throw new Error('No print document');
    const onPage = (el: DomElement) => pageNames.includes(getComputedStyle(el).page);
    let count = 0;
    for (const el of root.querySelectorAll('*')) {
      if (!onPage(el)) continue;
      let outer = true;
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) if (onPage(up)) outer = false;
      if (outer) count += 1;
    }
    return count;
  }, names);
}

/** The orientation of every page of a PDF, read with poppler's pdfinfo. */
function pdfPageSizes(file: string): ('portrait' | 'landscape')[] {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), file], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(([, w, h]) =>
    Number(w) > Number(h) ? 'landscape' : 'portrait',
  );
}

/** Every offender, one line each (the first 300; the count says how many more), for the failure message. */
function report(list: Offender[], box: PageBox): string {
  const lines = list.map((o) => `  ${o.what}, right edge ${o.right.toFixed(1)} px (left ${o.left.toFixed(1)}): "${o.text}"`);
  const shown = lines.slice(0, 300).join('\n');
  const more = lines.length > 300 ? `\n  … and ${lines.length - 300} more` : '';
  const name = box.name ? `the "${box.name}" page` : 'the report page';
  return `${list.length} element(s) or line(s) print past the printable width of ${name}, ${box.width.toFixed(1)} px (@page size ${box.size}, margins ${box.margins}):\n${shown}${more}`;
}

/** The PDFs printed, to look at after a change of the print CSS. */
const pdfDir = path.join(repoRoot, 'artifacts/pdf');

describe('print layout of the widest cases', () => {
  let server: TestServer;
  let page: Page;
  const cases = {
    'personal-injury': { id: randomUUID(), record: widestInjuryRecord() },
    'wrongful-death': { id: randomUUID(), record: widestDeathRecord() },
  };

  const journey = useJourney();
  beforeAll(async () => {
    ({ server, page } = journey);
    await signUpAndSignIn(page, { account: { name: 'Print Layout Reader' } });
    for (const c of Object.values(cases)) await seedSavedCase(page, c.id, c.record);
    mkdirSync(pdfDir, { recursive: true });
  });

  for (const [key, c] of Object.entries(cases)) {
    it(`prints every element of the ${key} case within a Letter page's margins`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}/${c.id}/print`);
      await page.locator('[data-print-ready="true"]').waitFor();
      const boxes = await pageBoxes(page);
      const names = boxes.map((box) => box.name);
      expect(boxes.find((box) => box.name === '')?.size).toBe('letter');
      // The widest case is what it says: every optional column, the longest sources, 50 modalities.
      const text = (await page.locator('.print-document').textContent()) ?? '';
      for (const source of [provenanceText(TREASURY), provenanceText(LIFE_TABLE), provenanceText(LONGEST_GROWTH), provenanceText(OEWS)])
        expect(text).toContain(source);
      if (key === 'personal-injury') {
        expect(text).toContain(provenanceText(GROWTH('cpiMedical')));
        expect(await page.locator('.medical-summary-table').first().locator('tbody tr').count()).toBe(50);
        for (const header of ['Income Tax', 'Residual Compensation'])
          expect(await page.locator('.loss-table th', { hasText: header }).count()).toBeGreaterThan(0);
      } else {
        for (const header of ['Household Income', 'Personal Consumption'])
          expect(await page.locator('.loss-table th', { hasText: header }).count()).toBeGreaterThan(0);
      }

      // Each page is laid out as Chromium lays out a printed page: print media, the width between its margins.
      await page.emulateMedia({ media: 'print' });
      try {
        const failures: string[] = [];
        for (const box of boxes) {
          await page.setViewportSize({ width: Math.floor(box.width), height: 1000 });
          expect(await page.locator('html').evaluate((html) => (html as { clientWidth: number }).clientWidth)).toBe(Math.floor(box.width));
          const found = await offenders(page, box, names);
          if (found.length > 0) failures.push(report(found, box));
        }
        if (failures.length > 0) expect.fail(failures.join('\n\n'));

        // And Chromium does print those pages in their sizes: a landscape page for each block named to one.
        const landscape = boxes.filter((box) => box.size.endsWith('landscape')).map((box) => box.name);
        const named = await outermostOnPages(page, landscape);
        const file = path.join(pdfDir, `print-layout-${key}.pdf`);
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
        const sizes = pdfPageSizes(file);
        expect(sizes.filter((size) => size === 'landscape').length).toBeGreaterThanOrEqual(named);
        expect(sizes).toContain('portrait');
      } finally {
        await page.emulateMedia({ media: 'screen' });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  }
});
