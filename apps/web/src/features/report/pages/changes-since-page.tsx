import { SUPPLEMENT_WORDS } from '@damages/contracts';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';
import { BridgeExplanation, BridgeTable, FiguresTable, SidesBridgeTable } from '../tables/changes-tables.tsx';

const words = SUPPLEMENT_WORDS;

/**
 * "Changes since the report of <date>" (methodology §20), only in a supplemental report: every
 * figure of the Summary in both reports, the total of each scenario both hold, and the bridge from
 * the old total to the new one, cause by cause, as the submit saved it, then the past and the future
 * losses' (a bridge saved before those were bridged has only the total's).
 */
export function ChangesSincePage() {
  const { changes } = useReport().data;
  if (!changes) return null;
  const { version, issuedOn, figures, scenarios, bridge, sides } = changes;
  const headings = { beforeHeading: words.before(issuedOn), afterHeading: words.after };
  return (
    <Section id="changes-since" title={words.sectionTitle(issuedOn)}>
      <p>{words.introduction(version, issuedOn)}</p>
      {figures.length > 0 && (
        <FiguresTable caption={words.figuresCaption} heading={words.figure} rows={figures} {...headings} testId="changed-figures" />
      )}
      {scenarios.length > 0 && (
        <FiguresTable caption={words.scenariosCaption} heading={words.scenario} rows={scenarios} {...headings} testId="changed-scenarios" />
      )}
      <BridgeTable caption={words.bridgeCaption} bridge={bridge} from={words.bridgeFrom(issuedOn)} to={words.bridgeTo} />
      <BridgeExplanation bridge={bridge} />
      {sides && bridge.rows.length > 0 && (
        <>
          <SidesBridgeTable bridge={sides} from={words.bridgeFrom(issuedOn)} to={words.bridgeTo} />
          <p>{words.sidesExplanation(sides.end.past - sides.start.past, sides.end.future - sides.start.future)}</p>
        </>
      )}
    </Section>
  );
}
