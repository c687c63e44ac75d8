import { useMemo } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { SessionRenewalDialog } from '../accounts/index.ts';
import { CaseSaveDialogs, LazySavedCasesList, loadSavedCasesList, useSavedCaseStore } from '../saved-cases/index.ts';
import './entry-form.css';
import { EntryForm } from './entry-form.tsx';
import { FormHeader } from './form-header.tsx';
import { FORM_MISSING, FORM_UNREADABLE, loadForm } from './load-form.ts';

// Fetched ahead, beside the session check; if this fails, the panel tries again when it mounts.
loadSavedCasesList().catch(() => {});

/**
 * /form/{formId?}: a new form with the saved cases above it, or a saved case loaded for editing.
 */
export function EntryFormPage() {
  const { formId } = useParams();
  const { cases } = useSavedCaseStore();
  const loaded = useMemo(() => loadForm(cases, formId), [cases, formId]);
  return (
    <Container className="entry-form-page py-4">
      <FormHeader editing={formId !== undefined && loaded.status === 'ready'} />
      <SessionRenewalDialog />
      <CaseSaveDialogs />
      {formId === undefined && <LazySavedCasesList />}
      {loaded.status === 'ready' ? (
        <EntryForm key={formId ?? 'new'} formId={formId} initialValues={loaded.values} />
      ) : (
        <Alert variant="danger" role="alert">
          <Alert.Heading as="h2" className="h5">
            {loaded.status === 'missing' ? FORM_MISSING : FORM_UNREADABLE}
          </Alert.Heading>
          <p className="mb-0">
            No saved case can be opened under <code className="text-body">{formId}</code> in this browser.{' '}
            <Link to="/form">Start a new form</Link>.
          </p>
        </Alert>
      )}
    </Container>
  );
}
