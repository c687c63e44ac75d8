import { shippedGrowthSeries, shippedOccupationalWages, shippedYieldCurve } from '@damages/engine';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import methodologySource from '../../../../docs/methodology.md?raw';
import { MethodologyPage } from './methodology-page.tsx';
import { withoutImplementerNotes } from './methodology-page-text.ts';

function renderPage(entry = '/methodology') {
  const router = createMemoryRouter([{ path: '/methodology', element: <MethodologyPage /> }], { initialEntries: [entry] });
  return render(<RouterProvider router={router} />);
}

/** The statement as a reader sees it: the text of the page's main landmark, the source's line breaks as spaces. */
function pageText(): string {
  renderPage();
  return (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * Every name of the calculation service's wire contract: the keys of every zod
 * object and the values of every enum and literal in the request and answer
 * schemas of packages/contracts/src/calculation, read from the schemas themselves.
 */
function wireNames(): Set<string> {
  const modules = import.meta.glob<Record<string, unknown>>(['../../../../packages/contracts/src/calculation/*.ts', '!**/*.test.ts'], {
    eager: true,
  });
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodType) {
      const def = value._zod.def as unknown as Record<string, unknown>;
      if (def.type === 'object') for (const key of Object.keys(def.shape as object)) names.add(key);
      if (def.type === 'enum') for (const entry of Object.values(def.entries as object)) names.add(String(entry));
      if (def.type === 'literal') for (const entry of def.values as unknown[]) names.add(String(entry));
      Object.values(def).forEach(walk);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      // The shapes spread into several bodies (caseDatesShape, valuationShape, …): their keys are fields too.
      for (const [key, field] of Object.entries(value)) {
        if (field instanceof z.ZodType) names.add(key);
        walk(field);
      }
    }
  };
  for (const module of Object.values(modules)) Object.values(module).forEach(walk);
  return names;
}

/** A code identifier rather than a word: camelCase (discountConvention) or snake_case (case_info). */
const isIdentifier = (name: string) => /[a-z][A-Z]|_/.test(name);

describe('/methodology', () => {
  it('renders docs/methodology.md with one h1, a main landmark and a way back to the form', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Methodology']);
    expect(screen.getByRole('heading', { level: 2, name: '1. Dates and periods' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/form');
  });

  it("gives each numbered section an anchor and scrolls to the one a link names (the form's help links to methodology §5)", () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element is asked to come into view.
    const scrolled: string[] = [];
    // Kept to be put back on the prototype, never called alone.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderPage('/methodology#section-5');
    expect(screen.getByRole('heading', { level: 2, name: '5. Loss of earnings (personal injury)' })).toHaveAttribute('id', 'section-5');
    expect(screen.getByRole('heading', { level: 2, name: /^4b\. Growth rate/ })).toHaveAttribute('id', 'section-4b');
    expect(scrolled).toEqual(['section-5']);
  });

  it('still shows the page for an anchor that names nothing or is malformed', () => {
    for (const entry of ['/methodology#nowhere', '/methodology#%E0%A4%A']) {
      const { unmount } = renderPage(entry);
      expect(screen.getByRole('heading', { level: 1, name: 'Methodology' })).toBeInTheDocument();
      unmount();
    }
  });

  it('opens with a table of contents that links every section and topic, each to its heading', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !contents.contains(heading))
      .map((heading) => heading.textContent);
    // Every section is listed, in order, numbered 1 to 21 without a gap, then the data sources.
    expect(sections).toEqual(
      links.filter((link) => link.parentElement?.parentElement?.parentElement === contents).map((l) => l.textContent),
    );
    expect(sections.map((text) => /^(\d+)[a-z]?\./.exec(text ?? '')?.[1]).filter((n) => n !== undefined)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '4',
      '4',
      ...Array.from({ length: 17 }, (_, i) => String(i + 5)),
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName, link.textContent ?? '').toMatch(/^H[23]$/);
      expect(target?.textContent).toBe(link.textContent);
    }
    // The topics an economist looks for each have a heading of their own.
    const names = links.map((link) => link.textContent).join('\n');
    for (const topic of [
      /Dates and periods/,
      /^Growth$/m,
      /^Discounting$/m,
      /Conventions of discounting/,
      /Loss of earnings/,
      /Worklife expectancy/,
      /conventions of the forum/,
      /Loss of support/,
      /Personal consumption/,
      /Loss of household services/,
      /life-care plan/,
      /Prejudgment interest/,
      /^Rounding$/m,
      /totals and whole dollars/,
      /Data sources and vintages/,
    ])
      expect(names).toMatch(topic);
  });

  it("reads as an economist's statement: no API paths, field names, file or package names", () => {
    const text = pageText();
    const developerWords = ['/api/', 'create_table', 'packages/', 'npm run', 'HTTP', 'JSON', 'implementers'];
    expect(developerWords.filter((word) => text.includes(word))).toEqual([]);
    expect(text).not.toMatch(/\b[\w-]+\.(?:ts|tsx|json|md|csv|xlsx|zip)\b/);

    const identifiers = [...wireNames()].filter(isIdentifier);
    // The schemas were read (a glob that matched nothing would prove nothing) …
    expect(identifiers).toEqual(expect.arrayContaining(['discountConvention', 'residualStartDate', 'midYear', 'case_info', 'total_pv']));
    // … the document still names them for implementers, and the page leaves every one out.
    expect(methodologySource).toContain('discountConvention');
    const shown = identifiers.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
    expect(shown).toEqual([]);
  });

  it('keeps the authorities of the method, each with its year', () => {
    const text = pageText();
    const citations = [
      'Jones & Laughlin Steel Corp. v. Pfeifer, 462 U.S. 523 (1983)',
      'Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)',
      'Norfolk & Western Railway Co. v. Liepelt, 444 U.S. 490 (1980)',
      '28 U.S.C. § 1961(a) (2018)',
      'Cal. Civ. Code § 3361, added 2019',
      'Lierman, Patton and Nelson (Journal of Forensic Economics 11(1), 1998',
      'Tinari, "Demonstrating Lost Earnings: Algebraic vs. Spreadsheet Method", The Earnings Analyst 15, 2016',
      'United States Life Tables, 2023',
    ];
    expect(citations.filter((citation) => !text.includes(citation))).toEqual([]);
  });

  it('states the span of every data series as shipped with the calculation', () => {
    renderPage();
    const heading = screen.getByRole('heading', { level: 2, name: 'Data sources and vintages' });
    const table = heading.nextElementSibling;
    expect(table?.tagName).toBe('TABLE');
    const rows = Object.fromEntries(
      [...table!.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((row) => [
        row.cells[0]!.textContent,
        row.cells[2]!.textContent ?? '',
      ]),
    );
    expect(rows['Treasury yields']).toContain(`${shippedYieldCurve.firstDate} to ${shippedYieldCurve.lastDate}`);
    expect(rows['CPI-U']).toContain(`${shippedGrowthSeries.cpiAll.firstMonth} to ${shippedGrowthSeries.cpiAll.lastMonth}`);
    expect(rows['Medical CPI']).toContain(`${shippedGrowthSeries.cpiMedical.firstMonth} to ${shippedGrowthSeries.cpiMedical.lastMonth}`);
    expect(rows['Hourly earnings']).toContain(`${shippedGrowthSeries.wages.firstMonth} to ${shippedGrowthSeries.wages.lastMonth}`);
    expect(rows['Household-services wages']).toContain(shippedOccupationalWages.vintage);
  });
});

describe('the notes for implementers', () => {
  it('are left out between their markers, and an unpaired marker is refused rather than published', () => {
    const open = '<!-- for-implementers -->';
    const close = '<!-- /for-implementers -->';
    expect(withoutImplementerNotes(`A\n${open}\nfield names\n${close}\nB\n${open}\nmore\n${close}\n`)).toBe('A\n\nB\n\n');
    expect(() => withoutImplementerNotes(`A\n${open}\nfield names\n`)).toThrow(/never closed/);
    expect(() => withoutImplementerNotes(`A\n${close}\nB`)).toThrow(/unpaired/);
    expect(() => withoutImplementerNotes(`${open}\n${open}\n${close}`)).toThrow(/unpaired/);
  });
});
