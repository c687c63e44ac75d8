import { ISSUED_WORDS, lossTotals, selectionOfRecord, SUPPLEMENT_WORDS, type SavedFormRecord } from '@damages/contracts';
import { useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { postJson } from '../../../lib/api-client.ts';
import { bridge } from '../../entry-form/index.ts';
import { ReportHeader } from '../layout/report-header.tsx';
import { SaveToast, useSaveToast } from '../layout/save-toast.tsx';
import { caseVersions, CURRENT_VERSION, type CaseVersion } from '../model/case-versions.ts';
import { changeBridge, comparedFigures, sidesBridge, type ChangeBridge, type SidesBridge } from '../model/changes-since.ts';
import { useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { BridgeExplanation, BridgeTable, FiguresTable, SidesBridgeTable } from '../tables/changes-tables.tsx';

const words = ISSUED_WORDS;

/**
 * "Compare versions" (/{formId}/compare?from=1&to=current), on screen only: any two versions of the
 * case (an issued version or the current report) side by side, figure by figure, as a supplemental
 * report's "Changes since" section shows them, each under its own scenario of record. Explain the
 * difference computes the bridge between their inputs through the calculation service, as a
 * supplement's submit does, under the earlier version's scenario of record; nothing is saved.
 */
export function CompareVersionsPage() {
  const { record, data } = useReport();
  useDocumentTitle(`${words.compareTitle} · ${data.facts.name}`);
  const versions = useMemo(() => caseVersions(record), [record]);
  const [params, setParams] = useSearchParams();
  const find = (key: string | null) => versions.find((version) => version.key === key);
  // An address naming no version of the case falls back to the latest issued version against the current report.
  const before = find(params.get('from')) ?? versions.at(-2) ?? versions.at(-1)!;
  const after = find(params.get('to')) ?? find(CURRENT_VERSION)!;
  const pair = `${before.key}>${after.key}`;
  const { figures, scenarios } = useMemo(() => comparedFigures(before.record, after.record), [before, after]);
  const [explained, setExplained] = useState<{ pair: string; bridge: ChangeBridge; sides: SidesBridge | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast, show, close } = useSaveToast();

  const choose = (side: 'from' | 'to', key: string) =>
    setParams({ from: side === 'from' ? key : before.key, to: side === 'to' ? key : after.key }, { replace: true });

  const explain = async () => {
    setBusy(true);
    try {
      const computed = await bridge(before.record.formData, after.record.formData, postJson, before.record.scenarioOfRecord);
      // From the totals the earlier version shows to the ones the later shows: what the figures' differences are.
      const [from, to] = [printedTotals(before.record), printedTotals(after.record)];
      setExplained({ pair, bridge: changeBridge(computed, from.total, to.total), sides: sidesBridge(computed, from, to) });
    } catch (error) {
      show({ saved: false, message: words.explainFailed(error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  const headings = { beforeHeading: before.name, afterHeading: after.name };
  const shown = explained?.pair === pair ? explained : undefined;
  return (
    <div className="report-shell">
      <ReportHeader />
      <main className="report-main">
        <div className="report-paper">
          <h1>{words.compareTitle}</h1>
          <div className="d-flex flex-wrap gap-3 mb-3">
            <VersionSelect
              id="compare-from"
              label={words.compareFrom}
              versions={versions}
              value={before}
              onChange={(key) => choose('from', key)}
            />
            <VersionSelect
              id="compare-to"
              label={words.compareTo}
              versions={versions}
              value={after}
              onChange={(key) => choose('to', key)}
            />
          </div>
          <p>{words.compareIntroduction}</p>
          <h2>{words.compareFiguresHeading}</h2>
          <FiguresTable
            caption={SUPPLEMENT_WORDS.figuresCaption}
            heading={SUPPLEMENT_WORDS.figure}
            rows={figures}
            {...headings}
            testId="changed-figures"
          />
          {scenarios.length > 0 && (
            <FiguresTable
              caption={SUPPLEMENT_WORDS.scenariosCaption}
              heading={SUPPLEMENT_WORDS.scenario}
              rows={scenarios}
              {...headings}
              testId="changed-scenarios"
            />
          )}
          <h2>{words.compareBridgeHeading}</h2>
          <Button variant="primary" onClick={() => void explain()} disabled={busy}>
            {busy ? words.explaining : words.explain}
          </Button>
          {shown && (
            <>
              <BridgeTable
                caption={words.compareBridgeCaption(before.name, after.name)}
                bridge={shown.bridge}
                from={words.compareBridgeFrom(before.name)}
                to={words.compareBridgeFrom(after.name)}
              />
              <BridgeExplanation bridge={shown.bridge} />
              {shown.sides && shown.bridge.rows.length > 0 && (
                <>
                  <SidesBridgeTable
                    bridge={shown.sides}
                    from={words.compareBridgeFrom(before.name)}
                    to={words.compareBridgeFrom(after.name)}
                  />
                  <p>
                    {SUPPLEMENT_WORDS.sidesExplanation(
                      shown.sides.end.past - shown.sides.start.past,
                      shown.sides.end.future - shown.sides.start.future,
                    )}
                  </p>
                </>
              )}
            </>
          )}
        </div>
      </main>
      <SaveToast title={words.explainToastTitle} toast={toast} onClose={close} />
    </div>
  );
}

/** The Summary's past, future and grand totals of a version, as its report shows them (under its scenario of record). */
function printedTotals(record: SavedFormRecord) {
  const { past, future, total } = lossTotals(record, selectionOfRecord(record));
  return { past, future, total };
}

function VersionSelect({
  id,
  label,
  versions,
  value,
  onChange,
}: {
  id: string;
  label: string;
  versions: CaseVersion[];
  value: CaseVersion;
  onChange: (key: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value.key} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.key} value={version.key}>
            {version.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
