import { formatMoney, formatMoneyCents, formatOptionalMoney, SUPPLEMENT_WORDS } from '@damages/contracts';
import type { ChangeBridge, ChangedFigure, SidesBridge } from '../model/changes-since.ts';

const words = SUPPLEMENT_WORDS;

/**
 * The tables of a change between two versions of a case: a supplemental report's "Changes since"
 * section and the on-screen comparison of any two versions lay them out alike. The headings name
 * the two versions as the page does ("Report of March 2, 2025" and "This report" in a supplement).
 */

/** A table of figures of both versions with their differences, in whole dollars. */
export function FiguresTable({
  caption,
  heading,
  rows,
  beforeHeading,
  afterHeading,
  testId,
}: {
  caption: string;
  heading: string;
  rows: ChangedFigure[];
  beforeHeading: string;
  afterHeading: string;
  testId: string;
}) {
  return (
    <table className="summary-table changes-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="num">
            {beforeHeading}
          </th>
          <th scope="col" className="num">
            {afterHeading}
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

/** The bridge from the old total to the new, cause by cause, in both attributions (the average over orders when computed). */
export function BridgeTable({ caption, bridge, from, to }: { caption: string; bridge: ChangeBridge; from: string; to: string }) {
  return (
    <table className="summary-table bridge-table" data-testid="bridge">
      <caption>{caption}</caption>
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
          <th scope="row">{from}</th>
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
          <th scope="row">{to}</th>
          <td className="num" colSpan={bridge.withShapley ? 2 : 1} data-testid="bridge-end">
            {formatMoney(bridge.end)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The bridge of the past and the future losses, cause by cause in the order listed: each column adds to its difference. */
export function SidesBridgeTable({ bridge, from, to }: { bridge: SidesBridge; from: string; to: string }) {
  return (
    <table className="summary-table bridge-table" data-testid="sides-bridge">
      <caption>{words.sidesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.cause}</th>
          <th scope="col" className="num">
            {words.pastLosses}
          </th>
          <th scope="col" className="num">
            {words.futureLosses}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="total-row">
          <th scope="row">{from}</th>
          <td className="num">{formatMoney(bridge.start.past)}</td>
          <td className="num">{formatMoney(bridge.start.future)}</td>
        </tr>
        {bridge.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="num">{formatMoneyCents(row.past)}</td>
            <td className="num">{formatMoneyCents(row.future)}</td>
          </tr>
        ))}
        <tr className="total-row">
          <th scope="row">{to}</th>
          <td className="num">{formatMoney(bridge.end.past)}</td>
          <td className="num">{formatMoney(bridge.end.future)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** What the bridge comes to, under its table: no cause at all, or how its columns are read and that they add to the difference. */
export function BridgeExplanation({ bridge }: { bridge: ChangeBridge }) {
  return <p>{bridge.rows.length === 0 ? words.noCauses : words.bridgeExplanation(bridge.end - bridge.start, bridge.withShapley)}</p>;
}
