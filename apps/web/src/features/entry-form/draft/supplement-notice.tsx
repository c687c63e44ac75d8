import { SUPPLEMENT_WORDS, supplementedVersion } from '@damages/contracts';
import { Alert } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import type { FormValues } from '../model/form-values.ts';

/**
 * At the top of a supplemental report's form (started by an issued version's Update): which
 * version it supplements, and what updating one usually takes. The date is the version's, read
 * from the case as saved; a mark naming no version of the case shows nothing.
 */
export function SupplementNotice({ formId }: { formId: string | undefined }) {
  const supplements = useWatch<FormValues, 'supplements'>({ name: 'supplements' });
  const { cases } = useSavedCaseStore();
  if (supplements === undefined || formId === undefined) return null;
  // Peeked: rendering must not take another tab's newer save as the version this tab edits.
  const saved = cases.peek(formId);
  const issued = saved.status === 'found' ? supplementedVersion(saved.record.issued, supplements) : undefined;
  if (issued === undefined) return null;
  return (
    <Alert variant="primary" role="status" className="supplement-notice">
      {SUPPLEMENT_WORDS.notice(issued.version, issued.issuedOn)}
    </Alert>
  );
}
