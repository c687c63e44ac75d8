import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format.ts';

/** A numbered report section, e.g. "4. Loss of Support"; every section starts a printed page. */
export function Section({ number, title, children }: { number: number | string; title: string; children: ReactNode }) {
  return (
    <section className="report-section">
      <h2 className="report-section-title">
        <span className="report-section-number">{number}.</span> {title}
      </h2>
      {children}
    </section>
  );
}

/** A numbered subsection, e.g. "1.2 The Plaintiff", kept with the text that follows it. */
export function Subsection({ number, title, children }: { number: string; title: string; children: ReactNode }) {
  return (
    <div className="report-subsection">
      <h3 className="report-subsection-title">
        <span className="report-section-number">{number}</span> {title}
      </h3>
      {children}
    </div>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs set as a quiet two-column table. */
export function FactTable({ facts, caption }: { facts: Fact[]; caption?: string }) {
  return (
    <table className="fact-table">
      {caption && <caption>{caption}</caption>}
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row">{fact.label}</th>
            <td>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Whole dollars, negatives in parentheses; a part that does not apply shows "n/a". */
export function moneyOrNa(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : formatMoney(value);
}

export interface ResultRow {
  label: string;
  past: number | null;
  future: number | null;
  total: number;
}

/** Past, future and total present value by scenario (sections 4 and 5). */
export function ScenarioResultsTable({ rows, scenarioHeader, caption }: { rows: ResultRow[]; scenarioHeader: string; caption: string }) {
  return (
    <table className="summary-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{scenarioHeader}</th>
          <th scope="col" className="num">Past loss</th>
          <th scope="col" className="num">
            Future loss
            <br />
            (present value)
          </th>
          <th scope="col" className="num">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="num">{moneyOrNa(row.past)}</td>
            <td className="num">{moneyOrNa(row.future)}</td>
            <td className="num">{moneyOrNa(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
