import { REBUTTAL_WORDS, type FormDataRecord, type OpposingReport, type SavedFormRecord } from '@damages/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { SessionRenewalDialog, UserMenu } from '../../accounts/index.ts';
import { CaseSaveDialogs, useSavedCaseStore } from '../../saved-cases/index.ts';
import '../entry-form.css';
import { EntryForm, type OpposingMode } from '../entry-form.tsx';
import { FORM_MISSING, FORM_UNREADABLE } from '../load-form.ts';
import { encodeFormValues } from '../model/form-codec.ts';

/** The draft of the opposing report's assumptions, kept apart from the case's own draft (keyed by the bare form id). */
const opposingDraftId = (formId: string) => `${formId}:opposing`;

/**
 * /form/{formId}/opposing: the entry form on the opposing report's assumptions (the record's
 * `opposing.formData`), saying whose they are. Its submit validates as the form always does, then
 * saves them with the case, keeping the rest of the opposing report and dropping the rebuttal
 * computed from the assumptions before (it no longer matches them), and returns to the rebuttal.
 */
export function OpposingFormPage() {
  const { formId = '' } = useParams();
  const { cases } = useSavedCaseStore();
  const read = useMemo(() => cases.read(formId), [cases, formId]);
  const opposing = read.status === 'found' ? read.record.opposing : undefined;
  return (
    <Container className="entry-form-page py-4">
      <header className="form-header d-flex flex-wrap align-items-center gap-3 mb-4">
        <div className="flex-grow-1">
          <h1 className="h3 mb-0">
            {opposing ? REBUTTAL_WORDS.assumptionsOf(opposing.author, opposing.reportDate) : REBUTTAL_WORDS.pageTitle}
          </h1>
          {opposing && <p className="text-body-secondary mb-0 small">{REBUTTAL_WORDS.assumptionsLead}</p>}
        </div>
        {read.status === 'found' && (
          <Link to={`/${formId}/opposing-report`} className="btn btn-outline-secondary btn-sm">
            {REBUTTAL_WORDS.pageTitle}
          </Link>
        )}
        <UserMenu />
      </header>
      <SessionRenewalDialog />
      <CaseSaveDialogs />
      {read.status !== 'found' ? (
        <Alert variant="danger" role="alert">
          <Alert.Heading as="h2" className="h5">
            {read.status === 'missing' ? FORM_MISSING : FORM_UNREADABLE}
          </Alert.Heading>
        </Alert>
      ) : opposing === undefined ? (
        <Alert variant="warning" role="alert">
          {REBUTTAL_WORDS.noOpposingReport} <Link to={`/${formId}/opposing-report`}>{REBUTTAL_WORDS.pageTitle}</Link>
        </Alert>
      ) : (
        <OpposingForm formId={formId} opposing={opposing} />
      )}
    </Container>
  );
}

function OpposingForm({ formId, opposing }: { formId: string; opposing: OpposingReport }) {
  const { asking, cases, drafts } = useSavedCaseStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const draftId = opposingDraftId(formId);
  const onValid = useCallback(
    async (formData: FormDataRecord) => {
      setFailure(undefined);
      // Peeked, not read: a newer save from another tab stays the save's question (asking.save asks it).
      const now = cases.peek(formId);
      if (now.status !== 'found' || now.record.opposing === undefined) {
        setFailure(REBUTTAL_WORDS.saveAssumptionsFailed(REBUTTAL_WORDS.noOpposingReport));
        return;
      }
      const { rebuttal: _stale, ...kept } = now.record;
      const record: SavedFormRecord = { ...kept, opposing: { ...now.record.opposing, formData }, savedAt: new Date().toISOString() };
      const saved = await asking.save(formId, record);
      if (saved.status !== 'saved') {
        setFailure(REBUTTAL_WORDS.saveAssumptionsFailed(saved.status === 'kept-theirs' ? REBUTTAL_WORDS.keptTheirs : saved.reason));
        return;
      }
      drafts.discard(draftId);
      void navigate(`/${formId}/opposing-report`);
    },
    [asking, cases, drafts, draftId, formId, navigate],
  );
  const mode: OpposingMode = useMemo(() => ({ draftId, onValid }), [draftId, onValid]);
  const initialValues = useMemo(() => encodeFormValues(opposing.formData), [opposing.formData]);
  return (
    <>
      {failure !== undefined && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <EntryForm key={draftId} formId={formId} initialValues={initialValues} opposing={mode} />
    </>
  );
}
