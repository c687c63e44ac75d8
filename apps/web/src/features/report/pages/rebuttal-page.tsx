import { formatMoneyCents, formatPercent, MISSING, REBUTTAL_REPORT_WORDS, REBUTTAL_WORDS, type ReplicationCell } from '@damages/contracts';
import { Link } from 'react-router';
import { WaterfallChart } from '../charts/waterfall-chart.tsx';
import { Section } from '../layout/section.tsx';
import type { RebuttalFigures } from '../model/rebuttal.ts';
import { useReport } from '../state/report-context.tsx';

const words = REBUTTAL_REPORT_WORDS;

const money = (dollars: number | null) => (dollars === null ? MISSING : formatMoneyCents(dollars));

/**
 * The Rebuttal section, only in the report of a case holding the opposing expert's report: their
 * figures replicated element by element, the waterfall from their total to ours (chart and table),
 * each disputed assumption with its dollar effect and our basis, and the findings of the screen of
 * their report. The standalone rebuttal report prints this section after its own cover.
 */
export function RebuttalPage() {
  const { data, basePath, formId } = useReport();
  const { rebuttal } = data;
  if (!rebuttal) return null;
  return (
    <Section id="rebuttal">
      <RebuttalBody rebuttal={rebuttal} />
      <p className="d-print-none d-flex flex-wrap gap-3">
        <Link to={`${basePath}/rebuttal-report/print`}>{words.standaloneLink}</Link>
        <Link to={`/${formId}/opposing-report`}>{REBUTTAL_WORDS.changeLink}</Link>
      </p>
    </Section>
  );
}

function RebuttalBody({ rebuttal }: { rebuttal: RebuttalFigures }) {
  const { author, reportDate, computed } = rebuttal;
  if (!computed) return <p data-testid="rebuttal-not-computed">{words.notComputed(author)}</p>;
  const { replication, waterfall, disputed, findings } = computed;
  const from = REBUTTAL_WORDS.waterfallFrom(author);
  const to = REBUTTAL_WORDS.waterfallTo;
  return (
    <>
      <p>{words.introduction(author, reportDate)}</p>
      <table className="summary-table" data-testid="rebuttal-replication">
        <caption>{words.replicationCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.element}</th>
            <th scope="col" className="num">
              {words.theirFigure}
            </th>
            <th scope="col" className="num">
              {words.replicated}
            </th>
            <th scope="col" className="num">
              {words.difference}
            </th>
            <th scope="col" className="num">
              {words.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {replication.flatMap((row) =>
            (
              [
                [row.label, row.total],
                ...(row.past.stated === null ? [] : [[words.past(row.label), row.past] as const]),
                ...(row.future.stated === null ? [] : [[words.future(row.label), row.future] as const]),
              ] as const
            ).map(([label, cell]) => <ReplicationLine key={label} label={label} cell={cell} total={row.key === 'total'} />),
          )}
        </tbody>
      </table>
      <figure className="report-chart">
        <figcaption>{words.waterfallCaption}</figcaption>
        <WaterfallChart waterfall={waterfall} from={from} to={to} />
      </figure>
      <table className="summary-table bridge-table" data-testid="rebuttal-waterfall">
        <caption>{words.waterfallCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.step}</th>
            <th scope="col" className="num">
              {words.amount}
            </th>
            <th scope="col" className="num">
              {words.runningTotal}
            </th>
            {waterfall.withShapley && (
              <th scope="col" className="num">
                {words.shapley}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <tr className="total-row">
            <th scope="row">{from}</th>
            <td className="num" />
            <td className="num" data-testid="waterfall-start">
              {money(waterfall.start)}
            </td>
            {waterfall.withShapley && <td className="num" />}
          </tr>
          {waterfall.steps.map((step) => (
            <tr key={step.label} data-testid="waterfall-step">
              <th scope="row">{step.label}</th>
              <td className="num">{money(step.amount)}</td>
              <td className="num">{money(step.runningTotal)}</td>
              {waterfall.withShapley && <td className="num">{money(step.shapley)}</td>}
            </tr>
          ))}
          <tr className="total-row">
            <th scope="row">{to}</th>
            <td className="num" />
            <td className="num" data-testid="waterfall-end">
              {money(waterfall.end)}
            </td>
            {waterfall.withShapley && <td className="num" />}
          </tr>
        </tbody>
      </table>
      {waterfall.withShapley && <p>{words.shapleyNote}</p>}
      {disputed.length === 0 ? (
        <p>{words.noDisputed}</p>
      ) : (
        <table className="summary-table" data-testid="rebuttal-disputed">
          <caption>{words.disputedCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.assumption}</th>
              <th scope="col" className="num">
                {words.dollarEffect}
              </th>
              <th scope="col">{words.ourBasis}</th>
            </tr>
          </thead>
          <tbody>
            {disputed.map((assumption) => (
              <tr key={assumption.label}>
                <th scope="row">{assumption.label}</th>
                <td className="num">{money(assumption.amount)}</td>
                <td>{assumption.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="report-subsection-title">{words.findingsHeading}</h3>
      {findings.length === 0 ? (
        <p>{words.noFindings}</p>
      ) : (
        <ol data-testid="rebuttal-findings">
          {findings.map((finding, index) => (
            <li key={index}>
              {finding.text}
              {finding.citation !== undefined && !finding.text.includes(finding.citation) && <> {words.citation(finding.citation)}</>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function ReplicationLine({ label, cell, total }: { label: string; cell: ReplicationCell; total: boolean }) {
  return (
    <tr className={total ? 'total-row' : undefined}>
      <th scope="row">{label}</th>
      <td className="num">{money(cell.stated)}</td>
      <td className="num">{money(cell.replicated)}</td>
      <td className="num">{money(cell.difference)}</td>
      <td className="num">{cell.share === null ? MISSING : formatPercent(cell.share)}</td>
    </tr>
  );
}

/** The standalone rebuttal report's cover: the caption, the title naming their report, and the economist. */
export function RebuttalCover() {
  const { data } = useReport();
  const { rebuttal, economist, engagement } = data;
  const { caption } = engagement;
  if (!rebuttal) return null;
  return (
    <section className="cover-page">
      {(caption.court || caption.caseName || engagement.docketText) && (
        <div className="cover-caption" aria-label="Case caption">
          {caption.court && <p className="cover-court">{caption.court}</p>}
          {caption.caseName && <p className="cover-case-name">{caption.caseName}</p>}
          {engagement.docketText && <p className="cover-docket">{engagement.docketText}</p>}
        </div>
      )}
      <p className="report-kicker">{words.coverKicker}</p>
      <h1 className="cover-title">{words.coverTitle(rebuttal.author, rebuttal.reportDate)}</h1>
      <dl className="cover-facts">
        <div>
          <dt>{words.preparedBy}</dt>
          <dd>
            <span className="d-block">{economist.signatureName}</span>
            <span className="d-block">{economist.title}</span>
            {economist.firm && <span className="d-block">{economist.firm}</span>}
          </dd>
        </div>
      </dl>
    </section>
  );
}
