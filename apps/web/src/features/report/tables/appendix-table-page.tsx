import type { Appendix, TablePage } from '../model/report-model.ts';
import { tableColumns } from './columns/index.ts';
import { LossTable } from './loss-table.tsx';

/** The header block of an appendix page: date of incident, date of trial, growth, discount, annual value, … */
function AppendixHeader({ page }: { page: TablePage }) {
  return (
    <dl className="appendix-header">
      {page.header.map((fact) => (
        <div key={fact.label} className="appendix-header-item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One appendix page: its title, scenario, header block and table. */
export function AppendixTablePage({ appendix, page, number }: { appendix: Appendix; page: TablePage; number: number }) {
  return (
    <article className="appendix-page" aria-label={`Appendix ${appendix.letter}-${number}`}>
      <p className="appendix-kicker">
        Appendix {appendix.letter}: {appendix.title}
      </p>
      <h2 className="appendix-title">
        Table {appendix.letter}-{number}. {page.title}
      </h2>
      <p className="appendix-scenario">{page.scenario}</p>
      <AppendixHeader page={page} />
      <LossTable columns={tableColumns(page)} rows={page.rows} totals={page.totals} caption={`${page.title}, ${page.scenario}`} />
      {page.side === 'past' && <p className="report-note">Past losses are not discounted: the discount factor is 1.</p>}
      {page.frequency && page.frequency.frequency !== 'annual' && (
        <p className="report-note">
          Each row is one purchase at the unit cost of its year (portion 1), discounted from its purchase date to the date of trial.
        </p>
      )}
    </article>
  );
}
