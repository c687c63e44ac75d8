import { SUPPLEMENT_WORDS, supplementedVersion, type FormDataRecord, type SavedBridge, type SavedFormRecord } from '@damages/contracts';
import { bridge } from './bridge.ts';
import { StepFailure, type Post } from './submit-steps.ts';

/**
 * The submit's step of a supplemental report, after its answers: the bridge from the issued
 * version it supplements to the inputs submitted, saved with the record so that the report prints
 * it as computed and never recomputes it. The totals are under the version's scenario of record,
 * the figure its report printed. Undefined when the case supplements no version; a failure, or a
 * version the case does not hold, fails the submit as any step does.
 */
export async function supplementBridge(
  formData: FormDataRecord,
  saved: Pick<SavedFormRecord, 'issued'> | undefined,
  post: Post,
  onProgress: (label: string) => void,
): Promise<SavedBridge | undefined> {
  const version = formData.supplements?.version;
  if (version === undefined) return undefined;
  const issued = supplementedVersion(saved?.issued, formData.supplements);
  if (issued === undefined) {
    const missing = SUPPLEMENT_WORDS.versionMissing(version);
    throw new StepFailure({ label: missing, failure: missing }, new Error(missing));
  }
  const step = SUPPLEMENT_WORDS.bridgeStep(issued.issuedOn);
  onProgress(step.label);
  try {
    const { before, after, steps, past, future } = await bridge(issued.record.formData, formData, post, issued.record.scenarioOfRecord);
    return {
      from: { version: issued.version, issuedOn: issued.issuedOn },
      before,
      after,
      steps: steps.map(({ kind, label, sequential, shapley }) => ({ kind, label, sequential, shapley })),
      past,
      future,
    };
  } catch (error) {
    throw new StepFailure(step, error);
  }
}
