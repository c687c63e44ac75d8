import { pageMatchesSelection } from '../model/select-report-data.ts';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';
import { AppendixTablePage } from '../tables/appendix-table-page.tsx';

/** Section 11 in print: every appendix table of the chosen scenarios, one per page. */
export function PrintAppendices() {
  const { data } = useReport();
  const chosen = data.appendices
    .map((appendix) => ({
      appendix,
      pages: appendix.pages
        .map((page, index) => ({ page, number: index + 1 }))
        .filter(({ page }) => pageMatchesSelection(page, data.selection)),
    }))
    .filter(({ pages }) => pages.length > 0);
  return (
    <>
      <Section id="appendices">
        <p>The appendices set out the year-by-year calculations behind the totals of sections 7 and 8, for the scenarios presented.</p>
        <ul className="toc-children">
          {chosen.map(({ appendix, pages }) => (
            <li key={appendix.key}>
              Appendix {appendix.letter}: {appendix.title} (Tables {pages.map(({ number }) => `${appendix.letter}-${number}`).join(', ')})
            </li>
          ))}
        </ul>
      </Section>
      {chosen.flatMap(({ appendix, pages }) =>
        pages.map(({ page, number }) => (
          <AppendixTablePage key={`${appendix.key}-${page.key}`} appendix={appendix} page={page} number={number} />
        )),
      )}
    </>
  );
}
