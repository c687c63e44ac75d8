import {
  CASE_DAMAGE_REASONS,
  DAMAGED_CASE_REMEDY,
  DAMAGED_CASE_TITLE,
  OTHER_CASES_UNAFFECTED,
  type CaseDamage,
} from '../../saved-cases/index.ts';
import { StatusPage } from './status-page.tsx';

/**
 * The report opened at a saved case that cannot be shown (damaged, or clear text written over a sealed
 * case): what happened, that the other cases are fine, and what to do, in the words the saved-cases list
 * uses — where the router's error page would only say that something unexpected went wrong.
 */
export function DamagedCasePage({ formId, damage }: { formId: string; damage: CaseDamage }) {
  return (
    <StatusPage title={DAMAGED_CASE_TITLE} action={{ label: 'Go to your saved cases', to: '/form' }}>
      Saved case <code>{formId}</code>: {CASE_DAMAGE_REASONS[damage]} {OTHER_CASES_UNAFFECTED} {DAMAGED_CASE_REMEDY}
    </StatusPage>
  );
}
