import {
  lossTotals,
  opposingEntryOf,
  opposingHeaderOf,
  REBUTTAL_WORDS,
  selectionOfRecord,
  TOTAL_LINE_KEYS,
  totalLineLabel,
  type OpposingEntry,
  type OpposingHeader,
  type OpposingReport,
  type SavedFormRecord,
  type TotalLineKey,
} from '@damages/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { postJson } from '../../lib/api-client.ts';
import { SessionRenewalDialog, UserMenu } from '../accounts/index.ts';
import { CaseSaveDialogs, useSavedCaseStore } from '../saved-cases/index.ts';
import { computeRebuttal } from './compute-rebuttal.ts';
import { OpposingHeaderForm } from './opposing-header-form.tsx';
import { RebuttalResults } from './rebuttal-results.tsx';

/** What the last action on the page said: a saved outcome, or a failure (nothing saved). */
type Outcome = { variant: 'success' | 'danger'; text: string };

/**
 * /{formId}/rebuttal: the opposing expert's report entered against this case. Its header (author,
 * date, stated figures by line of our Summary) is entered here; its assumptions in the entry form
 * at /form/{formId}/opposing, starting from a copy of ours; then "Compute the rebuttal" replicates
 * their figures, bridges their total to ours and screens their report, and saves the result with
 * the case for the report's Rebuttal section.
 */
export function RebuttalPage() {
  const { formId = '' } = useParams();
  const { cases } = useSavedCaseStore();
  // Read, not peeked: the page's saves are of the revision it opened, and ask about a newer one.
  const read = useMemo(() => cases.read(formId), [cases, formId]);
  return (
    <Container className="py-4">
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h3 mb-0 flex-grow-1">{REBUTTAL_WORDS.pageTitle}</h1>
        {read.status === 'found' && (
          <Link to={`/${formId}/table-of-contents`} className="btn btn-outline-secondary btn-sm">
            {REBUTTAL_WORDS.reportLink}
          </Link>
        )}
        <UserMenu />
      </header>
      <SessionRenewalDialog />
      <CaseSaveDialogs />
      {read.status === 'found' ? (
        <Rebuttal formId={formId} saved={read.record} />
      ) : (
        <Alert variant="danger" role="alert">
          {read.status === 'missing' ? 'Form Does not exist' : 'The saved form could not be read'}
        </Alert>
      )}
    </Container>
  );
}

function Rebuttal({ formId, saved }: { formId: string; saved: SavedFormRecord }) {
  const { asking } = useSavedCaseStore();
  const navigate = useNavigate();
  const [record, setRecord] = useState(saved);
  const [busy, setBusy] = useState<'saving' | 'computing' | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  // The rows, from the case as the page opened it: one per line of our Summary, and one for each element their report states that ours has not.
  const [defaultValues] = useState(() => opposingEntryOf(rowKeys(saved), saved.opposing));
  const lines = useMemo(() => defaultValues.lines.map(({ key }) => ({ key, label: labelOf(saved, key) })), [defaultValues, saved]);

  const save = useCallback(
    async (next: SavedFormRecord): Promise<boolean> => {
      const result = await asking.save(formId, next);
      if (result.status === 'saved') {
        setRecord(result.record);
        return true;
      }
      setOutcome({
        variant: 'danger',
        text: result.status === 'kept-theirs' ? REBUTTAL_WORDS.keptTheirs : REBUTTAL_WORDS.notSaved(result.reason),
      });
      return false;
    },
    [asking, formId],
  );

  const onEnterAssumptions = useCallback(
    async (entry: OpposingEntry) => {
      setOutcome(undefined);
      setBusy('saving');
      try {
        if (await save(withHeader(record, opposingHeaderOf(entry)))) void navigate(`/form/${formId}/opposing`);
      } finally {
        setBusy(undefined);
      }
    },
    [save, record, navigate, formId],
  );

  const onCompute = useCallback(
    async (entry: OpposingEntry) => {
      setOutcome(undefined);
      setBusy('computing');
      try {
        const next = withHeader(record, opposingHeaderOf(entry));
        let rebuttal;
        try {
          rebuttal = await computeRebuttal(next as SavedFormRecord & { opposing: OpposingReport }, postJson);
        } catch (error) {
          console.error('The rebuttal could not be computed', error);
          setOutcome({ variant: 'danger', text: REBUTTAL_WORDS.computeFailed(error instanceof Error ? error.message : String(error)) });
          return;
        }
        if (await save({ ...next, rebuttal, savedAt: new Date().toISOString() }))
          setOutcome({ variant: 'success', text: REBUTTAL_WORDS.computed });
      } finally {
        setBusy(undefined);
      }
    },
    [save, record],
  );

  const { opposing, rebuttal } = record;
  return (
    <>
      <p className="text-body-secondary">{REBUTTAL_WORDS.pageLead}</p>
      <OpposingHeaderForm
        lines={lines}
        defaultValues={defaultValues}
        busy={busy !== undefined}
        onEnterAssumptions={onEnterAssumptions}
        onCompute={opposing === undefined ? undefined : onCompute}
      />
      <p className="mt-3 small">{opposing === undefined ? REBUTTAL_WORDS.assumptionsMissing : REBUTTAL_WORDS.assumptionsEntered}</p>
      {busy === 'computing' && (
        <p role="status" className="text-body-secondary">
          {REBUTTAL_WORDS.computing}
        </p>
      )}
      {outcome && (
        <Alert variant={outcome.variant} role={outcome.variant === 'danger' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      {opposing && rebuttal && (
        <>
          <RebuttalResults rebuttal={rebuttal} author={opposing.author} />
          <p>
            <Link to={`/${formId}/rebuttal`}>{REBUTTAL_WORDS.sectionLink}</Link>
          </p>
        </>
      )}
    </>
  );
}

/**
 * The case with the opposing report's header as entered: their assumptions as they were, or, the
 * first time, a copy of ours (they start from ours and change what differs). A rebuttal computed
 * from other stated figures no longer matches them and is dropped.
 */
function withHeader(record: SavedFormRecord, header: OpposingHeader): SavedFormRecord {
  const { rebuttal, ...rest } = record;
  const formData = record.opposing?.formData ?? structuredClone(record.formData);
  const opposing: OpposingReport = { ...header, formData };
  const unchanged = record.opposing !== undefined && sameHeader(record.opposing, header);
  return { ...rest, opposing, ...(unchanged && rebuttal !== undefined ? { rebuttal } : {}), savedAt: new Date().toISOString() };
}

const sameHeader = (before: OpposingReport, header: OpposingHeader) =>
  before.author === header.author &&
  before.reportDate === header.reportDate &&
  before.total === header.total &&
  JSON.stringify(before.elements.map(({ key, past, future, total }) => [key, past, future, total])) ===
    JSON.stringify(header.elements.map(({ key, past, future, total }) => [key, past, future, total]));

/** The lines of our Summary, and the elements only their report states, in the Summary's order. */
function rowKeys(record: SavedFormRecord): TotalLineKey[] {
  const ours = lossTotals(record, selectionOfRecord(record)).lines.map((line) => line.key);
  const theirs = (record.opposing?.elements ?? []).map((element) => element.key);
  return TOTAL_LINE_KEYS.filter((key) => ours.includes(key) || theirs.includes(key));
}

/** A line's label as our Summary names it (its medical line may name the scenario), else the Summary's name of the element. */
const labelOf = (record: SavedFormRecord, key: TotalLineKey) =>
  lossTotals(record, selectionOfRecord(record)).lines.find((line) => line.key === key)?.label ?? totalLineLabel(key);

export { RebuttalPage as Component };
