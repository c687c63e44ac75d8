import { formatMoney, formatMoneyCents, formatOptionalMoney, SUPPLEMENT_WORDS } from '@damages/contracts';
import { Section } from '../layout/section.tsx';
import type { ChangedFigure } from '../model/changes-since.ts';
import { useReport } from '../state/report-context.tsx';

const words = SUPPLEMENT_WORDS;

/** A table of figures of both reports with their differences, in whole dollars. */
function FiguresTable({
  caption,
  heading,
  rows,
  issuedOn,
  testId,
}: {
  caption: string;
  heading: string;
  rows: ChangedFigure[];
  issuedOn: string;
  testId: string;
}) {
  return (
    <table className="summary-table changes-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="num">
            {words.before(issuedOn)}
          </th>
          <th scope="col" className="num">
            {words.after}
          </th>
          <th scope="col" className="num">
            {words.difference}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="num">{formatOptionalMoney(row.before)}</td>
            <td className="num">{formatOptionalMoney(row.after)}</td>
            <td className="num">{formatMoney(row.difference)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "Changes since the report of <date>" (methodology §20), only in a supplemental report: every
 * figure of the Summary in both reports, the total of each scenario both hold, and the bridge from
 * the old total to the new one, cause by cause, as the submit saved it.
 */
export function ChangesSincePage() {
  const { changes } = useReport().data;
  if (!changes) return null;
  const { version, issuedOn, figures, scenarios, bridge } = changes;
  return (
    <Section id="changes-since" title={words.sectionTitle(issuedOn)}>
      <p>{words.introduction(version, issuedOn)}</p>
      {figures.length > 0 && (
        <FiguresTable caption={words.figuresCaption} heading={words.figure} rows={figures} issuedOn={issuedOn} testId="changed-figures" />
      )}
      {scenarios.length > 0 && (
        <FiguresTable
          caption={words.scenariosCaption}
          heading={words.scenario}
          rows={scenarios}
          issuedOn={issuedOn}
          testId="changed-scenarios"
        />
      )}
      <table className="summary-table bridge-table" data-testid="bridge">
        <caption>{words.bridgeCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.cause}</th>
            <th scope="col" className="num">
              {words.sequential}
            </th>
            {bridge.withShapley && (
              <th scope="col" className="num">
                {words.shapley}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <tr className="total-row">
            <th scope="row">{words.bridgeFrom(issuedOn)}</th>
            <td className="num" colSpan={bridge.withShapley ? 2 : 1} data-testid="bridge-start">
              {formatMoney(bridge.start)}
            </td>
          </tr>
          {bridge.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="num">{formatMoneyCents(row.sequential)}</td>
              {bridge.withShapley && <td className="num">{formatMoneyCents(row.shapley ?? 0)}</td>}
            </tr>
          ))}
          <tr className="total-row">
            <th scope="row">{words.bridgeTo}</th>
            <td className="num" colSpan={bridge.withShapley ? 2 : 1} data-testid="bridge-end">
              {formatMoney(bridge.end)}
            </td>
          </tr>
        </tbody>
      </table>
      <p>{bridge.rows.length === 0 ? words.noCauses : words.bridgeExplanation(bridge.end - bridge.start, bridge.withShapley)}</p>
    </Section>
  );
}
