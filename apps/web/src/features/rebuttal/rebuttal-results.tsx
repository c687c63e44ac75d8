import {
  formatMoneyCents,
  formatOptionalPercent,
  MISSING,
  REBUTTAL_WORDS,
  type ReplicationCell,
  type SavedRebuttal,
} from '@damages/contracts';
import { Fragment } from 'react';
import { Table } from 'react-bootstrap';

/**
 * A computed rebuttal on screen: the replication of their figures (each element's total, and its
 * past and future where their report splits them), the waterfall from their stated total to ours
 * as a table, and the screen's findings. The report's Rebuttal section prints the same saved data.
 */
export function RebuttalResults({ rebuttal, author }: { rebuttal: SavedRebuttal; author: string }) {
  const { replication, waterfall, findings } = rebuttal;
  return (
    <>
      <section aria-labelledby="rebuttal-replication" className="mt-4">
        <h2 id="rebuttal-replication" className="h5">
          {REBUTTAL_WORDS.replicationHeading}
        </h2>
        <Table size="sm" className="rebuttal-table">
          <caption>{REBUTTAL_WORDS.replicationCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{REBUTTAL_WORDS.elementColumn}</th>
              <th scope="col">{REBUTTAL_WORDS.theirFigure}</th>
              <th scope="col">{REBUTTAL_WORDS.replicatedFigure}</th>
              <th scope="col">{REBUTTAL_WORDS.differenceColumn}</th>
              <th scope="col">{REBUTTAL_WORDS.shareColumn}</th>
            </tr>
          </thead>
          <tbody>
            {replication.map((row) => (
              <Fragment key={row.key}>
                {(['past', 'future'] as const)
                  .filter((part) => row[part].stated !== null)
                  .map((part) => (
                    <CellRow key={part} label={REBUTTAL_WORDS.partName(row.label, part)} cell={row[part]} />
                  ))}
                <CellRow label={row.label} cell={row.total} strong />
              </Fragment>
            ))}
          </tbody>
        </Table>
      </section>
      <section aria-labelledby="rebuttal-waterfall" className="mt-4">
        <h2 id="rebuttal-waterfall" className="h5">
          {REBUTTAL_WORDS.waterfallHeading}
        </h2>
        <Table size="sm" className="rebuttal-table">
          <thead>
            <tr>
              <th scope="col">{REBUTTAL_WORDS.stepColumn}</th>
              <th scope="col">{REBUTTAL_WORDS.amountColumn}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{REBUTTAL_WORDS.waterfallFrom(author)}</th>
              <td>{formatMoneyCents(waterfall.stated)}</td>
            </tr>
            {waterfall.steps.map((step) => (
              <tr key={`${step.kind}-${step.label}`}>
                <th scope="row" className="fw-normal ps-4">
                  {step.label}
                </th>
                <td>{formatMoneyCents(step.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{REBUTTAL_WORDS.waterfallTo}</th>
              <td>{formatMoneyCents(waterfall.ours)}</td>
            </tr>
          </tbody>
        </Table>
      </section>
      <section aria-labelledby="rebuttal-findings" className="mt-4">
        <h2 id="rebuttal-findings" className="h5">
          {REBUTTAL_WORDS.findingsHeading}
        </h2>
        {findings.length === 0 ? (
          <p>{REBUTTAL_WORDS.noFindings}</p>
        ) : (
          <ul>
            {findings.map((finding) => (
              <li key={finding.text}>{finding.text}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CellRow({ label, cell, strong = false }: { label: string; cell: ReplicationCell; strong?: boolean }) {
  return (
    <tr>
      <th scope="row" className={strong ? undefined : 'fw-normal ps-4'}>
        {label}
      </th>
      <td>{cell.stated === null ? MISSING : formatMoneyCents(cell.stated)}</td>
      <td>{cell.replicated === null ? MISSING : formatMoneyCents(cell.replicated)}</td>
      <td>{cell.difference === null ? MISSING : formatMoneyCents(cell.difference)}</td>
      <td>{formatOptionalPercent(cell.share)}</td>
    </tr>
  );
}
